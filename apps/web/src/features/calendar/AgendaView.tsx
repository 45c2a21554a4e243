import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@shala/shared';
import { EmptyState } from '../../ui/EmptyState';
import { agendaOf, longDay, whenOf } from './calendar-dates';
import { KIND_LOOK } from './entry-kinds';

/** The days that have something, each with what begins then: time, title, kind and place. */
export function AgendaView(props: {
  days: string[];
  today: string;
  entries: readonly CalendarEntry[];
  onOpen: (e: CalendarEntry) => void;
}) {
  const busy = agendaOf(props.entries, props.days);
  if (busy.length === 0) return <EmptyState>Nothing on the calendar for these days.</EmptyState>;
  return (
    <Box>
      {busy.map(({ day, on }) => (
        <Box component="section" key={day} aria-label={longDay(day)} sx={{ mb: 1.5 }}>
          <Typography
            component="h3"
            variant="subtitle2"
            sx={{ fontWeight: 700, color: day === props.today ? 'primary.dark' : 'text.primary' }}
          >
            {longDay(day)}
            {day === props.today ? ' (today)' : ''}
          </Typography>
          <List dense disablePadding>
            {on.map((e) => {
              const look = KIND_LOOK[e.kind];
              return (
                <ListItem key={e.id} disablePadding>
                  <ListItemButton
                    key={e.id}
                    onClick={() => props.onOpen(e)}
                    sx={{
                      borderLeft: `4px solid ${look.colour}`,
                      mb: 0.5,
                      bgcolor: 'grey.50',
                      minHeight: 44,
                    }}
                  >
                    <ListItemText
                      primary={e.title}
                      secondary={[whenOf(e), look.label, e.location].filter(Boolean).join(' · ')}
                      slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
