import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_API,
  type EmailChangeInput,
  type EmailChangeStatus,
  emailChangeSchema,
  MESSAGES,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, http } from '../../core/http';
import { ME_KEY } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { CodeEntry } from './CodeEntry';
import { PasswordField } from './PasswordField';

const STATUS_KEY = ['email-change'] as const;

type Deadlines = { expiresAt: number; resendAt: number };
const deadlinesOf = (s: EmailChangeStatus): Deadlines => ({
  expiresAt: Date.now() + s.expiresInSeconds * 1000,
  resendAt: Date.now() + s.resendAfterSeconds * 1000,
});

/** Account settings: change the e-mail, confirmed by a code mailed to the new address. */
export function AccountSettings() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => http<EmailChangeStatus>('GET', ACCOUNT_API.emailStatus),
  });
  const [deadlines, setDeadlines] = useState<Deadlines | null>(null);
  // Kept in memory only, so Resend need not ask for the password again.
  const [lastRequest, setLastRequest] = useState<EmailChangeInput | null>(null);
  const [editing, setEditing] = useState(false);
  const form = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', password: '' },
    mode: 'onTouched',
  });
  const settle = async (s: EmailChangeStatus) => {
    queryClient.setQueryData(STATUS_KEY, s);
    setDeadlines(s.unverifiedEmail ? deadlinesOf(s) : null);
    if (s.message) showSnack({ message: s.message, severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
  };
  const start = useMutation({
    mutationFn: (values: EmailChangeInput) =>
      http<EmailChangeStatus>('POST', ACCOUNT_API.email, values),
    onSuccess: async (s, values) => {
      setLastRequest(values);
      setEditing(false);
      form.reset({ newEmail: '', password: '' });
      await settle(s);
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      http<EmailChangeStatus>('POST', ACCOUNT_API.emailConfirm, { code }),
    onSuccess: async (s) => {
      setLastRequest(null);
      await settle(s);
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  const cancel = useMutation({
    mutationFn: () => http<EmailChangeStatus>('DELETE', ACCOUNT_API.email),
    onSuccess: async (s) => {
      setLastRequest(null);
      await settle(s);
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  if (status.isPending) return <Skeleton variant="rounded" height={200} />;
  if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
  const s = status.data;
  const pending = s.unverifiedEmail !== null && !editing;
  const times = deadlines ?? deadlinesOf(s);
  const resend = () => {
    if (lastRequest) start.mutate(lastRequest);
    else {
      form.setValue('newEmail', s.unverifiedEmail ?? '');
      setEditing(true);
    }
  };
  const busy = start.isPending || confirm.isPending || cancel.isPending;
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        Email
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        Your account's email is <strong>{s.email}</strong>.
      </Typography>
      {pending ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {MESSAGES.emailChangePending}
          </Alert>
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            New email waiting for confirmation: <strong>{s.unverifiedEmail}</strong>
          </Typography>
          <CodeEntry
            maskedEmail={s.maskedEmail ?? ''}
            expiresAt={times.expiresAt}
            resendAt={times.resendAt}
            busy={busy}
            onConfirm={(code) => confirm.mutate(code)}
            onResend={resend}
          />
          <Button color="error" sx={{ mt: 2 }} onClick={() => cancel.mutate()} disabled={busy}>
            Cancel email change
          </Button>
        </>
      ) : (
        <Box
          component="form"
          noValidate
          aria-label="Change email"
          onSubmit={form.handleSubmit(
            (values) => start.mutate(values),
            () => showSnack(MESSAGES.invalidData),
          )}
        >
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            To change it, give the new address and your password. We will mail a code to the new
            address; the change is made when you enter it.
          </Typography>
          <Controller
            name="newEmail"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="New email"
                type="email"
                required
                autoComplete="email"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                fullWidth
              />
            )}
          />
          <Controller
            name="password"
            control={form.control}
            render={({ field, fieldState }) => (
              <PasswordField
                {...field}
                label="Password"
                required
                autoComplete="current-password"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                fullWidth
              />
            )}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Send code
            </Button>
            {editing && (
              <Button type="button" onClick={() => setEditing(false)}>
                Back
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
