import Button from '@mui/material/Button';
import type { AcademicTask } from '@shala/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { usePermission } from '../../permissions';
import { useTaskChanges } from './api';
import { snackFailure, snackSuccess } from './parts';

/** Deletes a draft exam (with its questions' places, not the bank's questions). */
export function DeleteExam({ groupId, task }: { groupId: string; task: AcademicTask }) {
  const mayDelete = usePermission('deleteExamConfig', groupId);
  const { remove } = useTaskChanges(groupId, task.id);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!mayDelete) return null;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete exam
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${task.title}?`}
        text={`The exam and its list of questions go; the questions stay in the bank.${task.status === 'DRAFT' ? '' : ' Its students will no longer see it.'}`}
        confirmLabel="Delete exam"
        busy={remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (body) => {
              snackSuccess(body, 'The exam was deleted.');
              navigate('/exam', { replace: true });
            },
            onError: (error) => {
              setOpen(false);
              snackFailure(error);
            },
          })
        }
      />
    </>
  );
}
