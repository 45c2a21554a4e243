import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SubjectView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useSubjectChanges, useSubjects } from './api';
import { SubjectDialog } from './SubjectDialog';

type Editing = { subject: SubjectView | null } | null;

const classesOf = (n: number) => (n === 0 ? 'In no class' : `In ${n} class${n === 1 ? '' : 'es'}`);

/** The institute's subjects: added and renamed in a dialog, archived, restored, deleted if unused. */
export function SubjectList(props: { instituteId: string }) {
  const subjects = useSubjects(props.instituteId);
  const changes = useSubjectChanges(props.instituteId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SubjectView | null>(null);
  const list = subjects.data ?? [];
  const report = (pending: Promise<{ message: string }>) =>
    pending
      .then((done) => showSnack({ message: done.message, severity: 'success' }))
      .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }));
  const setArchived = (s: SubjectView, archived: boolean) =>
    report(
      changes.change.mutateAsync({
        id: s.id,
        name: s.name,
        code: s.code,
        colour: s.colour,
        archived,
      }),
    );

  return (
    <Box component="section" aria-labelledby="subject-list-heading" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="subject-list-heading" variant="h2" sx={{ flexGrow: 1, fontSize: '1.2rem' }}>
          Subject list
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ subject: null })}
        >
          Add subject
        </Button>
      </Stack>
      {subjects.isPending ? <Loading label="Loading subjects…" /> : null}
      {subjects.isError ? (
        <LoadError error={subjects.error} onRetry={() => subjects.refetch()} />
      ) : null}
      {subjects.isSuccess && list.length === 0 ? (
        <EmptyState>No subjects yet. Add the first one with its short code.</EmptyState>
      ) : null}
      <List aria-label="Subjects" disablePadding>
        {list.map((s) => (
          <ListItem key={s.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 200px', minWidth: 0 }}
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {s.colour ? (
                    <Box
                      aria-hidden
                      sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: s.colour }}
                    />
                  ) : null}
                  <span>{s.name}</span>
                  <Chip size="small" variant="outlined" label={s.code} />
                  {s.archived ? <Chip size="small" color="warning" label="Archived" /> : null}
                </Stack>
              }
              secondary={classesOf(s.classes)}
            />
            <Stack direction="row" spacing={0.5}>
              <Tooltip title={`Edit ${s.name}`}>
                <IconButton
                  aria-label={`Edit ${s.name}`}
                  onClick={() => setEditing({ subject: s })}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={s.archived ? `Restore ${s.name}` : `Archive ${s.name}`}>
                <IconButton
                  aria-label={s.archived ? `Restore ${s.name}` : `Archive ${s.name}`}
                  onClick={() => setArchived(s, !s.archived)}
                >
                  {s.archived ? <UnarchiveOutlinedIcon /> : <ArchiveOutlinedIcon />}
                </IconButton>
              </Tooltip>
              {s.classes === 0 ? (
                <Tooltip title={`Delete ${s.name}`}>
                  <IconButton aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </List>
      {editing ? (
        <SubjectDialog
          instituteId={props.instituteId}
          subject={editing.subject}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the subject'}?`}
        text="No class has it. It leaves the institute's list for good."
        confirmLabel="Delete"
        busy={changes.remove.isPending}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          report(changes.remove.mutateAsync(target.id)).finally(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
