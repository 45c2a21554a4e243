import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DISPLAY_TIME_ZONE, LOCALE } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHolds } from '../permissions/store';
import { gateMenus, shellMenus } from './menus';
import { useShellUser } from './shell-user';

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

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The dashboard at / (spec §2.3), greeting the user by full name. */
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
  const holds = useHolds();
  const sections = gateMenus(shellMenus(user), holds);
  const erp = sections.find((s) => s.label === 'School ERP');
  const education = sections.find((s) => s.label === 'Education');
  const verified = user.verified === 'VERIFIED';
  return (
    <>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {greeting(now)}, {user.fullName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {today}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Card title="Your account">
          <Typography sx={{ fontWeight: 600 }}>{user.fullName}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{user.username} · {user.email}
          </Typography>
          <Chip
            sx={{ mt: 1.5 }}
            color={verified ? 'success' : 'warning'}
            label={verified ? 'Verified profile' : 'Profile not verified'}
          />
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              component={RouterLink}
              to="/profile-settings/basic-info"
            >
              Settings
            </Button>
            {!verified && (
              <Button variant="contained" size="small" component={RouterLink} to="/verify-account">
                Verify now
              </Button>
            )}
          </Box>
        </Card>
        {[erp, education].map(
          (section) =>
            section && (
              <Card key={section.label} title={section.label}>
                <Box
                  component="ul"
                  sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
                >
                  {section.entries.slice(0, 5).map((entry) => (
                    <li key={entry.label}>
                      <Button
                        component={RouterLink}
                        to={entry.to}
                        sx={{ justifyContent: 'flex-start', px: 1 }}
                        fullWidth
                      >
                        {entry.label}
                      </Button>
                    </li>
                  ))}
                </Box>
              </Card>
            ),
        )}
      </Box>
      <Paper
        variant="outlined"
        sx={{
          mt: 2,
          p: { xs: 2, sm: 3 },
          borderRadius: 3,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h3" component="h2">
            Need help?
          </Typography>
          <Typography color="text.secondary">Our team answers within one working day.</Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to="/contactus">
          Contact us
        </Button>
      </Paper>
    </>
  );
}
