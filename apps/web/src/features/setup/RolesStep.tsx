import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../core/http';
import { useRoles } from '../roles';
import { StepNav } from './StepNav';

/** Step 4: the institute's roles and how many action permissions each holds. */
export function RolesStep(props: { groupId: string; onBack: () => void; onNext: () => void }) {
  const roles = useRoles(props.groupId);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every institute starts with these roles. Each role is a set of action permissions; you can
        change them, add roles and invite staff in group management.
      </Typography>
      {roles.isPending ? <CircularProgress size={28} aria-label="Loading roles" /> : null}
      {roles.isError ? (
        <Alert severity="error">Roles could not be loaded: {errorMessage(roles.error)}</Alert>
      ) : null}
      <List aria-label="Roles" disablePadding>
        {(roles.data ?? []).map((role) => (
          <ListItem key={role.id} divider>
            <ListItemText
              primary={role.name}
              secondary={`${role.permissions.length} ${role.permissions.length === 1 ? 'permission' : 'permissions'}`}
            />
            {role.builtinKey ? <Chip size="small" label="Built-in" /> : null}
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to={`/group/${props.groupId}/details`} sx={{ mt: 2 }}>
        Edit roles and members
      </Button>
      <StepNav onBack={props.onBack} onNext={props.onNext} />
    </Box>
  );
}
