import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';

/**
 * A form in a dialog (a vehicle, a route, an expense category, a payroll's approval …): its
 * fields, the server's refusal beside what was typed, and Cancel / the confirming button, which
 * waits while `busy` so a slow answer is not sent twice. Full screen on a phone.
 */
export function FormDialog(props: {
  title: string;
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  submitColor?: 'primary' | 'error' | 'success';
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth={props.maxWidth ?? 'xs'}
    >
      {/* A column that shrinks: the fields scroll, the title and the buttons stay in view. */}
      <form
        onSubmit={submit}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
            {props.failure ? (
              <Alert severity="error" role="alert">
                {props.failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.submitColor ?? 'primary'}
            disabled={props.busy}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
