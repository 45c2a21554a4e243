import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type AttemptSummary, EXTRA_MINUTES_MAX } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { parseExtraMinutes } from './marking-rules';

/** A student's extra time (an accommodation): it moves that student's end. */
export function ExtraTimeDialog(props: {
  student: AttemptSummary | null;
  busy: boolean;
  onSave: (extraMinutes: number) => Promise<unknown> | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!props.student) return;
    setText(String(props.student.extraMinutes));
    setError(null);
    setFailure(null);
  }, [props.student]);

  const save = () => {
    const minutes = parseExtraMinutes(text);
    if (typeof minutes === 'string') return setError(minutes);
    setError(null);
    props.onSave(minutes)?.catch((e: unknown) => setFailure(errorMessage(e)));
  };

  return (
    <Dialog
      open={props.student !== null}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <DialogTitle id={titleId}>Extra time for {props.student?.fullName}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The minutes are added to this student's end, even while they write. 0 takes the extra
            time away.
          </DialogContentText>
          <TextField
            label="Extra minutes"
            autoFocus
            fullWidth
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={!!error}
            helperText={error ?? `0 to ${EXTRA_MINUTES_MAX}.`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={props.busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
