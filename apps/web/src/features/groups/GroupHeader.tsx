import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GroupDetails } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { imageOf, initialsOf } from './rules';

/** The group's picture, name, kind, institute and active session. */
export function GroupHeader({ group, title }: { group: GroupDetails; title?: string }) {
  const image = imageOf(group.imageLocation);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Avatar
        src={image ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}
      >
        {initialsOf(group.name)}
      </Avatar>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title ?? group.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75, alignItems: 'center' }}>
          <Chip size="small" label={group.type === 'INSTITUTE' ? 'Institute' : 'Class'} />
          {group.type === 'CLASS' && (
            <Typography variant="body2" color="text.secondary">
              of{' '}
              <Link component={RouterLink} to={`/group/${group.instituteId}`}>
                {group.instituteName}
              </Link>
            </Typography>
          )}
          <Chip
            size="small"
            variant="outlined"
            color={group.verified ? 'success' : 'default'}
            label={group.verified ? 'Verified institute' : 'Not verified yet'}
          />
          <Chip
            size="small"
            variant="outlined"
            label={
              group.activeSession
                ? `Active session ${group.activeSession.name}`
                : 'No active session'
            }
          />
        </Box>
      </Box>
    </Box>
  );
}
