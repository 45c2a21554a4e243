import Box from '@mui/material/Box';
import { COPYRIGHT_YEAR, isPublicPagePath, PRODUCT_NAME } from '@shala/shared';
import { Link as RouterLink } from 'react-router';

/**
 * Links outside running text get a 24 px target; underlined on hover, as MUI's Link here
 * (app/theme.ts), without loading it with the first screen.
 */
const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: 'primary.main',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

const LINKS = [
  { label: 'Policies', to: '/policies' },
  { label: 'About', to: '/coming-soon' },
  { label: 'Team', to: '/coming-soon' },
  { label: 'Contact', to: '/contactus' },
] as const;

/** Spec §2.4 footer: Policies, About, Team, Contact; member search; the 2021 copyright line. */
export function ShellFooter() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 2,
        py: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        fontSize: '0.875rem',
      }}
    >
      <Box
        component="nav"
        aria-label="Footer"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, justifyContent: 'center' }}
      >
        {LINKS.map((link) => (
          <Box
            key={link.label}
            component={RouterLink}
            to={link.to}
            // The public pages are the other web app: a full page load.
            reloadDocument={isPublicPagePath(link.to)}
            sx={linkStyle}
          >
            {link.label}
          </Box>
        ))}
        <Box component={RouterLink} to="/friends" sx={linkStyle}>
          Search members
        </Box>
      </Box>
      <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </Box>
    </Box>
  );
}
