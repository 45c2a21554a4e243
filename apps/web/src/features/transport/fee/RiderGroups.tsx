import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type AssignmentView, formatRupees } from '@shala/shared';
import type { RouteGroup } from './riders';

/** "₹6,000.00 in 2 instalments · paid ₹3,000.00 · due ₹3,000.00", or that none are set. */
export function duesText(dues: AssignmentView['dues']): string {
  if (dues.instalments === 0) return 'No transport dues (the stop has no cost yet)';
  const n = dues.instalments;
  return `${formatRupees(dues.payable)} in ${n} instalment${n === 1 ? '' : 's'} · paid ${formatRupees(dues.paid)} · due ${formatRupees(dues.due)}`;
}

/** The riders by route and stop, each with their class and the dues their stop gives. */
export function RiderGroups(props: {
  groups: readonly RouteGroup[];
  canChange: boolean;
  onMove: (rider: AssignmentView) => void;
  onRemove: (rider: AssignmentView) => void;
}) {
  return (
    <Stack spacing={2}>
      {props.groups.map((route) => (
        <Paper
          key={route.routeId}
          variant="outlined"
          component="section"
          aria-labelledby={`riders-${route.routeId}`}
          sx={{ p: { xs: 1.5, sm: 2 } }}
        >
          <Typography id={`riders-${route.routeId}`} variant="h2" sx={{ fontSize: '1.1rem' }}>
            {route.routeName}
          </Typography>
          {route.stops.map((stop) => (
            <Box key={stop.stopId} sx={{ mt: 1 }}>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {stop.stopName}
                {stop.pickupTime ? ` · ${stop.pickupTime}` : ''}
              </Typography>
              <List aria-label={`Students riding from ${stop.stopName}`} dense disablePadding>
                {stop.riders.map((rider) => (
                  <ListItem key={rider.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      sx={{ flex: '1 1 220px', minWidth: 0 }}
                      primary={`${rider.fullName} · ${rider.className}`}
                      secondary={duesText(rider.dues)}
                    />
                    {props.canChange ? (
                      <Stack direction="row" spacing={0.5}>
                        <Tooltip title={`Move ${rider.fullName} to another stop`}>
                          <IconButton
                            aria-label={`Move ${rider.fullName} to another stop`}
                            onClick={() => props.onMove(rider)}
                          >
                            <SwapHorizIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={`Remove ${rider.fullName} from transport`}>
                          <IconButton
                            aria-label={`Remove ${rider.fullName} from transport`}
                            onClick={() => props.onRemove(rider)}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    ) : null}
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
