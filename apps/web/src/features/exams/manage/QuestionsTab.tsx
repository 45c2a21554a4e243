import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ExamQuestion, ExamSetup } from '@shala/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { usePermissions } from '../../permissions';
import { AddFromBankDialog } from './AddFromBankDialog';
import { useExamQuestionChanges } from './api';
import { ExamQuestionRow } from './ExamQuestionRow';
import { inOrder, isDraft, movedPosition, shownMarks, totalMarks } from './exam-rules';
import { NewQuestionDialog } from './NewQuestionDialog';
import { snackFailure, snackSuccess } from './parts';

/**
 * The exam's questions in order with their maximum marks: change marks, move, remove, add from
 * the bank or write a new one. Read-only once the exam is published.
 */
export function QuestionsTab({ groupId, setup }: { groupId: string; setup: ExamSetup }) {
  const taskId = setup.task.id;
  const may = usePermissions();
  const editable =
    isDraft(setup.task.status) && may(['createExamConfig', 'updateExamConfig'], groupId);
  const mayWriteQuestion = may('createQuestion', groupId);
  const changes = useExamQuestionChanges(groupId, taskId);
  const [picking, setPicking] = useState(false);
  const [writing, setWriting] = useState(false);
  const [removing, setRemoving] = useState<ExamQuestion | null>(null);
  const entries = inOrder(setup.examQuestions);
  const count = entries.filter((e) => !e.disabled).length;

  const move = (entry: ExamQuestion, direction: 'up' | 'down') => {
    const position = movedPosition(entries, entry.id, direction);
    if (position === null) return;
    changes.update.mutate({ id: entry.id, position }, { onError: snackFailure });
  };
  const saveMarks = (entry: ExamQuestion, maximumMarks: number) =>
    changes.update.mutateAsync({ id: entry.id, maximumMarks }).then(
      (body) => snackSuccess(body, 'Exam question updated successfully'),
      (error) => {
        snackFailure(error);
        throw error;
      },
    );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {!isDraft(setup.task.status) && (
        <Alert severity="info">
          This exam has been published: its questions and marks can no longer change.
        </Alert>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography aria-live="polite">
          <strong>
            {count} {count === 1 ? 'question' : 'questions'}
          </strong>
          , total marks <strong>{shownMarks(totalMarks(entries))}</strong>
        </Typography>
        {editable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
              Add from bank
            </Button>
            {mayWriteQuestion && (
              <Button
                variant="outlined"
                startIcon={<EditNoteIcon />}
                onClick={() => setWriting(true)}
              >
                Write a new question
              </Button>
            )}
          </Box>
        )}
      </Box>
      {entries.length === 0 ? (
        <EmptyState>
          No questions yet. Add them from the question bank, or write a new one.
        </EmptyState>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {entries.map((entry, index) => (
            <ExamQuestionRow
              key={entry.id}
              entry={entry}
              number={index + 1}
              first={index === 0}
              last={index === entries.length - 1}
              editable={editable}
              busy={changes.update.isPending}
              onMove={(direction) => move(entry, direction)}
              onMarks={(marks) => saveMarks(entry, marks)}
              onRemove={() => setRemoving(entry)}
            />
          ))}
        </Box>
      )}
      {editable && (
        <>
          <AddFromBankDialog
            open={picking}
            groupId={groupId}
            taskId={taskId}
            inExam={entries}
            onClose={() => setPicking(false)}
          />
          <NewQuestionDialog
            open={writing}
            groupId={groupId}
            taskId={taskId}
            onClose={() => setWriting(false)}
          />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this question from the exam?"
        text="It stays in the question bank; only its place in this exam goes."
        confirmLabel="Remove"
        busy={changes.remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          changes.remove.mutate(removing.id, {
            onSuccess: (body) => snackSuccess(body, 'Exam question deleted successfully'),
            onError: snackFailure,
            onSettled: () => setRemoving(null),
          })
        }
      />
    </Box>
  );
}
