import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { useGroupHolding, usePermission } from '../permissions';
import { useWeek } from './api';
import { gridRows, lessonLine, lessonsAt, todayOf } from './week-grid-rules';

/**
 * The dashboard's "Today's timetable" for students, parents and teachers (issue 24 §2): the
 * periods of today in the caller's own week (their class, their child's, their teaching). In a
 * chunk of its own (the dashboard's budget is full); nothing shows on a day off or without one.
 */
export default function TodayCard() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const atInstitute = usePermission('getTimetable', instituteId || null);
  const holding = useGroupHolding('getTimetable');
  const groupId = atInstitute ? instituteId : (user.defaultClassId ?? holding ?? '');
  const week = useWeek(groupId, {}).data;
  if (!week?.view || !week.own) return null;
  const day = todayOf(week.settings, ((new Date().getDay() + 6) % 7) + 1);
  if (day === null) return null;
  const periods = gridRows(week.settings).flatMap((row) =>
    row.kind === 'PERIOD' ? [{ row, lessons: lessonsAt(week.lessons, day, row.number) }] : [],
  );
  if (!periods.some((p) => p.lessons.length > 0)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="dash-timetable"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id="dash-timetable" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Today's timetable
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {week.view.name}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {periods.map(({ row, lessons }) => (
          <Box component="li" key={row.number} sx={{ display: 'flex', gap: 1.5, py: 0.5 }}>
            <Typography variant="body2" sx={{ width: 88, flexShrink: 0 }} color="text.secondary">
              P{row.number} · {row.start}
            </Typography>
            <Typography variant="body2">
              {lessons.length === 0
                ? 'Free'
                : lessons
                    .map((l) => `${l.subject.name} (${lessonLine(l, week.view?.kind ?? 'class')})`)
                    .join('; ')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/timetable" size="small">
          The whole week
        </Button>
      </Box>
    </Paper>
  );
}
