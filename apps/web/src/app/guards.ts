import { isPublicPagePath } from '@shala/shared';
import { isAuthenticated } from '../core/session';
import { signInRedirectPath } from '../core/sign-in-redirect';

/** A loader that never finishes: the page is being replaced by a full page load. */
const leaving = () => new Promise<never>(() => {});

/**
 * Spec §2.3: the shell's children need a signed-in browser. The sign-in page belongs to the
 * public app, so the way there is a full page load.
 */
export function shellGuardLoader({ request }: { request: Request }) {
  if (!isAuthenticated()) {
    window.location.replace(signInRedirectPath(new URL(request.url)));
    return leaving();
  }
  return null;
}

/**
 * Spec §2.2: any unknown path redirects to the 404 page. A public page reached through a link
 * of this app is loaded from the public app instead.
 */
export function unknownPathLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  window.location.replace(
    isPublicPagePath(url.pathname) ? `${url.pathname}${url.search}${url.hash}` : '/404',
  );
  return leaving();
}
