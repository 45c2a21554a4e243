import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PROFILE_API } from '@shala/shared';
import type { ReactNode } from 'react';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toLocaleUpperCase('en-GB');

/** Whose record: the photo, the name, class, roll and admission numbers, and what to do. */
export function RecordHeader(props: {
  profileId: string;
  name: string;
  hasPhoto: boolean;
  line: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={props.hasPhoto ? PROFILE_API.photo(props.profileId) : undefined}
          alt={props.hasPhoto ? `Photo of ${props.name}` : undefined}
          sx={{ width: 72, height: 72, fontSize: '1.6rem', bgcolor: 'primary.main' }}
        >
          <span aria-hidden="true">{initialsOf(props.name)}</span>
        </Avatar>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography
            variant="h2"
            component="h2"
            sx={{ fontSize: '1.4rem', overflowWrap: 'anywhere' }}
          >
            {props.name}
          </Typography>
          {props.line ? <Typography color="text.secondary">{props.line}</Typography> : null}
        </Box>
      </Box>
      {props.children ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>{props.children}</Box>
      ) : null}
    </Paper>
  );
}
