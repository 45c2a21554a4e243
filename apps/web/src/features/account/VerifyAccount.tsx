import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_API,
  EMPTY_STATES,
  maskEmail,
  type OtpStatus,
  type Verification,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { CodeEntry } from './CodeEntry';
import { profileAdvice } from './verification-advice';

const KEY = ['verification'] as const;

function Status({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'warning'}
      icon={ok ? <CheckCircle /> : <ErrorOutline />}
      label={ok ? yes : no}
    />
  );
}

/** /verify-account: the e-mail and each linked profile's verification, and how to get it. */
export default function VerifyAccount() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: KEY,
    queryFn: () => http<Verification>('GET', ACCOUNT_API.verification),
  });
  const [deadlines, setDeadlines] = useState<{ expiresAt: number; resendAt: number } | null>(null);
  const fromStatus = (s: OtpStatus) =>
    setDeadlines({
      expiresAt: Date.now() + s.expiresInSeconds * 1000,
      resendAt: Date.now() + s.resendAfterSeconds * 1000,
    });
  const send = useMutation({
    mutationFn: () => http<OtpStatus>('POST', ACCOUNT_API.verificationEmail),
    onSuccess: fromStatus,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429 && error.body) {
        fromStatus(error.body as OtpStatus);
      }
      showSnack(errorMessage(error));
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      http<{ message: string }>('POST', ACCOUNT_API.verificationEmailConfirm, { code }),
    onSuccess: async (answer) => {
      showSnack({ message: answer.message, severity: 'success' });
      setDeadlines(null);
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  if (state.isPending) return <Skeleton variant="rounded" height={280} />;
  if (state.isError) return <Alert severity="error">{errorMessage(state.error)}</Alert>;
  const v = state.data;
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography variant="h1" component="h1">
        Verify Account
      </Typography>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h3" component="h2">
            Email
          </Typography>
          <Status ok={v.emailVerified} yes="Verified" no="Not verified" />
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere', mb: v.emailVerified ? 0 : 2 }}>
          {v.email}
        </Typography>
        {!v.emailVerified &&
          (deadlines ? (
            <CodeEntry
              maskedEmail={maskEmail(v.email)}
              expiresAt={deadlines.expiresAt}
              resendAt={deadlines.resendAt}
              busy={send.isPending || confirm.isPending}
              onConfirm={(code) => confirm.mutate(code)}
              onResend={() => send.mutate()}
            />
          ) : (
            <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
              Send me a code
            </Button>
          ))}
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Profiles
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          An institute verifies the profiles of its members. Until then a profile can see its groups
          and sessions but not use the rest of the portal. {profileAdvice(v.profiles)}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {v.profiles.map((p) => (
            <li key={p.userProfileId}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{p.fullName}</Typography>
                <Status ok={p.verified} yes="Verified" no={EMPTY_STATES.verifyProfile} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {p.institutes.length === 0
                  ? EMPTY_STATES.noInstitute
                  : `${p.verified ? 'Member of' : 'Can be verified by'}: ${p.institutes.map((i) => i.name).join(', ')}`}
              </Typography>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
