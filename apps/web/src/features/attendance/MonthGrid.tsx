import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type PersonMonthView, weekdayOf } from '@shala/shared';
import { StatusBadge } from './StatusBadge';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

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
      <Box
        role="table"
        aria-label={`Attendance in ${view.month}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}
      >
        {WEEKDAYS.map((d) => (
          <Typography key={d} role="columnheader" variant="caption" sx={{ textAlign: 'center' }}>
            {d}
          </Typography>
        ))}
        {view.days.map((d) => (
          <Box
            key={d.day}
            role="cell"
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
            <Typography variant="caption">{Number(d.day.slice(8))}</Typography>
            {d.status ? (
              <StatusBadge code={d.status} label={labelOf(d.status)} />
            ) : d.holiday ? (
              <Typography variant="caption" color="text.secondary" sx={{ fontSize: '0.65rem' }}>
                Off
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
