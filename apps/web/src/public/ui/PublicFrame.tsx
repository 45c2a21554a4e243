import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from './Logo';

/** The frame of the public pages outside the sign-in area: a header with the logo and a footer. */
export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'primary.dark', py: 1.5 }}>
        <Container maxWidth={wide ? 'lg' : 'md'}>
          <Link component={RouterLink} to="/" aria-label={`${PRODUCT_NAME} home`} underline="none">
            <Logo light />
          </Link>
        </Container>
      </Box>
      <Container
        component="main"
        maxWidth={wide ? 'lg' : 'md'}
        sx={{ flex: 1, py: { xs: 3, sm: 5 } }}
      >
        {children}
      </Container>
      <FooterLinks />
    </Box>
  );
}

export function FooterLinks({ contactTo = '/auth/contactUs' }: { contactTo?: string }) {
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
        alignItems: 'center',
        color: 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      <Link component={RouterLink} to="/policies" sx={linkTarget}>
        Policies
      </Link>
      <Link component={RouterLink} to={contactTo} sx={linkTarget}>
        Contact Us
      </Link>
      <span>
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}
      </span>
    </Box>
  );
}

/** Links outside running text get a 24 px target. */
export const linkTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;
