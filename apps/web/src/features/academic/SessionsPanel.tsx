import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AcademicSessionData } from '@shala/shared';
import { sessionInputSchema } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { readableDate, useAcademicSessions, useSessionChanges } from './api';
import { NameDatesDialog } from './NameDatesDialog';

type Editing = { mode: 'add' } | { mode: 'edit'; session: AcademicSessionData } | null;

/**
 * An institute's academic sessions: listed newest first with the active one marked; a manager
 * adds, edits, activates and deletes them. With `onSelect` a session can be picked (terms page).
 */
export function SessionsPanel(props: {
  groupId: string;
  canManage: boolean;
  selectedId?: string | null;
  onSelect?: (session: AcademicSessionData) => void;
  heading?: string;
  /** h3 when the panel sits under a step's h2 (quick setup). */
  headingLevel?: 'h2' | 'h3';
}) {
  const sessions = useAcademicSessions(props.groupId);
  const changes = useSessionChanges(props.groupId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AcademicSessionData | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showSnack({ message: done, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };

  const list = sessions.data ?? [];
  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id="sessions-heading"
          variant="h2"
          component={props.headingLevel ?? 'h2'}
          sx={{ flexGrow: 1, fontSize: '1.2rem' }}
        >
          {props.heading ?? 'Academic sessions'}
        </Typography>
        {props.canManage ? (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add session
          </Button>
        ) : null}
      </Stack>
      {sessions.isPending ? <CircularProgress size={28} aria-label="Loading sessions" /> : null}
      {sessions.isError ? <Alert severity="error">{errorMessage(sessions.error)}</Alert> : null}
      {sessions.isSuccess && list.length === 0 ? (
        <Alert severity="info">
          No sessions yet. Add the current academic year, for example 2026-27.
        </Alert>
      ) : null}
      <List aria-label="Academic sessions" disablePadding>
        {list.map((session) => {
          const active = session.activeStatus === 'true';
          const text = (
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
                  <span>{session.name}</span>
                  {active ? (
                    <Chip size="small" color="success" label="Active" component="span" />
                  ) : null}
                </Stack>
              }
              secondary={`${readableDate(session.startDate)} to ${readableDate(session.endDate)}`}
            />
          );
          const actions = props.canManage ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {!active ? (
                <Button
                  size="small"
                  onClick={() =>
                    act(
                      () => changes.activate.mutateAsync(session.id),
                      `${session.name} is now the active session.`,
                    )
                  }
                >
                  Set active
                </Button>
              ) : null}
              <Tooltip title={`Edit ${session.name}`}>
                <IconButton
                  aria-label={`Edit ${session.name}`}
                  onClick={() => setEditing({ mode: 'edit', session })}
                >
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              {!active ? (
                <Tooltip title={`Delete ${session.name}`}>
                  <IconButton
                    aria-label={`Delete ${session.name}`}
                    onClick={() => setDeleting(session)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Stack>
          ) : null;
          return (
            <ListItem
              key={session.id}
              disablePadding={!!props.onSelect}
              divider
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              {props.onSelect ? (
                <ListItemButton
                  selected={props.selectedId === session.id}
                  onClick={() => props.onSelect?.(session)}
                  sx={{ flex: '1 1 180px', minHeight: 48 }}
                >
                  {text}
                </ListItemButton>
              ) : (
                <Box sx={{ flex: '1 1 180px' }}>{text}</Box>
              )}
              {actions}
            </ListItem>
          );
        })}
      </List>
      {editing ? (
        <NameDatesDialog
          open
          title={editing.mode === 'add' ? 'Add session' : `Edit ${editing.session.name}`}
          nameLabel="Session name"
          namePlaceholder="2027-28"
          schema={sessionInputSchema}
          initial={
            editing.mode === 'edit'
              ? {
                  name: editing.session.name,
                  startDate: editing.session.startDate,
                  endDate: editing.session.endDate,
                }
              : undefined
          }
          hint={editing.mode === 'add' ? 'Sessions of an institute must not overlap.' : undefined}
          submitLabel={editing.mode === 'add' ? 'Add' : 'Save'}
          onSubmit={async (values) => {
            if (editing.mode === 'add') await changes.create.mutateAsync(values);
            else await changes.update.mutateAsync({ id: editing.session.id, input: values });
            showSnack({
              message: editing.mode === 'add' ? `Session ${values.name} added.` : 'Session saved.',
              severity: 'success',
            });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'session'}?`}
        text="A session that has members, terms or admission applications cannot be deleted."
        confirmLabel="Delete"
        busy={changes.remove.isPending}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void act(
            () => changes.remove.mutateAsync(target.id),
            `Session ${target.name} deleted.`,
          ).finally(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
