import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { isGroupMissing } from './rules';

/** A spinner with words for screen readers. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** A failed load with the server's message and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}

/** The server's words for a group that is not there (its access guard's groupNotFound). */
export const GROUP_NOT_FOUND = 'This group does not exist.';

/** No such group (or none the profile may see): trying again cannot help, Group Management can. */
export function GroupNotFound({ message = GROUP_NOT_FOUND }: { message?: string }) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to="/groups" variant="contained" sx={{ mt: 2 }}>
        Go to Group Management
      </Button>
    </Box>
  );
}

/** A group page whose group could not be loaded: not found, or a failure worth retrying. */
export function GroupLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isGroupMissing(error)) return <GroupNotFound message={errorMessage(error)} />;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <LoadError error={error} onRetry={onRetry} />
      <Button component={RouterLink} to="/groups" sx={{ mt: 2 }}>
        Go to Group Management
      </Button>
    </Box>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}

/** "Remove Asha Verma?" with Cancel and a confirming button; stays open while busy. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
