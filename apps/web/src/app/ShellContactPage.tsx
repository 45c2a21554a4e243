import '../public/ui/public.css';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import ContactPage from '../public/contact/ContactPage';
import { HostNavigation } from '../public/router/router';

/** /contactus in the shell: the public contact form, navigating with this app's router. */
export default function ShellContactPage() {
  const navigate = useNavigate();
  return (
    <HostNavigation navigate={(to, options) => navigate(to, options)}>
      <Box
        className="sh-app"
        sx={{ maxWidth: 720, mx: 'auto', bgcolor: 'background.paper', p: { xs: 2, sm: 4 } }}
        style={{ border: '1px solid rgba(0,0,0,.12)', borderRadius: 24 }}
      >
        <ContactPage />
      </Box>
    </HostNavigation>
  );
}
