import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type PersonMonthView, weekdayOf } from '@shala/shared';
import { visuallyHidden } from '../../ui/visually-hidden';
import { StatusBadge } from './StatusBadge';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** By weekdayOf's numbers (0 = Sunday). */
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const WEEK_GRID = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 };

/** The month as a calendar, Monday first: each day's mark, or its holiday. */
export function MonthGrid({ view }: { view: PersonMonthView }) {
  const labelOf = (code: string) => view.statuses.find((s) => s.code === code)?.label ?? code;
  const first = view.days[0]?.day ?? `${view.month}-01`;
  const blanks = (weekdayOf(first) + 6) % 7;
  return (
    <Box component="section" aria-labelledby="month-heading" sx={{ my: 2 }}>
      <Typography id="month-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Day by day
      </Typography>
      {/* The weekdays over the columns are for the eye; each day below says its own. */}
      <Box aria-hidden="true" sx={{ ...WEEK_GRID, mb: 0.5 }}>
        {WEEKDAYS.map((d) => (
          <Typography key={d} variant="caption" sx={{ textAlign: 'center' }}>
            {d}
          </Typography>
        ))}
      </Box>
      <Box
        component="ol"
        aria-label={`Attendance in ${view.month}`}
        sx={{ ...WEEK_GRID, listStyle: 'none', m: 0, p: 0 }}
      >
        {view.days.map((d) => (
          <Box
            component="li"
            key={d.day}
            title={d.holiday ?? (d.status ? labelOf(d.status) : 'Not marked')}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              minHeight: 48,
              p: 0.5,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              bgcolor: d.holiday ? 'action.hover' : undefined,
              // The month's first day under its weekday; the rest follow.
              gridColumnStart: d.day === first ? blanks + 1 : undefined,
            }}
          >
            <Typography variant="caption" aria-hidden="true">
              {Number(d.day.slice(8))}
            </Typography>
            <Box component="span" sx={visuallyHidden}>
              {`${WEEKDAY_NAMES[weekdayOf(d.day)]} ${Number(d.day.slice(8))}: ${
                d.holiday ?? (d.status ? labelOf(d.status) : 'not marked')
              }`}
            </Box>
            {d.status ? (
              <Box component="span" aria-hidden="true">
                <StatusBadge code={d.status} label={labelOf(d.status)} />
              </Box>
            ) : d.holiday ? (
              <Typography
                variant="caption"
                color="text.secondary"
                aria-hidden="true"
                sx={{ fontSize: '0.65rem' }}
              >
                Off
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
