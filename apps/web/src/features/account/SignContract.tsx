import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  API,
  type Contract,
  sameFullName,
  type UserData,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { shownLongDate } from '../../core/format';
import { errorMessage, http } from '../../core/http';
import { loginSuccessTarget } from '../../core/login-routing';
import { showSnack } from '../../core/snackbar-queue';
import { kept, STORAGE_KEYS } from '../../core/storage';

/** /sign-contract (spec §4): read, agree, type the full name, sign; then sign-in continues. */
export default function SignContract() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contract = useQuery({
    queryKey: ['contract'],
    queryFn: () => http<Contract>('GET', ACCOUNT_API.contract),
  });
  const [agree, setAgree] = useState(false);
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<{ agree?: string; fullName?: string }>({});
  const sign = useMutation({
    mutationFn: () =>
      http<{ message: string }>('POST', ACCOUNT_API.signContract, { agree: true, fullName }),
    onSuccess: async (answer) => {
      showSnack({ message: answer.message, severity: 'success' });
      const user = await http<UserData>('GET', API.me);
      kept.write(STORAGE_KEYS.userData, user);
      queryClient.setQueryData(['me'], user);
      const target = loginSuccessTarget(user, kept.read<string>(STORAGE_KEYS.returnUrl));
      kept.remove(STORAGE_KEYS.returnUrl);
      if (target.message) showSnack(target.message);
      navigate(target.path, { replace: true });
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  if (contract.isPending) return <Skeleton variant="rounded" height={320} />;
  if (contract.isError) return <Alert severity="error">{errorMessage(contract.error)}</Alert>;
  const c = contract.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!agree) next.agree = ACCOUNT_MESSAGES.agreeRequired;
    if (!fullName.trim()) next.fullName = ACCOUNT_MESSAGES.fullNameRequired;
    else if (!sameFullName(fullName, c.fullName)) next.fullName = ACCOUNT_MESSAGES.fullNameMismatch;
    setErrors(next);
    if (Object.keys(next).length === 0) sign.mutate();
  };
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Sign Contract
      </Typography>
      {c.text === null ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => navigate('/')}>
              Home
            </Button>
          }
        >
          {c.signedAt
            ? `You signed the contract on ${shownLongDate(c.signedAt)}.`
            : ACCOUNT_MESSAGES.noContract}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            Please read the contract below. You can use the portal once it is signed.
          </Typography>
          <Box
            tabIndex={0}
            role="document"
            aria-label="Contract text"
            sx={{
              whiteSpace: 'pre-wrap',
              maxHeight: 360,
              overflow: 'auto',
              p: 2,
              mb: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.default',
            }}
          >
            {c.text}
          </Box>
          <Box component="form" noValidate onSubmit={submit} aria-label="Sign contract">
            <FormControlLabel
              control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} />}
              label="I have read and agree to this contract"
            />
            {errors.agree && (
              <Typography color="error" variant="body2" role="alert">
                {errors.agree}
              </Typography>
            )}
            <TextField
              label="Your full name"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              required
              autoComplete="name"
              error={Boolean(errors.fullName)}
              helperText={errors.fullName ?? `Type ${c.fullName} to sign`}
              fullWidth
              sx={{ mt: 2, mb: 1 }}
            />
            <Button type="submit" variant="contained" disabled={sign.isPending}>
              Sign
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
}
