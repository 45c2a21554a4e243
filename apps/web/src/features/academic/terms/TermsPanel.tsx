import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type AcademicSessionData, type TermData, termUpdateSchema } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { readableDate } from '../api';
import { NameDatesDialog } from '../NameDatesDialog';
import { useTermChanges, useTerms } from './api';

type Editing = { mode: 'add' } | { mode: 'edit'; term: TermData } | null;

/** The terms of one session, in date order; a manager adds, edits and deletes them. */
export function TermsPanel(props: {
  groupId: string;
  session: AcademicSessionData;
  canManage: boolean;
}) {
  const { groupId, session } = props;
  const terms = useTerms(groupId, session.id);
  const changes = useTermChanges(groupId, session.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TermData | null>(null);
  const list = terms.data ?? [];

  return (
    <Box component="section" aria-labelledby="terms-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography
          id="terms-heading"
          variant="h2"
          component="h2"
          sx={{ flexGrow: 1, fontSize: '1.2rem' }}
        >
          Terms of {session.name}
        </Typography>
        {props.canManage ? (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add term
          </Button>
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {readableDate(session.startDate)} to {readableDate(session.endDate)}
      </Typography>
      {terms.isPending ? <CircularProgress size={28} aria-label="Loading terms" /> : null}
      {terms.isError ? <Alert severity="error">{errorMessage(terms.error)}</Alert> : null}
      {terms.isSuccess && list.length === 0 ? (
        <Alert severity="info">
          {props.canManage
            ? 'No terms yet. Add the first, for example Term 1.'
            : 'The institute has not set the terms of this session yet.'}
        </Alert>
      ) : null}
      <List aria-label={`Terms of ${session.name}`} disablePadding>
        {list.map((term) => (
          <ListItem key={term.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ flex: '1 1 180px' }}
              primary={term.name}
              secondary={`${readableDate(term.startDate)} to ${readableDate(term.endDate)}`}
            />
            {props.canManage ? (
              <Stack direction="row" spacing={0.5}>
                <Tooltip title={`Edit ${term.name}`}>
                  <IconButton
                    aria-label={`Edit ${term.name}`}
                    onClick={() => setEditing({ mode: 'edit', term })}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={`Delete ${term.name}`}>
                  <IconButton aria-label={`Delete ${term.name}`} onClick={() => setDeleting(term)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            ) : null}
          </ListItem>
        ))}
      </List>
      {editing ? (
        <NameDatesDialog
          open
          title={
            editing.mode === 'add' ? `Add a term to ${session.name}` : `Edit ${editing.term.name}`
          }
          nameLabel="Term name"
          namePlaceholder="Term 1"
          schema={termUpdateSchema}
          initial={
            editing.mode === 'edit'
              ? {
                  name: editing.term.name,
                  startDate: editing.term.startDate,
                  endDate: editing.term.endDate,
                }
              : undefined
          }
          hint={`Terms lie within ${session.startDate} and ${session.endDate} and do not overlap.`}
          submitLabel={editing.mode === 'add' ? 'Add' : 'Save'}
          onSubmit={async (values) => {
            if (editing.mode === 'add') {
              await changes.create.mutateAsync({ ...values, sessionId: session.id });
            } else {
              await changes.update.mutateAsync({ id: editing.term.id, input: values });
            }
            showSnack({
              message: editing.mode === 'add' ? `${values.name} added.` : 'Term saved.',
              severity: 'success',
            });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'term'}?`}
        text="The term is removed from this session."
        confirmLabel="Delete"
        busy={changes.remove.isPending}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          changes.remove
            .mutateAsync(target.id)
            .then(() => showSnack({ message: `${target.name} deleted.`, severity: 'success' }))
            .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }))
            .finally(() => setDeleting(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
