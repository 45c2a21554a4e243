import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@shala/shared';
import { entriesOn, longDay } from './calendar-dates';
import { EntryChip } from './EntryChip';

/** Seven days side by side (stacked on a phone), each with all its entries in order. */
export function WeekView(props: {
  days: string[];
  today: string;
  entries: readonly CalendarEntry[];
  onOpen: (e: CalendarEntry) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
        gap: 1,
      }}
    >
      {props.days.map((day) => {
        const on = entriesOn(props.entries, day);
        return (
          <Box
            component="section"
            key={day}
            aria-label={longDay(day)}
            sx={{
              border: 1,
              borderColor: day === props.today ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 0.75,
              minHeight: { md: 160 },
              minWidth: 0,
            }}
          >
            <Typography component="h3" sx={{ fontSize: '0.85rem', fontWeight: 700, mb: 0.5 }}>
              {longDay(day)}
              {day === props.today ? ' (today)' : ''}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {on.length === 0 ? (
                <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                  Nothing
                </Typography>
              ) : (
                on.map((e) => <EntryChip key={e.id} entry={e} day={day} onOpen={props.onOpen} />)
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
