import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AcademicSessionData,
  type MemberInviteInput,
  memberInviteSchema,
  type RoleData,
} from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useMemberChanges } from './api';

const EMPTY: MemberInviteInput = {
  email: '',
  firstName: '',
  lastName: '',
  roleId: '',
  sessionId: null,
};

/**
 * Invite by e-mail with a role the inviter may give: nobody joins until they accept. A new
 * address gets an account and a set-password link (7 days) that accepts; an address that has
 * an account is asked to sign in and accept. The answer is the same either way.
 */
export function InviteDialog(props: {
  groupId: string;
  groupName: string;
  isClass: boolean;
  roles: RoleData[];
  sessions: AcademicSessionData[];
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { invite } = useMemberChanges(props.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const activeSession = props.sessions.find((s) => s.activeStatus === 'true')?.id ?? null;
  const defaults = (): MemberInviteInput => ({
    ...EMPTY,
    // Class members belong to a session (students); institute staff to all of them.
    sessionId: props.isClass ? activeSession : null,
    roleId:
      props.roles.find((r) => r.builtinKey === (props.isClass ? 'STUDENT' : 'TEACHER'))?.id ?? '',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MemberInviteInput>({
    resolver: zodResolver(memberInviteSchema),
    defaultValues: EMPTY,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens.
  useEffect(() => {
    if (props.open) {
      setFailure(null);
      reset(defaults());
    }
  }, [props.open]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await invite.mutateAsync(values);
      showSnack({ message: result.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={props.open}
      onClose={isSubmitting ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Invite to {props.groupName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              They join when they accept. A new address gets an e-mail with a link to set a password
              (valid for 7 days), which accepts; someone who already has a Shala account is asked to
              sign in and accept. Only roles you may give are listed.
            </Typography>
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="off"
              autoFocus
              fullWidth
              {...register('email')}
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="First name"
                fullWidth
                {...register('firstName')}
                error={!!errors.firstName}
                helperText={errors.firstName?.message}
              />
              <TextField
                label="Last name"
                fullWidth
                {...register('lastName')}
                error={!!errors.lastName}
                helperText={errors.lastName?.message}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Role"
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...register('roleId')}
                error={!!errors.roleId}
                helperText={errors.roleId?.message}
              >
                <option value="" disabled>
                  Choose a role
                </option>
                {props.roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                label="Session"
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                {...register('sessionId', {
                  setValueAs: (v) => (v === '' || v === null ? null : v),
                })}
                error={!!errors.sessionId}
                helperText={errors.sessionId?.message ?? 'Staff usually belong to all sessions.'}
              >
                <option value="">All sessions</option>
                {props.sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                    {s.activeStatus === 'true' ? ' (active)' : ''}
                  </option>
                ))}
              </TextField>
            </Stack>
            {failure && (
              <Typography role="alert" color="error" variant="body2">
                {failure}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
