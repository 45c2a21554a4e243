import { PRODUCT_NAME, WELCOME_LINE } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link } from '../router/router';
import { Logo } from '../ui/Logo';
import { FooterLinks } from '../ui/PublicFrame';

/**
 * Spec §2.1: two columns, the logo with the nested page, and a welcome panel that touch devices
 * do not show. The footer links to the policies and to contact us. (The router's guard sends a
 * signed-in visitor to the root and clears kept data otherwise.)
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="sh-auth">
      <div className="sh-auth__column">
        <Link to="/auth" className="sh-auth__home" aria-label={`${PRODUCT_NAME}, sign in`}>
          <Logo size={40} />
        </Link>
        <main className="sh-card sh-auth__card">{children}</main>
        <div className="sh-auth__grow" />
        <FooterLinks />
      </div>
      <aside className="sh-auth__welcome" aria-label="Welcome">
        <p>{WELCOME_LINE}</p>
        <ul>
          <li>Admission, fees and transport in one register</li>
          <li>Classes, notes, online exams and virtual classrooms</li>
          <li>Notices, chat and groups for students, parents and staff</li>
        </ul>
      </aside>
    </div>
  );
}
