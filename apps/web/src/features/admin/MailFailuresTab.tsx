import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminMailFailure } from '@shala/shared';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useMailFailures, useResendMail } from './api';

/**
 * The Admin Console's failed mails: what the outbox gave up on after its last retry (the mail
 * server refused or was away for hours). A mail without a code or link can be sent again once;
 * one that carried a code or link kept no text, and its holder asks for a new one.
 */
export function MailFailuresTab() {
  const result = useMailFailures();
  if (result.isPending) return <CircularProgress aria-label="Loading failed mails" />;
  if (result.isError) return <Alert severity="error">{errorMessage(result.error)}</Alert>;
  const items = result.data.items;
  if (items.length === 0) {
    return (
      <Typography color="text.secondary">No mail has failed. Every mail was delivered.</Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((mail) => (
        <MailFailureItem key={mail.id} mail={mail} />
      ))}
    </Box>
  );
}

function MailFailureItem({ mail }: { mail: AdminMailFailure }) {
  const resend = useResendMail();
  const send = () =>
    resend.mutate(mail.id, {
      onSuccess: () => showSnack({ message: 'The mail is sent again.', severity: 'success' }),
      onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
    });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, '&:not(:last-of-type)': { mb: 1 } }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        To {mail.recipient} · {mail.template}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Gave up on {shownDateTime(mail.failedAt)} after {mail.attempts}{' '}
        {mail.attempts === 1 ? 'attempt' : 'attempts'} (asked for on {shownDateTime(mail.queuedAt)})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        Last error: {mail.lastError}
      </Typography>
      {mail.resentAt ? (
        <Typography variant="body2">Sent again on {shownDateTime(mail.resentAt)}</Typography>
      ) : mail.canResend ? (
        <Button variant="outlined" onClick={send} disabled={resend.isPending}>
          Send again
        </Button>
      ) : (
        <Typography variant="body2">
          It carried a sign-in code or link, which was not kept: its holder can ask for a new one.
        </Typography>
      )}
    </Paper>
  );
}
