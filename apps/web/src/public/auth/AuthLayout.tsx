import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, WELCOME_LINE } from '@shala/shared';
import { Outlet, Link as RouterLink } from 'react-router';
import { Logo } from '../../ui/Logo';
import { FooterLinks } from '../../ui/PublicFrame';

const TOUCH_DEVICE = '@media (hover: none), (pointer: coarse)';

/**
 * Spec §2.1: two columns, the logo with the nested page, and a welcome panel that touch devices
 * do not show. The footer links to the policies and to contact us. (Its loader sends a signed-in
 * visitor to the root and clears kept data otherwise.)
 */
export default function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          flex: '1 1 50%',
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          px: { xs: 1.5, sm: 4 },
          pt: { xs: 2.5, sm: 5 },
        }}
      >
        <Link
          component={RouterLink}
          to="/auth"
          underline="none"
          aria-label={`${PRODUCT_NAME}, sign in`}
        >
          <Logo size={40} />
        </Link>
        <Paper
          component="main"
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 520,
            mt: { xs: 2.5, sm: 4 },
            p: { xs: 2, sm: 4 },
            borderRadius: 3,
          }}
        >
          <Outlet />
        </Paper>
        <Box sx={{ flex: 1 }} />
        <FooterLinks />
      </Box>
      <Box
        component="aside"
        aria-label="Welcome"
        sx={{
          flex: '1 1 50%',
          display: { xs: 'none', md: 'flex' },
          [TOUCH_DEVICE]: { display: 'none' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          px: 8,
          color: '#ffffff',
          background: 'linear-gradient(150deg, #1e3a8a 0%, #1d4ed8 55%, #0f766e 100%)',
        }}
      >
        <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 }}>
          {WELCOME_LINE}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: '1.05rem', lineHeight: 1.9 }}>
          <li>Admission, fees and transport in one register</li>
          <li>Classes, notes, online exams and virtual classrooms</li>
          <li>Notices, chat and groups for students, parents and staff</li>
        </Box>
      </Box>
    </Box>
  );
}
