import { API } from '@shala/shared';
import { http } from '../../core/http';
import { forgetSignIn } from '../../core/session';

/** Sign out: tell the server, forget everything kept, and open the sign-in page (public app). */
export async function signOut(): Promise<void> {
  try {
    await http('POST', API.logout);
  } catch {
    // Signed out on this browser either way; the server session expires by itself.
  }
  forgetSignIn();
  window.location.assign('/auth');
}
