import { redirect } from 'react-router';
import { forgetSignIn, isAuthenticated } from './session';

/** Where an unauthenticated visit to `url` is sent: /auth with the attempted address. */
export function signInRedirectPath(url: URL | Location): string {
  const attempted = `${url.pathname}${url.search}${url.hash}`;
  return attempted === '/' ? '/auth' : `/auth?returnUrl=${encodeURIComponent(attempted)}`;
}

/** Spec §2.1: a signed-in visitor of /auth goes to the root; otherwise kept data is cleared. */
export function authAreaLoader() {
  if (isAuthenticated()) throw redirect('/');
  forgetSignIn();
  return null;
}

/** Spec §2.3: the shell's children need a signed-in browser. */
export function shellGuardLoader({ request }: { request: Request }) {
  if (!isAuthenticated()) throw redirect(signInRedirectPath(new URL(request.url)));
  return null;
}
