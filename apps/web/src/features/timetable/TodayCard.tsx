import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TimetableWeek } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { DashboardCard } from '../../ui/DashboardCard';
import { useGroupHolding, usePermission } from '../permissions';
import { useWeek } from './api';
import { gridRows, lessonLine, lessonsAt, todayOf } from './week-grid-rules';

/**
 * The dashboard's "Today's timetable" for students, parents and teachers (issue 24 §2): the
 * periods of today in the caller's own week (their class, their teaching), and a parent's for
 * each child's class. In a chunk of its own (the dashboard's budget is full); nothing shows on a
 * day off or without one.
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
  const shown = week.view;
  // A parent's other children's classes, each read as its own week.
  const others = shown.kind === 'class' ? week.ownClasses.filter((c) => c.id !== shown.id) : [];
  return (
    <DashboardCard id="dash-timetable" title="Today's timetable" headingGap={0.5}>
      <DayOf week={week} day={day} />
      {others.map((c) => (
        <OtherClassDay key={c.id} groupId={groupId} classId={c.id} day={day} />
      ))}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/timetable" size="small">
          The whole week
        </Button>
      </Box>
    </DashboardCard>
  );
}

function OtherClassDay(props: { groupId: string; classId: string; day: number }) {
  const week = useWeek(props.groupId, { classId: props.classId }).data;
  return week ? <DayOf week={week} day={props.day} /> : null;
}

/** One week's periods of the day, under whose week it is; nothing when it has no lesson then. */
function DayOf({ week, day }: { week: TimetableWeek; day: number }) {
  const periods = gridRows(week.settings).flatMap((row) =>
    row.kind === 'PERIOD' ? [{ row, lessons: lessonsAt(week.lessons, day, row.number) }] : [],
  );
  if (!week.view || !periods.some((p) => p.lessons.length > 0)) return null;
  const kind = week.view.kind;
  return (
    <Box sx={{ '& + &': { mt: 2 } }}>
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
                : lessons.map((l) => `${l.subject.name} (${lessonLine(l, kind)})`).join('; ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
