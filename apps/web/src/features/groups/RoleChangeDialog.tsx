import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { MemberData, RoleData } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useMemberChanges } from './api';

/**
 * Changing a member's role, deliberately (issue 22 item 11): choose the new role among those
 * the manager may give, read what changes, and confirm; nothing is sent before.
 */
export function RoleChangeDialog(props: {
  groupId: string;
  groupName: string;
  member: MemberData;
  roles: readonly RoleData[];
  onClose: () => void;
}) {
  const titleId = useId();
  const { member } = props;
  const [roleId, setRoleId] = useState(member.roleId);
  const changes = useMemberChanges(props.groupId);
  const choices = props.roles.filter((r) => r.grantable || r.id === member.roleId);
  const chosen = props.roles.find((r) => r.id === roleId);
  const changed = !!chosen && roleId !== member.roleId;
  const confirm = () =>
    changes.changeRole.mutate(
      { membershipId: member.membershipId, roleId },
      {
        onSuccess: (row) => {
          showSnack({ message: `${row.name} is now ${row.roleName}.`, severity: 'success' });
          props.onClose();
        },
        onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
      },
    );
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Change the role of {member.name}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label="New role"
          value={roleId}
          onChange={(e) => setRoleId(e.target.value)}
          sx={{ mt: 1, mb: 2 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choices.map((role) => (
            <option key={role.id} value={role.id} disabled={!role.grantable}>
              {role.name}
            </option>
          ))}
        </TextField>
        <DialogContentText>
          {changed
            ? `${member.name} will be ${chosen.name} instead of ${member.roleName} in ${props.groupName}${
                member.sessionName ? ` for ${member.sessionName}` : ''
              }, with what that role may do.`
            : `${member.name} is ${member.roleName}. Choose another role to change it.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!changed || changes.changeRole.isPending}
          onClick={confirm}
        >
          Change role
        </Button>
      </DialogActions>
    </Dialog>
  );
}
