import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
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
import { type AdminCreateInstituteInput, adminCreateInstituteSchema } from '@shala/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useCreateInstitute } from './api';

const EMPTY: AdminCreateInstituteInput = {
  name: '',
  session: { name: '', startDate: '', endDate: '' },
  admin: { firstName: '', lastName: '', email: '', phone: '' },
};

/**
 * The institute, its first session and its first administrator, who gets an invitation mail
 * with a link that sets the password. Full screen on a phone.
 */
export function CreateInstituteDialog(props: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const create = useCreateInstitute();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminCreateInstituteInput>({
    resolver: zodResolver(adminCreateInstituteSchema),
    defaultValues: EMPTY,
  });
  const close = () => {
    setFailure(null);
    reset(EMPTY);
    props.onClose();
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(values);
      showSnack({ message: created.message, severity: 'success' });
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const dateProps = {
    placeholder: 'dd/mm/yyyy',
    fullWidth: true,
    slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } },
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Create institute</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Institute name"
              autoFocus
              fullWidth
              {...register('name')}
              error={!!errors.name}
              helperText={errors.name?.message}
            />
            <Typography variant="subtitle2" component="h3">
              First academic session
            </Typography>
            <TextField
              label="Session name"
              placeholder="2026-27"
              fullWidth
              {...register('session.name')}
              error={!!errors.session?.name}
              helperText={errors.session?.name?.message}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Start date"
                {...dateProps}
                {...register('session.startDate')}
                error={!!errors.session?.startDate}
                helperText={errors.session?.startDate?.message ?? 'dd/mm/yyyy'}
              />
              <TextField
                label="End date"
                {...dateProps}
                {...register('session.endDate')}
                error={!!errors.session?.endDate}
                helperText={errors.session?.endDate?.message ?? 'dd/mm/yyyy'}
              />
            </Stack>
            <Typography variant="subtitle2" component="h3">
              Institute administrator
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The administrator gets an e-mail with a link to set a password, valid for 7 days.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="First name"
                autoComplete="off"
                fullWidth
                {...register('admin.firstName')}
                error={!!errors.admin?.firstName}
                helperText={errors.admin?.firstName?.message}
              />
              <TextField
                label="Last name"
                autoComplete="off"
                fullWidth
                {...register('admin.lastName')}
                error={!!errors.admin?.lastName}
                helperText={errors.admin?.lastName?.message}
              />
            </Stack>
            <TextField
              label="E-mail"
              type="email"
              autoComplete="off"
              fullWidth
              {...register('admin.email')}
              error={!!errors.admin?.email}
              helperText={errors.admin?.email?.message}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
              {...register('admin.phone')}
              error={!!errors.admin?.phone}
              helperText={errors.admin?.phone?.message ?? '10 digits'}
            />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Create and invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
