import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, OTP_LENGTH } from '@shala/shared';
import { type FormEvent, useState } from 'react';
import { formatCountdown, useSecondsLeft } from './countdown';

type Props = {
  /** Where the code went, masked. */
  maskedEmail: string;
  /** ms since epoch; null when unknown. */
  expiresAt: number | null;
  resendAt: number | null;
  busy: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
};

/** Six digits, a Verify button, the code's expiry and a Resend button with its countdown. */
export function CodeEntry({ maskedEmail, expiresAt, resendAt, busy, onConfirm, onResend }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const expiresIn = useSecondsLeft(expiresAt);
  const resendIn = useSecondsLeft(resendAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setError(MESSAGES.otpInvalid);
      return;
    }
    setError('');
    onConfirm(code);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Confirm code">
      <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        We have sent a {OTP_LENGTH}-digit code to <strong>{maskedEmail}</strong>.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={Boolean(error)}
          helperText={
            error ||
            (expiresIn > 0
              ? `The code expires in ${formatCountdown(expiresIn)}`
              : 'The code has expired')
          }
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: OTP_LENGTH,
              style: { letterSpacing: '0.4em', fontSize: '1.25rem' },
            },
          }}
          sx={{ width: 200 }}
        />
        <Button type="submit" variant="contained" disabled={busy || expiresIn === 0} sx={{ mt: 1 }}>
          Verify Otp
        </Button>
        <Button type="button" onClick={onResend} disabled={busy || resendIn > 0} sx={{ mt: 1 }}>
          {resendIn > 0 ? `Resend in ${formatCountdown(resendIn)}` : 'Resend'}
        </Button>
      </Box>
    </Box>
  );
}
