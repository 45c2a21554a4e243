import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Dashboard, indiaDay, type PersonMonthView, PROFILE_API } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import { http } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { usePersonMonth, useRiskThreshold } from './api';
import { MonthGrid } from './MonthGrid';
import { SelfMarkCard } from './SelfMarkCard';
import { TrendChart } from './TrendChart';

const pct = (p: number | null) => (p === null ? '—' : `${p}%`);

function Figures({ view }: { view: PersonMonthView }) {
  const f = view.figures;
  const items: [string, string][] = [
    ['This month', pct(f.percent)],
    ['This session', pct(view.yearFigures.percent)],
    ['Present', String(f.present)],
    ['Absent', String(f.absent)],
    ['Half days', String(f.half)],
    ['On leave', String(f.excused)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
        gap: 1,
        m: 0,
      }}
    >
      {items.map(([k, v]) => (
        <Paper key={k} variant="outlined" sx={{ p: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
            {v}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * erp/attendance/{userProfileId} (spec §2.4): a student's (or staff member's) month, its
 * percentages and the last six months as a chart; for the person, their guardians and staff.
 */
export default function PersonMonthPage() {
  const { profileId = '' } = useParams();
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const [month, setMonth] = useState(() => indiaDay(new Date()).slice(0, 7));
  const view = usePersonMonth(instituteId, profileId, month);
  const threshold = useRiskThreshold(instituteId);
  // The dashboard's own query: a parent's children, to switch between their months.
  const dashboard = useQuery({
    queryKey: ['dashboard', user.userProfileId, user.defaultInstituteId],
    queryFn: () => http<Dashboard>('GET', PROFILE_API.dashboard),
  });
  const children = dashboard.data?.children ?? [];
  const firstChild = children[0];
  const own = profileId === user.userProfileId;
  // A parent's own Attendance (the menu's link) opens their first child's month when nobody marks
  // them (no mark this session); staff who are parents too keep their own. Their own name beside
  // the children's comes back here and stays (the link's state says so).
  const chosenOwn = (useLocation().state as { own?: boolean } | null)?.own === true;
  if (own && firstChild && !chosenOwn && view.data?.yearFigures.marked === 0) {
    return <Navigate to={`/erp/attendance/${firstChild.userProfileId}`} replace />;
  }
  const people = [
    ...(children.length > 0
      ? [{ userProfileId: user.userProfileId, fullName: user.fullName }]
      : []),
    ...children,
  ];
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Attendance{view.data ? ` of ${view.data.name}` : ''}
      </Typography>
      {view.data?.className ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {view.data.className}
        </Typography>
      ) : null}
      {own ? <SelfMarkCard instituteId={instituteId} /> : null}
      {people.length > 0 ? (
        <Box
          component="nav"
          aria-label="Whose attendance"
          sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
        >
          {people.map((p) => (
            <Button
              key={p.userProfileId}
              component={RouterLink}
              to={`/erp/attendance/${p.userProfileId}`}
              state={p.userProfileId === user.userProfileId ? { own: true } : undefined}
              variant={p.userProfileId === profileId ? 'contained' : 'outlined'}
              aria-current={p.userProfileId === profileId ? 'page' : undefined}
              sx={{ textTransform: 'none' }}
            >
              {p.fullName}
            </Button>
          ))}
        </Box>
      ) : null}
      <TextField
        type="month"
        size="small"
        label="Month"
        value={month}
        onChange={(e) => e.target.value && setMonth(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      {view.isError ? <LoadError error={view.error} onRetry={() => view.refetch()} /> : null}
      {view.isPending ? <Loading /> : null}
      {view.data ? (
        <>
          <Figures view={view.data} />
          <MonthGrid view={view.data} />
          <TrendChart trend={view.data.trend} threshold={threshold} />
        </>
      ) : null}
    </Box>
  );
}
