import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  ADMISSION_MESSAGES,
  type ApplicationDetail,
  acceptApplicationSchema,
  REJECT_REASON_MAX,
  rejectApplicationSchema,
} from '@shala/shared';
import { useEffect, useState } from 'react';

/** Confirms an acceptance; asks for the student's e-mail when the application has none. */
export function AcceptDialog({
  application,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  application: ApplicationDetail;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (email?: string) => void;
}) {
  const needsEmail = !application.email;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setEmail('');
      setError(undefined);
    }
  }, [open]);
  const confirm = () => {
    if (!needsEmail) return onConfirm();
    const parsed = acceptApplicationSchema.safeParse({ email: email.trim() });
    if (!email.trim()) return setError('Please enter an e-mail address.');
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onConfirm(email.trim());
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="accept-title">
      <DialogTitle id="accept-title">Accept {application.fullName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: needsEmail ? 2 : 0 }}>
          {application.fullName} becomes a student of {application.className} for the session{' '}
          {application.sessionName}.{' '}
          {needsEmail
            ? ADMISSION_MESSAGES.emailNeeded
            : `A welcome mail goes to ${application.email} with a link to set a password.`}
        </DialogContentText>
        {needsEmail && (
          <TextField
            autoFocus
            fullWidth
            label="Student's e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!error}
            helperText={error ?? 'The welcome mail with the set-password link goes here.'}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="success" onClick={confirm} disabled={busy}>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks for the reason of a rejection, which is mailed to the applicant. */
export function RejectDialog({
  application,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  application: ApplicationDetail;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);
  const confirm = () => {
    const parsed = rejectApplicationSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onConfirm(parsed.data.reason);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reject-title">Reject {application.fullName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {application.email
            ? `The reason is mailed to ${application.email}.`
            : 'The application has no e-mail address, so the applicant is not told by mail.'}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={!!error}
          helperText={error ?? `${reason.trim().length} / ${REJECT_REASON_MAX}`}
          slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
