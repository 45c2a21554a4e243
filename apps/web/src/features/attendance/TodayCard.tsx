import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_ROUTES } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { DashboardCard } from '../../ui/DashboardCard';
import { visuallyHidden } from '../../ui/visually-hidden';
import { usePermission } from '../permissions';
import { useMyClasses } from './api';
import { markingSummary } from './rules';

/** A class teacher has a class or two; a keeper of the whole school's attendance has them all. */
const LISTED_AT_MOST = 3;

/**
 * The dashboard's "Today's attendance" for whoever marks classes (issue 24 §1): a class
 * teacher's classes, each marked or not with a link that opens it for marking; the keepers'
 * count of the school's classes marked, with the reports. In a chunk of its own (the
 * dashboard's budget is full); nothing shows for someone with no class to mark.
 */
export default function AttendanceTodayCard() {
  const instituteId = useShellUser().defaultInstituteId ?? '';
  const marks = usePermission('markAttendance', instituteId || null);
  const today = useMyClasses(marks ? instituteId : '').data;
  if (!today || today.classes.length === 0) return null;
  const listed = today.classes.length <= LISTED_AT_MOST;
  // The classes that work today (a class's own working day on the school's holiday among them).
  const working = today.classes.filter((c) => c.holiday === null);
  return (
    <DashboardCard id="dash-attendance" title="Today's attendance" headingGap={1}>
      {working.length === 0 ? (
        <Typography color="text.secondary">
          No attendance today: {today.holiday ?? today.classes[0]?.holiday}.
        </Typography>
      ) : listed ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {today.classes.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }}
            >
              <Typography sx={{ flex: 1, minWidth: 120 }}>
                {c.name}
                {c.holiday ? (
                  <Typography component="span" color="text.secondary">
                    {` · No attendance today: ${c.holiday}`}
                  </Typography>
                ) : (
                  <Typography component="span" color={c.marked ? 'success.dark' : 'warning.dark'}>
                    {c.marked ? ' · Marked' : ' · Not marked yet'}
                  </Typography>
                )}
              </Typography>
              {c.holiday ? null : (
                <Button
                  size="small"
                  variant={c.marked ? 'text' : 'contained'}
                  component={RouterLink}
                  to={`${ATTENDANCE_ROUTES.mark}?class=${c.id}`}
                >
                  {c.marked ? 'Open' : 'Mark now'}
                  {/* The name says which class; it begins with the words one sees (WCAG 2.5.3). */}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${c.name}`}
                  </Box>
                </Button>
              )}
            </Box>
          ))}
        </Box>
      ) : (
        <>
          <Typography>{markingSummary(working)}</Typography>
          <Box sx={{ mt: 1.5 }}>
            <Button component={RouterLink} to={ATTENDANCE_ROUTES.reports} size="small">
              Attendance reports
            </Button>
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
