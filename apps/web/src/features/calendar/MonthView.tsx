import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@shala/shared';
import { entriesOn, longDay } from './calendar-dates';
import { EntryChip } from './EntryChip';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Entries a cell shows before "+n more" (which opens the day in the agenda). */
const SHOWN = 3;

/** Six weeks from Monday, each day with its first entries; days of other months are greyed. */
export function MonthView(props: {
  days: string[];
  month: string;
  today: string;
  entries: readonly CalendarEntry[];
  onOpen: (e: CalendarEntry) => void;
  onDay: (day: string) => void;
}) {
  return (
    <Box
      role="table"
      aria-label="Month"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        {WEEKDAYS.map((d) => (
          <Box
            key={d}
            role="columnheader"
            sx={{
              p: 0.5,
              fontWeight: 600,
              fontSize: '0.8rem',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {d}
          </Box>
        ))}
      </Box>
      {weeksOf(props.days).map((week) => (
        <Box key={week[0]} role="row" sx={{ display: 'contents' }}>
          {week.map((day) => {
            const on = entriesOn(props.entries, day);
            const outside = day.slice(0, 7) !== props.month;
            return (
              <Box
                key={day}
                role="cell"
                aria-label={`${longDay(day)}, ${on.length === 0 ? 'nothing' : `${on.length} on the calendar`}`}
                sx={{
                  minHeight: { xs: 64, sm: 104 },
                  p: 0.25,
                  borderRight: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: outside ? 'grey.50' : 'background.paper',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.25,
                  minWidth: 0,
                }}
              >
                <ButtonBase
                  onClick={() => props.onDay(day)}
                  aria-label={`Open ${longDay(day)} in the agenda`}
                  sx={{
                    alignSelf: 'flex-start',
                    minWidth: 24,
                    minHeight: 24,
                    px: 0.5,
                    borderRadius: 12,
                    fontSize: '0.8rem',
                    fontWeight: day === props.today ? 700 : 400,
                    color:
                      day === props.today
                        ? 'primary.contrastText'
                        : outside
                          ? 'text.secondary'
                          : 'text.primary',
                    bgcolor: day === props.today ? 'primary.main' : 'transparent',
                  }}
                >
                  {Number(day.slice(8))}
                </ButtonBase>
                <Box
                  sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', gap: 0.25 }}
                >
                  {on.slice(0, SHOWN).map((e) => (
                    <EntryChip key={e.id} entry={e} day={day} onOpen={props.onOpen} />
                  ))}
                  {on.length > SHOWN && (
                    <ButtonBase
                      onClick={() => props.onDay(day)}
                      sx={{
                        minHeight: 24,
                        fontSize: '0.75rem',
                        justifyContent: 'flex-start',
                        px: 0.5,
                        color: 'primary.dark',
                      }}
                    >
                      +{on.length - SHOWN} more
                    </ButtonBase>
                  )}
                </Box>
                {on.length > 0 && (
                  <Typography
                    aria-hidden="true"
                    sx={{
                      display: { xs: 'block', sm: 'none' },
                      fontSize: '0.75rem',
                      color: 'primary.dark',
                    }}
                  >
                    {'•'.repeat(Math.min(on.length, 3))}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/** The days in weeks of seven (the grid's rows). */
const weeksOf = (days: string[]) =>
  Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));
