import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { LoadError } from '../../ui/LoadError';
import { isGroupMissing } from './rules';

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
