import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { invitationSentence, type MyInvitation } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { shownDate } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAnswerInvitation, useMyInvitations } from './api';

/**
 * /invitations: what institutes ask of this account. Nothing of the account changes until it
 * accepts here; declining tells the institute only "Declined".
 */
export default function InvitationsPage() {
  const invitations = useMyInvitations();
  const { accept, decline } = useAnswerInvitation();
  const [declining, setDeclining] = useState<MyInvitation | null>(null);
  const busy = accept.isPending || decline.isPending;

  const onAccept = (invitation: MyInvitation) =>
    accept.mutate(invitation.id, {
      onSuccess: (r) => showSnack({ message: r.message, severity: 'success' }),
      onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
    });
  const onDecline = () => {
    const invitation = declining;
    if (!invitation) return;
    decline.mutate(invitation.id, {
      onSuccess: (r) => showSnack({ message: r.message, severity: 'success' }),
      onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
      onSettled: () => setDeclining(null),
    });
  };

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Invitations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Institutes that want you (or a child of yours) to join them ask here first. Nothing in your
        account changes until you accept.
      </Typography>
      {invitations.isPending ? (
        <Loading label="Loading invitations…" />
      ) : invitations.isError ? (
        <LoadError error={invitations.error} onRetry={() => invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <EmptyState>You have no invitations waiting.</EmptyState>
          <Button component={RouterLink} to="/">
            Go to the dashboard
          </Button>
        </Paper>
      ) : (
        <Box component="ul" aria-label="Invitations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {invitations.data.map((invitation) => (
            <Paper
              component="li"
              key={invitation.id}
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
              aria-labelledby={`invitation-${invitation.id}`}
            >
              <Typography
                id={`invitation-${invitation.id}`}
                component="h2"
                variant="h6"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {invitation.instituteName}
              </Typography>
              <Typography sx={{ mt: 1 }}>{invitationSentence(invitation)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Sent {shownDate(invitation.createdAt)} · open until{' '}
                {shownDate(invitation.expiresAt)}
              </Typography>
              {invitation.kind === 'CHILD' && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Accepting adds {invitation.personName} as a profile in your account (or uses the
                  one of that name you already have), so you can switch to it from Linked Profiles.
                </Alert>
              )}
              <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => onAccept(invitation)}
                  aria-label={`Accept the invitation from ${invitation.instituteName}`}
                >
                  Accept
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => setDeclining(invitation)}
                  aria-label={`Decline the invitation from ${invitation.instituteName}`}
                >
                  Decline
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={`Decline the invitation from ${declining?.instituteName ?? ''}?`}
        text={`${declining?.instituteName ?? 'The institute'} will see that you declined, and nothing of your account. To join later, ask them to invite you again.`}
        confirmLabel="Decline"
        busy={decline.isPending}
        onConfirm={onDecline}
        onClose={() => setDeclining(null)}
      />
    </Box>
  );
}
