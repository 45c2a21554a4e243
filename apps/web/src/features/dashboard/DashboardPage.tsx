import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Dashboard, DISPLAY_TIME_ZONE, LOCALE, PROFILE_API, sortClasses } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage, http } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { useDeclaredShortcuts } from '../../core/shortcuts';
import { WaitingInvitations } from '../invitations';
import { usePermissions } from '../permissions';
import { Card, Figure, Figures, Pill, plainList } from './Card';
import { DASHBOARD_EMPTY, dashboardNotices, dashboardShortcuts } from './dashboard-rules';

// Each role's day comes after the figures, so its cards load apart: the dashboard after sign-in
// stays within its JavaScript budget (apps/web/scripts/budget.mjs) as roles gain cards.
const dayCards = () => import('./DayCards');
const CollectionCard = lazy(() => dayCards().then((m) => ({ default: m.CollectionCard })));
const TransportCard = lazy(() => dayCards().then((m) => ({ default: m.TransportCard })));
const TeachingCard = lazy(() => dayCards().then((m) => ({ default: m.TeachingCard })));
const SubjectsCard = lazy(() => dayCards().then((m) => ({ default: m.SubjectsCard })));
const ExamsCard = lazy(() =>
  import('../exams/student/ExamsCard').then((m) => ({ default: m.ExamsCard })),
);
const ChildrenCard = lazy(() => dayCards().then((m) => ({ default: m.ChildrenCard })));
// Today's timetable, in a chunk of its own; it shows only where the week is the caller's own.
const TodayTimetable = lazy(() => import('../timetable/TodayCard'));
// Today's attendance of the classes the caller marks, in a chunk of its own.
const AttendanceToday = lazy(() => import('../attendance/TodayCard'));
// The pinned and unread notices, in a chunk of their own; only for those who read notices.
const LatestNotices = lazy(() => import('../notices/NoticesCard'));

function greeting(now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat(LOCALE, {
      hour: 'numeric',
      hour12: false,
      timeZone: DISPLAY_TIME_ZONE,
    }).format(now),
  );
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** Keeps "Session 2026-27" on one line. */
function NoWrap({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

function ReviewAdmissions() {
  return (
    <Button variant="outlined" component={RouterLink} to="/admission/requests">
      Review admissions
    </Button>
  );
}

function Shortcuts({ d }: { d: Dashboard }) {
  const user = useShellUser();
  const shortcuts = dashboardShortcuts(d, usePermissions(), user, useDeclaredShortcuts());
  if (shortcuts.length === 0) return null;
  return (
    <Card title="Shortcuts" id="dash-shortcuts">
      <Box component="ul" sx={{ ...plainList, gap: 0.5 }}>
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Button
              component={RouterLink}
              to={s.to}
              fullWidth
              sx={{ justifyContent: 'flex-start', textAlign: 'left', px: 1, display: 'block' }}
            >
              <Box component="span" sx={{ display: 'block' }}>
                {s.label}
              </Box>
              <Typography
                component="span"
                variant="body2"
                sx={{
                  display: 'block',
                  textTransform: 'none',
                  fontWeight: 400,
                  color: 'text.secondary',
                }}
              >
                {s.hint}
              </Typography>
            </Button>
          </li>
        ))}
      </Box>
    </Card>
  );
}

function RoleCards({ d, now }: { d: Dashboard; now: Date }) {
  return (
    <>
      {d.admin && (
        <Card title="Your institute today" id="dash-admin">
          <Figures>
            <Figure label="Classes" value={d.admin.classes} />
            <Figure label="Students" value={d.admin.students} />
            <Figure label="Staff" value={d.admin.staff} />
            {d.admissions && <Figure label="Pending admissions" value={d.admissions.pending} />}
          </Figures>
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {d.admin.setupCompleted ? (
              <Pill success label="Quick setup done" />
            ) : (
              <Button variant="contained" component={RouterLink} to={d.admin.quickSetupLink}>
                Finish quick setup
              </Button>
            )}
            {d.admissions && d.admissions.pending > 0 && <ReviewAdmissions />}
          </Box>
        </Card>
      )}
      {d.collection && d.institute && (
        <Suspense fallback={null}>
          <CollectionCard collection={d.collection} instituteId={d.institute.id} />
        </Suspense>
      )}
      {!d.admin && d.admissions && (
        <Card title="Admissions" id="dash-admissions">
          <Figure label="Pending admissions" value={d.admissions.pending} />
          {d.admissions.pending > 0 && (
            <Box sx={{ mt: 2 }}>
              <ReviewAdmissions />
            </Box>
          )}
        </Card>
      )}
      <Suspense fallback={null}>
        {d.transport && <TransportCard transport={d.transport} />}
        <AttendanceToday />
        <TodayTimetable />
        {d.teaching.length > 0 && <TeachingCard teaching={sortClasses(d.teaching)} now={now} />}
        {d.subjectsTaught.some((c) => c.subjects.length > 0) && (
          <SubjectsCard taught={d.subjectsTaught} />
        )}
      </Suspense>
      {d.studentClass && (
        <Card title="Your class" id="dash-class">
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="student-class">
            {d.studentClass.name}
          </Typography>
          <Typography color="text.secondary">
            {d.institute?.name}
            {d.session && <NoWrap> · Session {d.session.name}</NoWrap>}
          </Typography>
        </Card>
      )}
      {d.children.length > 0 && (
        <Suspense fallback={null}>
          <ChildrenCard kids={d.children} now={now} noClass={DASHBOARD_EMPTY.noClass} />
        </Suspense>
      )}
    </>
  );
}

/** The dashboard at / (spec §2.3): what the acting profile's roles need today. */
export default function DashboardPage() {
  const user = useShellUser();
  const now = new Date();
  const today = new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(now);
  const dashboard = useQuery({
    queryKey: ['dashboard', user.userProfileId, user.defaultInstituteId],
    queryFn: () => http<Dashboard>('GET', PROFILE_API.dashboard),
  });
  const d = dashboard.data;
  const notices = d ? dashboardNotices(d) : [];
  return (
    <>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {greeting(now)}, {d?.fullName ?? user.fullName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {today}
          {d?.institute ? ` · ${d.institute.name}` : ''}
          {d?.session && <NoWrap> · Session {d.session.name}</NoWrap>}
        </Typography>
        {d && d.roles.length > 0 && (
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {d.roles.map((role) => (
              <Pill key={role} label={role} />
            ))}
          </Box>
        )}
      </Box>
      {dashboard.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(dashboard.error)}
        </Alert>
      )}
      <WaitingInvitations />
      {notices.map((notice) => (
        <Alert
          key={notice}
          severity={notice === DASHBOARD_EMPTY.verify ? 'warning' : 'info'}
          sx={{ mb: 2 }}
          action={
            notice === DASHBOARD_EMPTY.verify ? (
              <Button color="inherit" size="small" component={RouterLink} to="/verify-account">
                Verify
              </Button>
            ) : undefined
          }
        >
          {notice}
        </Alert>
      ))}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {dashboard.isPending && (
          <>
            <CardPlaceholder />
            <CardPlaceholder />
          </>
        )}
        {d && <RoleCards d={d} now={now} />}
        {d?.institute && (
          <Suspense fallback={null}>
            <LatestNotices />
          </Suspense>
        )}
        {d && (d.studentClass || d.children.length > 0) && (
          <Suspense fallback={null}>
            <ExamsCard />
          </Suspense>
        )}
        {d && <Shortcuts d={d} />}
        <Card title="Your account" id="dash-account">
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{user.username} · {user.email}
          </Typography>
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              component={RouterLink}
              to={`/userprofile/${user.userProfileId}`}
            >
              My Profile
            </Button>
            <Button
              variant="outlined"
              size="small"
              component={RouterLink}
              to="/profile-settings/basic-info"
            >
              My Settings
            </Button>
          </Box>
        </Card>
      </Box>
    </>
  );
}

/** Where a card will be while the dashboard loads (a plain block: MUI's Skeleton is not worth
 * its weight on the first screen). */
function CardPlaceholder() {
  return <Box aria-hidden sx={{ height: 160, borderRadius: 3, bgcolor: 'action.hover' }} />;
}
