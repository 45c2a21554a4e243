import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AcademicSessionData } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useFeeChanges } from '../api';
import { previousSession } from './sessions';

/**
 * Carry over last session's unpaid dues: what every student of the institute still owes of the
 * earlier session becomes a due of the later one, marked as carried over (previousCarryOver) and
 * due when the later session starts. The earlier dues stay as they were, no longer owed there.
 */
export function CarryOverDialog(props: {
  open: boolean;
  instituteId: string;
  sessions: readonly AcademicSessionData[];
  toSessionId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const [to, setTo] = useState(props.toSessionId);
  const [from, setFrom] = useState(previousSession(props.sessions, props.toSessionId)?.id ?? '');
  const { carryOver } = useFeeChanges();
  const same = !!from && from === to;
  const name = (id: string) => props.sessions.find((s) => s.id === id)?.name ?? '';

  const run = () =>
    carryOver.mutate(
      { groupId: props.instituteId, fromSessionId: from, toSessionId: to },
      {
        onSuccess: (message) => {
          showSnack({
            message: message ?? `Unpaid dues of ${name(from)} carried over to ${name(to)}.`,
            severity: 'success',
          });
          props.onClose();
        },
      },
    );

  const picker = (label: string, value: string, onChange: (id: string) => void) => (
    <TextField
      select
      label={label}
      value={props.sessions.some((s) => s.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={carryOver.isPending}
      required
      fullWidth
    >
      {props.sessions.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open={props.open}
      onClose={carryOver.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Carry over unpaid dues</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          What each student still owes of the earlier session becomes a due of the later one, marked
          as carried over and due when the later session starts. Dues carried over once are not
          carried again.
        </DialogContentText>
        {picker('From session', from, setFrom)}
        {picker('To session', to, setTo)}
        {same && <Alert severity="warning">Choose two different sessions.</Alert>}
        {carryOver.isError && <Alert severity="error">{errorMessage(carryOver.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={carryOver.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={run}
          disabled={carryOver.isPending || !from || !to || same}
        >
          {carryOver.isPending ? 'Carrying over…' : 'Carry over'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
