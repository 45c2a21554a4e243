import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link } from '../router/router';
import { Logo } from './Logo';

/** The frame of the public pages outside the sign-in area: a header with the logo and a footer. */
export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const width = wide ? 'sh-container sh-container--wide' : 'sh-container';
  return (
    <div className="sh-frame">
      <header className="sh-frame__header">
        <div className={width}>
          <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="sh-frame__home">
            <Logo light />
          </Link>
        </div>
      </header>
      <main className={`${width} sh-frame__main`}>{children}</main>
      <FooterLinks />
    </div>
  );
}

export function FooterLinks({ contactTo = '/auth/contactUs' }: { contactTo?: string }) {
  return (
    <footer className="sh-footer">
      <Link to="/policies" className="sh-link sh-link--target">
        Policies
      </Link>
      <Link to={contactTo} className="sh-link sh-link--target">
        Contact Us
      </Link>
      <span>
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}
      </span>
    </footer>
  );
}
