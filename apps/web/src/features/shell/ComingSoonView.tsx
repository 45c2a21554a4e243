import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The coming-soon view for the shell's children that have no screen yet (spec §2.3). */
export default function ComingSoonView() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 3, sm: 6 } }}>
      <Box
        component="svg"
        viewBox="0 0 96 96"
        aria-hidden="true"
        sx={{ width: 96, height: 96, mb: 2 }}
      >
        <circle cx="48" cy="48" r="44" fill="#dbeafe" />
        <path
          d="M30 64h36M34 64V40l14-10 14 10v24M44 64V52h8v12"
          fill="none"
          stroke="#1d4ed8"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography variant="h1" component="h1" sx={{ mb: 1.5 }}>
        Comming Soon
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        We are building this part of Shala. Please check back soon.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </Box>
  );
}
