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
 * The transport screens' form in a dialog: a title, the fields, the server's refusal (it stays
 * in the dialog, beside what was typed) and Cancel / the saving button, which waits while
 * `busy` so a slow answer is not sent twice. Full screen on a phone.
 */
export function FormDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth={props.maxWidth ?? 'xs'}
    >
      <form onSubmit={props.onSubmit} noValidate>
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
          <Button type="submit" variant="contained" disabled={props.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
