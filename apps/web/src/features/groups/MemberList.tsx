import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MemberData } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  classesText,
  identityLine,
  initialsOf,
  MEMBER_STATUS_LABELS,
  statusOf,
} from './member-rows';

type MemberListProps = {
  items: readonly MemberData[];
  /** A class's list: no Class column (every row is of this class). */
  isClass: boolean;
  /** A row's buttons (cart, change role, move, remove), as the panel allows them. */
  actionsOf: (member: MemberData) => ReactNode;
};

/** A page of members: cards on a phone, a table on a desktop. */
export function MemberList(props: MemberListProps & { phone: boolean }) {
  return props.phone ? <MemberCards {...props} /> : <MemberTable {...props} />;
}

function MemberCards(props: MemberListProps) {
  return (
    <Box
      component="ul"
      aria-label="Members"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {props.items.map((member) => (
        <Paper component="li" variant="outlined" key={member.membershipId} sx={{ p: 1.5 }}>
          <MemberIdentity member={member} />
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 1.5,
              rowGap: 0.25,
              my: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {!props.isClass && (
              <>
                <Typography component="dt" variant="body2">
                  Class
                </Typography>
                <Typography component="dd" variant="body2">
                  {classesText(member)}
                </Typography>
              </>
            )}
            <Typography component="dt" variant="body2">
              Role
            </Typography>
            <Typography component="dd" variant="body2">
              {member.roleName}
            </Typography>
            <Typography component="dt" variant="body2">
              Session
            </Typography>
            <Typography component="dd" variant="body2">
              {member.sessionName ?? 'All sessions'}
            </Typography>
          </Box>
          <StatusChips member={member} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {props.actionsOf(member)}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

function MemberTable(props: MemberListProps) {
  return (
    <Table size="small" aria-label="Members">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          {!props.isClass && <TableCell>Class</TableCell>}
          <TableCell>Role</TableCell>
          <TableCell>Adm. no.</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.items.map((member) => (
          <TableRow key={member.membershipId}>
            <TableCell>
              <MemberIdentity member={member} />
            </TableCell>
            {!props.isClass && <TableCell>{classesText(member)}</TableCell>}
            <TableCell>
              {member.roleName}
              {member.sessionName && (
                <Typography variant="body2" color="text.secondary">
                  {member.sessionName}
                </Typography>
              )}
            </TableCell>
            <TableCell>{member.admissionNo ?? '—'}</TableCell>
            <TableCell>
              <StatusChips member={member} />
            </TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                {props.actionsOf(member)}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MemberIdentity({ member }: { member: MemberData }) {
  const line = identityLine(member);
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', minWidth: 0 }}>
      {/* Initials in the theme's primary colours: MUI's grey default reads at 1.7:1 (WCAG AA). */}
      <Avatar
        sx={{
          width: 36,
          height: 36,
          fontSize: 15,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
        aria-hidden="true"
      >
        {initialsOf(member.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {/* The member's profile: their details (date of birth, guardians) a step away. */}
        <Link
          component={RouterLink}
          to={`/userprofile/${member.profileId}`}
          underline="hover"
          sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {member.name}
        </Link>
        {line && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function StatusChips({ member }: { member: MemberData }) {
  const status = statusOf(member);
  return (
    <Chip
      size="small"
      color={status === 'ACTIVE' ? 'default' : status === 'INVITED' ? 'info' : 'warning'}
      variant={status === 'ACTIVE' ? 'outlined' : 'filled'}
      label={MEMBER_STATUS_LABELS[status]}
    />
  );
}
