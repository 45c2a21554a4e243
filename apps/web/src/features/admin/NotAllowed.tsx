import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const NOT_ALLOWED_TITLE = 'You are not allowed to open the Admin Console';

/** What someone who is not the platform's super admin sees at /admin-console. */
export function NotAllowed() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 3, sm: 6 }, px: 2 }}>
      <LockOutlined sx={{ fontSize: 56, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {NOT_ALLOWED_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        Only the platform's super admin can manage institutes, accounts and contact requests.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </Box>
  );
}
