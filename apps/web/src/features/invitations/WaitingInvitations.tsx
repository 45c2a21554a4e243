import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useMyInvitations } from './api';

/** A notice on the dashboard while invitations wait for an answer. */
export function WaitingInvitations() {
  const invitations = useMyInvitations();
  const count = invitations.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to="/invitations">
          Review
        </Button>
      }
    >
      {count === 1 ? 'An invitation is' : `${count} invitations are`} waiting for your answer.
    </Alert>
  );
}
