import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ADMISSION_MESSAGES,
  type ApplicationDetail,
  acceptApplicationSchema,
  GUARDIAN_RELATIONS,
  type GuardianRelation,
  REJECT_REASON_MAX,
  rejectApplicationSchema,
} from '@shala/shared';
import { useEffect, useState } from 'react';

export type AcceptChoice = {
  email?: string;
  guardianName?: string;
  relation?: GuardianRelation;
  studentEmail?: string;
};

/**
 * Confirms an acceptance: the child becomes a profile in the parent's or guardian's account,
 * made from the application's contact (its e-mail is asked when the application has none); an
 * account of the child's own only when the institute or the guardian asks for one.
 */
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
  onConfirm: (choice: AcceptChoice) => void;
}) {
  const fromAccount = application.fromAccount;
  const needsEmail = !application.email && !fromAccount;
  const defaultRelation: GuardianRelation = application.fatherName
    ? 'Father'
    : application.motherName
      ? 'Mother'
      : 'Guardian';
  const nameOf = (r: GuardianRelation) =>
    r === 'Father'
      ? (application.fatherName ?? '')
      : r === 'Mother'
        ? (application.motherName ?? '')
        : '';
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<GuardianRelation>(defaultRelation);
  const [guardianName, setGuardianName] = useState(nameOf(defaultRelation));
  const [ownAccount, setOwnAccount] = useState(false);
  const [studentEmail, setStudentEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset each time it opens.
  useEffect(() => {
    if (open) {
      setEmail('');
      setRelation(defaultRelation);
      setGuardianName(nameOf(defaultRelation));
      setOwnAccount(false);
      setStudentEmail('');
      setErrors({});
    }
  }, [open]);
  const confirm = () => {
    if (fromAccount) return onConfirm({});
    const choice: AcceptChoice = {
      relation,
      ...(guardianName.trim() ? { guardianName: guardianName.trim() } : {}),
      ...(needsEmail ? { email: email.trim() } : {}),
      ...(ownAccount ? { studentEmail: studentEmail.trim() } : {}),
    };
    const next: Record<string, string> = {};
    if (needsEmail && !email.trim()) next.email = 'Please enter an e-mail address.';
    if (!guardianName.trim()) next.guardianName = ADMISSION_MESSAGES.guardianNameNeeded;
    if (ownAccount && !studentEmail.trim()) next.studentEmail = 'Please enter an e-mail address.';
    const parsed = acceptApplicationSchema.safeParse(choice);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'email');
        next[key] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length === 0) onConfirm(choice);
  };
  const guardianEmail = application.email ?? (email.trim() || 'the e-mail you enter');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="accept-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="accept-title">Accept {application.fullName}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: fromAccount ? 0 : 2 }}>
          {application.fullName} becomes a student of {application.className} for the session{' '}
          {application.sessionName}, with the next admission number and roll number.{' '}
          {fromAccount
            ? 'The account that applied is mailed.'
            : `${application.firstName} becomes a profile in the parent's or guardian's account at ${guardianEmail}, who is mailed the numbers and how to sign in. If that e-mail already has an account, its holder is asked to add ${application.firstName} first.`}
        </DialogContentText>
        {!fromAccount && (
          <Stack sx={{ gap: 2 }}>
            {needsEmail && (
              <TextField
                autoFocus
                fullWidth
                label="Parent's or guardian's e-mail"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={!!errors.email}
                helperText={errors.email ?? ADMISSION_MESSAGES.emailNeeded}
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
            )}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}
            >
              <TextField
                select
                label="Relation"
                value={relation}
                onChange={(e) => {
                  const r = e.target.value as GuardianRelation;
                  setRelation(r);
                  if (nameOf(r)) setGuardianName(nameOf(r));
                }}
              >
                {GUARDIAN_RELATIONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Parent's or guardian's name"
                value={guardianName}
                onChange={(e) => setGuardianName(e.target.value)}
                error={!!errors.guardianName}
                helperText={errors.guardianName ?? 'The name of their account'}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Box>
            <FormControlLabel
              control={
                <Checkbox checked={ownAccount} onChange={(e) => setOwnAccount(e.target.checked)} />
              }
              label={`Give ${application.firstName} an account of their own too (when the school or the family asks)`}
            />
            {ownAccount && (
              <TextField
                fullWidth
                label={`${application.firstName}'s own e-mail`}
                type="email"
                value={studentEmail}
                onChange={(e) => setStudentEmail(e.target.value)}
                error={!!errors.studentEmail}
                helperText={
                  errors.studentEmail ?? 'A welcome mail with a set-password link goes here.'
                }
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
            )}
          </Stack>
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
