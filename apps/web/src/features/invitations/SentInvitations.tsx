import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { SentInvitation } from '@shala/shared';
import { useState } from 'react';
import { shownDate } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { useSentInvitations, useWithdrawInvitation } from './api';

const STATUS = {
  PENDING: { label: 'Waiting for an answer', color: 'info' },
  DECLINED: { label: 'Declined', color: 'warning' },
  CANCELLED: { label: 'Withdrawn', color: 'default' },
  ACCEPTED: { label: 'Accepted', color: 'success' },
} as const;

const statusOf = (i: SentInvitation) =>
  i.expired ? { label: 'Expired', color: 'default' as const } : STATUS[i.status];

/**
 * The group's invitations that nobody has accepted yet, as they were typed: the institute
 * learns nothing of an account before its holder accepts. Waiting ones can be withdrawn.
 */
export function SentInvitations({ groupId, groupName }: { groupId: string; groupName: string }) {
  const sent = useSentInvitations(groupId);
  const withdraw = useWithdrawInvitation(groupId);
  const [withdrawing, setWithdrawing] = useState<SentInvitation | null>(null);
  if (sent.isError) return <LoadError error={sent.error} onRetry={() => sent.refetch()} />;
  if (!sent.data || sent.data.length === 0) return null;

  const confirm = () => {
    const invitation = withdrawing;
    if (!invitation) return;
    withdraw.mutate(invitation.id, {
      onSuccess: (r) => showSnack({ message: r.message, severity: 'success' }),
      onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
      onSettled: () => setWithdrawing(null),
    });
  };

  return (
    <Box component="section" aria-labelledby={`invitations-${groupId}`} sx={{ mt: 3 }}>
      <Typography id={`invitations-${groupId}`} component="h2" variant="h6" sx={{ mb: 1 }}>
        Invitations
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        People join when they accept (a new account, when it sets its password).
      </Typography>
      <Box component="ul" aria-label="Invitations" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sent.data.map((invitation, index) => {
          const status = statusOf(invitation);
          const name = `${invitation.firstName} ${invitation.lastName}`;
          return (
            <Box component="li" key={invitation.id}>
              {index > 0 && <Divider />}
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.25 }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {invitation.email} · {invitation.roleName}
                    {invitation.sessionName ? ` · ${invitation.sessionName}` : ''} · sent{' '}
                    {shownDate(invitation.createdAt)}
                    {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''}
                  </Typography>
                </Box>
                <Chip size="small" color={status.color} label={status.label} />
                {invitation.status === 'PENDING' && (
                  <Button
                    size="small"
                    onClick={() => setWithdrawing(invitation)}
                    aria-label={`Withdraw the invitation of ${name}`}
                  >
                    Withdraw
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw the invitation of ${withdrawing ? `${withdrawing.firstName} ${withdrawing.lastName}` : ''}?`}
        text={`The invitation to ${groupName} can no longer be accepted. You can invite ${withdrawing?.email ?? 'them'} again later.`}
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={confirm}
        onClose={() => setWithdrawing(null)}
      />
    </Box>
  );
}
