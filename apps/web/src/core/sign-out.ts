import { API } from '@shala/shared';
import { http } from './http';
import { unsubscribePush } from './push-subscription';
import { forgetSignIn } from './session';
import { signOutPath } from './signed-out';

/**
 * Sign out: end this browser's push subscription, tell the server, forget everything kept, and
 * open the sign-in page (public app).
 * `forced` is a sign-out the app decided (the permission check of spec §4): the sign-in page
 * then says so and returns the user to the page they were on.
 */
let leaving = false;
/** Whether this tab is signing out: what ends its session then is no news to tell the user. */
export const signingOut = () => leaving;

export async function signOut(options: { forced?: boolean } = {}): Promise<void> {
  leaving = true;
  const target = signOutPath(options.forced ? { from: window.location } : undefined);
  // This browser's pushes end with its session (the server drops the subscription too).
  await unsubscribePush();
  try {
    await http('POST', API.logout);
  } catch {
    // Signed out on this browser either way; the server session expires by itself.
  }
  forgetSignIn();
  window.location.assign(target);
}
