import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ClassData } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useClassChanges, useClasses } from './api';
import { ClassDialog } from './ClassDialog';
import { classesByLevel } from './rules';

/** An institute's classes under their levels; managers add, edit and delete them. */
export function ClassesPanel(props: { instituteId: string; manage: boolean }) {
  const classes = useClasses(props.instituteId);
  const { remove } = useClassChanges(props.instituteId);
  const [dialog, setDialog] = useState<{ editing: ClassData | null } | null>(null);
  const [deleting, setDeleting] = useState<ClassData | null>(null);

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        showSnack({ message: `${target.name} was deleted.`, severity: 'success' });
        setDeleting(null);
      },
      onError: (e) => {
        showSnack({ message: errorMessage(e), severity: 'error' });
        setDeleting(null);
      },
    });
  };

  const levels = classesByLevel(classes.data ?? []);
  return (
    <Box>
      {props.manage && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ editing: null })}
          >
            Add classes
          </Button>
          <Button component={RouterLink} to={`/group/${props.instituteId}/import`}>
            Import students and staff
          </Button>
        </Box>
      )}
      {classes.isPending ? (
        <Loading label="Loading classes…" />
      ) : classes.isError ? (
        <LoadError error={classes.error} onRetry={() => classes.refetch()} />
      ) : levels.length === 0 ? (
        <EmptyState>
          {props.manage
            ? 'No classes yet. Add a class with its sections, for example Class 5 with A and B.'
            : 'This institute has no classes yet.'}
        </EmptyState>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' },
          }}
        >
          {levels.map((level) => (
            <Box
              key={level.level}
              component="section"
              aria-label={level.level}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
                {level.level}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {level.classes.map((c) => (
                  <Box
                    component="li"
                    key={c.id}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link
                        component={RouterLink}
                        to={`/group/${c.id}`}
                        sx={{ display: 'inline-block', py: 0.25, minHeight: 24 }}
                      >
                        {c.name}
                      </Link>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        <Chip
                          size="small"
                          label={`${c.memberCount} ${c.memberCount === 1 ? 'member' : 'members'}`}
                        />
                        {c.admissionConfigSet && (
                          <Chip
                            size="small"
                            color="success"
                            variant="outlined"
                            label="Admission open"
                          />
                        )}
                      </Box>
                    </Box>
                    {props.manage && (
                      <>
                        <Tooltip title={`Edit ${c.name}`}>
                          <IconButton
                            aria-label={`Edit ${c.name}`}
                            onClick={() => setDialog({ editing: c })}
                          >
                            <EditIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip
                          title={c.memberCount > 0 ? `${c.name} has members` : `Delete ${c.name}`}
                        >
                          <span>
                            <IconButton
                              aria-label={`Delete ${c.name}`}
                              disabled={c.memberCount > 0}
                              onClick={() => setDeleting(c)}
                            >
                              <DeleteIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {props.manage && (
        <ClassDialog
          instituteId={props.instituteId}
          open={dialog !== null}
          editing={dialog?.editing ?? null}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        text="The class has no members. Deleting it cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
