import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_API,
  type AccountPasswordInput,
  API,
  accountPasswordSchema,
  MESSAGES,
} from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, http } from '../../core/http';
import { ME_KEY, useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { PasswordField } from './PasswordField';
import { SignedInSessions } from './SignedInSessions';

const EMPTY: AccountPasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security settings: change the password with the current one (other devices sign out). */
export function SecuritySettings() {
  const user = useShellUser();
  const queryClient = useQueryClient();
  const form = useForm<AccountPasswordInput>({
    resolver: zodResolver(accountPasswordSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: (values: AccountPasswordInput) =>
      http<{ message: string }>('POST', ACCOUNT_API.password, values),
    onSuccess: async (answer) => {
      form.reset(EMPTY);
      showSnack({ message: answer.message, severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  const link = useMutation({
    mutationFn: () => http<{ message: string }>('POST', API.requestPasswordChange),
    onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
    onError: (error) => showSnack(errorMessage(error)),
  });
  const field = (
    name: keyof AccountPasswordInput,
    label: string,
    autoComplete: 'current-password' | 'new-password',
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: f, fieldState }) => (
        <PasswordField
          {...f}
          label={label}
          required
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          fullWidth
        />
      )}
    />
  );
  return (
    <Box sx={{ maxWidth: 480 }}>
      {user.resetPasswordRequired === 'true' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {MESSAGES.passwordChangePending}
        </Alert>
      )}
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Change password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        8 to 25 characters of any kind (a few words with spaces make a good one); a common password
        is refused. Other devices will be signed out.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Change password"
        onSubmit={form.handleSubmit(
          (values) => change.mutate(values),
          () => showSnack(MESSAGES.invalidData),
        )}
      >
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <Button type="submit" variant="contained" disabled={change.isPending}>
          Change password
        </Button>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Forgotten your current password? We can mail you a link to change it.
      </Typography>
      <Button variant="outlined" onClick={() => link.mutate()} disabled={link.isPending}>
        Email me a change link
      </Button>
      <Divider sx={{ my: 3 }} />
      <SignedInSessions />
    </Box>
  );
}
