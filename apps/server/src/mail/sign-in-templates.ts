import { PRODUCT_NAME } from '@shala/shared';
import { compose } from './templates.js';

/**
 * Sent once when sign-ins to an account begin to be slowed (modules/auth/sign-in-throttle.ts):
 * what happened, that a browser it has signed in with still gets in, and what to do if the
 * holder fears for the password.
 */
export function signInsSlowedMail(p: {
  firstName: string;
  username: string;
  failures: number;
  minutes: number;
  maxWaitSeconds: number;
  resetLink: string;
}) {
  return compose(`${PRODUCT_NAME}: sign-ins to your account are being slowed`, p.firstName, [
    `A wrong password was typed for your account ${p.username} ${p.failures} times within ${p.minutes} minutes. To protect it, sign-ins to it from browsers that have not signed in to it before now wait between tries, up to ${p.maxWaitSeconds} seconds; nobody is locked out.`,
    'A browser you have signed in with before still gets in at once with your password.',
    'If this was you, there is nothing to do. If it was not, none of those tries signed in; if you think someone may know your password, change it here:',
    { link: p.resetLink },
  ]);
}
