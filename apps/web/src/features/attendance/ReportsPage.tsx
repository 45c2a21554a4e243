import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_ROUTES, indiaDay } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { shownDay } from '../../core/format';
import { useShellUser } from '../../core/shell-user';
import { usePermission } from '../permissions';
import { CalendarSection } from './CalendarSection';
import { RegisterSection } from './RegisterSection';
import { useAtRisk, useSummary } from './report-api';
import { SettingsSection } from './SettingsSection';

function TodaySection({ instituteId }: { instituteId: string }) {
  const day = indiaDay(new Date());
  const summary = useSummary(instituteId, day, true);
  const s = summary.data;
  if (!s) return null;
  const unmarked = s.classes.filter((c) => !c.marked);
  return (
    <Box component="section" aria-labelledby="today-heading" sx={{ mb: 3 }}>
      <Typography id="today-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Today, {shownDay(s.day)}
      </Typography>
      {s.holiday ? (
        <Typography>No school today: {s.holiday}.</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {unmarked.length === 0
              ? 'Every class is marked.'
              : `${unmarked.length} of ${s.classes.length} classes not marked yet (due by ${s.markBy}): ${unmarked.map((c) => c.name).join(', ')}.`}{' '}
            Staff present: {s.staff.present} of {s.staff.total}.
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {s.classes
              .filter((c) => c.absent.length > 0)
              .map((c) => (
                <Paper
                  key={c.id}
                  component="li"
                  variant="outlined"
                  sx={{ p: 1, listStyle: 'none' }}
                >
                  <Typography sx={{ fontWeight: 700 }}>
                    {c.name}: {c.absent.length} of {c.students} away
                  </Typography>
                  <Typography variant="body2">
                    {c.absent.map((a) => `${a.name} (${a.status})`).join(', ')}
                  </Typography>
                </Paper>
              ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

function RiskSection({ instituteId }: { instituteId: string }) {
  const risk = useAtRisk(instituteId, true);
  const r = risk.data;
  if (!r) return null;
  return (
    <Box component="section" aria-labelledby="risk-heading" sx={{ mb: 3 }}>
      <Typography id="risk-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Under {r.thresholdPercent}% over the last 30 days
      </Typography>
      {r.students.length === 0 ? (
        <Typography color="text.secondary">
          Nobody: every student is above the threshold.
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0 }}>
          {r.students.map((s) => (
            <Box
              component="li"
              key={s.profileId}
              sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Chip size="small" color="error" label={`${s.percent}%`} />
              <RouterLink to={ATTENDANCE_ROUTES.person(s.profileId)}>{s.name}</RouterLink>
              <Typography variant="body2" color="text.secondary">
                {s.className} · absent {s.absent} of {s.marked} days
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /erp/attendance/reports: the principal's day and the students at risk (for the attendance
 * keepers), the monthly register of the classes one marks, as CSV or PDF, and for the keepers
 * the institute's holidays and attendance settings.
 */
export default function ReportsPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const keeper = usePermission('manageAttendance', instituteId, instituteId);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        Attendance reports
      </Typography>
      {keeper ? <TodaySection instituteId={instituteId} /> : null}
      {keeper ? <RiskSection instituteId={instituteId} /> : null}
      <RegisterSection instituteId={instituteId} />
      {keeper ? <CalendarSection instituteId={instituteId} /> : null}
      {keeper ? <SettingsSection instituteId={instituteId} /> : null}
    </Box>
  );
}
