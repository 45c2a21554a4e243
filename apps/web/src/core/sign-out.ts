import { API } from '@shala/shared';
import { http } from './http';
import { forgetSignIn } from './session';
import { signOutPath } from './signed-out';

/**
 * Sign out: tell the server, forget everything kept, and open the sign-in page (public app).
 * `forced` is a sign-out the app decided (the permission check of spec §4): the sign-in page
 * then says so and returns the user to the page they were on.
 */
export async function signOut(options: { forced?: boolean } = {}): Promise<void> {
  const target = signOutPath(options.forced ? { from: window.location } : undefined);
  try {
    await http('POST', API.logout);
  } catch {
    // Signed out on this browser either way; the server session expires by itself.
  }
  forgetSignIn();
  window.location.assign(target);
}
