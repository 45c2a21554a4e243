import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PublicFrame } from '../../ui/PublicFrame';

/** Spec §2.2: the 404 page; every unknown address shows it. */
export default function NotFoundPage() {
  return (
    <PublicFrame>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4.5rem', sm: '6rem' },
          fontWeight: 800,
          color: 'primary.light',
          lineHeight: 1,
        }}
      >
        404
      </Typography>
      <Typography variant="h1" component="h1" sx={{ mt: 1, mb: 1.5 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </PublicFrame>
  );
}
