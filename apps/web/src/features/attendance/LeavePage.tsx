import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeaveView } from '@shala/shared';
import { useState } from 'react';
import { shownDay } from '../../core/format';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { LeaveForm } from './LeaveForm';
import { useLeave, useLeaveChanges } from './leave-api';

const STATE_COLOUR = {
  PENDING: 'warning',
  APPROVED: 'success',
  DECLINED: 'error',
  CANCELLED: 'default',
} as const;
const STATE_LABEL = {
  PENDING: 'Waiting',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELLED: 'Withdrawn',
} as const;

function LeaveCard(props: { leave: LeaveView; instituteId: string }) {
  const { leave } = props;
  const { decide, withdraw } = useLeaveChanges(props.instituteId);
  const [withdrawing, setWithdrawing] = useState(false);
  const told = {
    onSuccess: (res: { message: string }) =>
      showSnack({ message: res.message, severity: 'success' }),
    onError: (err: unknown) => showSnack({ message: errorMessage(err), severity: 'error' }),
  };
  const act = (decision: 'APPROVED' | 'DECLINED') =>
    decide.mutate({ id: leave.id, decision }, told);
  const days =
    leave.fromDay === leave.toDay
      ? shownDay(leave.fromDay)
      : `${shownDay(leave.fromDay)} – ${shownDay(leave.toDay)}`;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>
          {leave.name}
          {leave.className ? ` · ${leave.className}` : ''}
        </Typography>
        <Chip size="small" color={STATE_COLOUR[leave.state]} label={STATE_LABEL[leave.state]} />
      </Stack>
      <Typography variant="body2">{days}</Typography>
      <Typography variant="body2" color="text.secondary">
        {leave.reason}
        {leave.hasDocument ? ' · document attached' : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Asked by {leave.appliedBy}
        {leave.decidedBy
          ? ` · ${leave.state === 'CANCELLED' ? 'withdrawn' : 'decided'} by ${leave.decidedBy}`
          : ''}
        {leave.decisionNote ? `: ${leave.decisionNote}` : ''}
      </Typography>
      {leave.canDecide ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="contained"
            size="small"
            disabled={decide.isPending}
            onClick={() => act('APPROVED')}
            aria-label={`Approve leave of ${leave.name}`}
          >
            Approve
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={decide.isPending}
            onClick={() => act('DECLINED')}
            aria-label={`Decline leave of ${leave.name}`}
          >
            Decline
          </Button>
        </Stack>
      ) : null}
      {leave.canWithdraw ? (
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={withdraw.isPending}
            onClick={() => setWithdrawing(true)}
            aria-label={`Withdraw leave of ${leave.name}`}
          >
            Withdraw
          </Button>
          <ConfirmDialog
            open={withdrawing}
            title={`Withdraw the leave of ${leave.name}?`}
            text={`${days}: it will no longer wait for a decision. You can ask again.`}
            confirmLabel="Withdraw"
            busy={withdraw.isPending}
            onConfirm={() =>
              withdraw.mutate(leave.id, {
                ...told,
                onSettled: () => setWithdrawing(false),
              })
            }
            onClose={() => setWithdrawing(false)}
          />
        </Box>
      ) : null}
    </Paper>
  );
}

function LeaveList(props: { title: string; id: string; items: LeaveView[]; instituteId: string }) {
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ mt: 3 }}>
      <Typography id={props.id} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {props.title}
      </Typography>
      {props.items.length === 0 ? (
        <Typography color="text.secondary">None.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {props.items.map((l) => (
            <LeaveCard key={l.id} leave={l} instituteId={props.instituteId} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /erp/attendance/leave: ask for leave (one's own, or a child's, with an optional note from the
 * doctor), see what was decided, and decide what comes to one (the class teacher, the admin).
 */
export default function LeavePage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const leave = useLeave(instituteId);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Leave
      </Typography>
      {leave.isError ? <LoadError error={leave.error} onRetry={() => leave.refetch()} /> : null}
      {leave.isPending ? <Loading /> : null}
      {leave.data ? (
        <>
          {leave.data.toDecide.length > 0 ? (
            <LeaveList
              id="leave-to-decide"
              title="Leave to decide"
              items={leave.data.toDecide}
              instituteId={instituteId}
            />
          ) : null}
          {leave.data.askFor.length > 0 ? (
            <LeaveForm instituteId={instituteId} askFor={leave.data.askFor} />
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              Leave is asked for students and staff of the institute.
            </Alert>
          )}
          <LeaveList
            id="leave-mine"
            title="Your requests"
            items={leave.data.mine}
            instituteId={instituteId}
          />
        </>
      ) : null}
    </Box>
  );
}
