import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMPTY_STATES } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { usePermissions } from '../permissions';
import { ClassesPanel } from './ClassesPanel';
import { useMyGroups } from './mine';
import { ADMIN_ACTIONS, splitMine } from './rules';

/**
 * /groups (Group Management): the institutes and classes the profile belongs to with its role;
 * those who manage an institute see its classes by level and change them here.
 */
export default function GroupsPage() {
  const mine = useMyGroups();
  const may = usePermissions();
  const { institutes, classes } = splitMine(mine.data);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Group Management
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your institutes and classes. Open a group to see its members; administrators manage classes,
        members and roles.
      </Typography>
      {mine.isPending ? (
        <Loading label="Loading your groups…" />
      ) : mine.isError ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : institutes.length === 0 && classes.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <EmptyState>{EMPTY_STATES.noInstitute}</EmptyState>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {institutes.map((institute) => {
            const manageGroup = may('manageGroup', institute.id);
            const administer = may(ADMIN_ACTIONS, institute.id);
            return (
              <Paper
                key={institute.id}
                variant="outlined"
                component="section"
                aria-labelledby={`institute-${institute.id}`}
                sx={{ p: { xs: 1.5, sm: 2 } }}
              >
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}
                >
                  <Typography
                    id={`institute-${institute.id}`}
                    component="h2"
                    variant="h6"
                    sx={{ flex: '1 1 200px' }}
                  >
                    <Link component={RouterLink} to={`/group/${institute.id}`}>
                      {institute.name}
                    </Link>
                  </Typography>
                  {institute.roles.map((role) => (
                    <Chip key={role} label={role} size="small" variant="outlined" />
                  ))}
                  {administer && (
                    <Button component={RouterLink} to={`/group/${institute.id}/details`}>
                      Members and roles
                    </Button>
                  )}
                </Box>
                {manageGroup ? (
                  <ClassesPanel instituteId={institute.id} manage />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    Open the institute to see its classes and members.
                  </Typography>
                )}
              </Paper>
            );
          })}
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="my-classes"
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Typography id="my-classes" component="h2" variant="h6" sx={{ mb: 1 }}>
              My classes
            </Typography>
            {classes.length === 0 ? (
              <EmptyState>{EMPTY_STATES.noClass}</EmptyState>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {classes.map((c) => {
                  const institute = institutes.find((i) => i.id === c.group.superGroupId);
                  return (
                    <Box
                      component="li"
                      key={c.id}
                      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                    >
                      <Link component={RouterLink} to={`/group/${c.id}`} sx={{ py: 0.5 }}>
                        {c.name}
                      </Link>
                      {institute && institutes.length > 1 && (
                        <Typography variant="body2" color="text.secondary">
                          {institute.name}
                        </Typography>
                      )}
                      {c.roles.map((role) => (
                        <Chip key={role} label={role} size="small" variant="outlined" />
                      ))}
                    </Box>
                  );
                })}
              </Box>
            )}
          </Paper>
        </Box>
      )}
    </Box>
  );
}
