import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RoleData } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useRoleChanges, useRoles } from './api';
import { RoleDialog } from './RoleDialog';

/**
 * The institute's roles; with `manage` create, edit and delete the ones the caller may change
 * (not its own, none with permissions it lacks; built-in and held ones stay).
 */
export function RolesPanel({ groupId, manage }: { groupId: string; manage: boolean }) {
  const roles = useRoles(groupId);
  const { remove } = useRoleChanges(groupId);
  const [dialog, setDialog] = useState<{ editing: RoleData | null } | null>(null);
  const [deleting, setDeleting] = useState<RoleData | null>(null);

  const confirmDelete = () => {
    const role = deleting;
    if (!role) return;
    remove.mutate(role.id, {
      onSuccess: () => {
        showSnack({ message: `${role.name} was deleted.`, severity: 'success' });
        setDeleting(null);
      },
      onError: (e) => {
        showSnack({ message: errorMessage(e), severity: 'error' });
        setDeleting(null);
      },
    });
  };

  return (
    <Box>
      {manage && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ editing: null })}
          sx={{ mb: 1.5 }}
        >
          New role
        </Button>
      )}
      {roles.isPending ? (
        <Loading label="Loading roles…" />
      ) : roles.isError ? (
        <LoadError error={roles.error} onRetry={() => roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <EmptyState>This institute has no roles.</EmptyState>
      ) : (
        <Box component="ul" aria-label="Roles" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {roles.data.map((role, index) => {
            const why = !role.editable
              ? 'You cannot change a role you hold or one with permissions you do not hold'
              : role.builtinKey
                ? 'Built-in roles cannot be deleted'
                : role.memberCount > 0
                  ? `${role.name} is held by members`
                  : `Delete ${role.name}`;
            return (
              <Box component="li" key={role.id}>
                {index > 0 && <Divider />}
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
                >
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{role.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {role.permissions.length}{' '}
                      {role.permissions.length === 1 ? 'permission' : 'permissions'} ·{' '}
                      {role.memberCount} {role.memberCount === 1 ? 'person' : 'people'}
                    </Typography>
                  </Box>
                  {role.builtinKey && <Chip size="small" variant="outlined" label="Built-in" />}
                  {manage && (
                    <>
                      <Tooltip
                        title={
                          role.editable
                            ? `Edit ${role.name}`
                            : 'You cannot change a role you hold or one with permissions you do not hold'
                        }
                      >
                        <span>
                          <IconButton
                            aria-label={`Edit ${role.name}`}
                            disabled={!role.editable}
                            onClick={() => setDialog({ editing: role })}
                          >
                            <EditIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                      <Tooltip title={why}>
                        <span>
                          <IconButton
                            aria-label={`Delete ${role.name}`}
                            disabled={!role.editable || !!role.builtinKey || role.memberCount > 0}
                            onClick={() => setDeleting(role)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {manage && (
        <RoleDialog
          groupId={groupId}
          open={dialog !== null}
          editing={dialog?.editing ?? null}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        text="No one holds this role. Deleting it cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
