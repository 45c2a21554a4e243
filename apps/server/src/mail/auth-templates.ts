import { PRODUCT_NAME } from '@shala/shared';
import { compose } from './templates.js';

/**
 * Sent instead of a second account when someone signs up with an e-mail that already has one:
 * the sign-up page answers as for any sign-up, so it does not tell who has an account here.
 */
export function signUpAttemptMail(p: {
  firstName: string;
  username: string;
  signInLink: string;
  resetLink: string;
}) {
  return compose(
    `${PRODUCT_NAME}: someone tried to sign up with your email`,
    p.firstName,
    [
      `Someone tried to create a new ${PRODUCT_NAME} account with this email address. It already has an account, so nothing was created.`,
      `Your username is ${p.username}. Sign in with it or with this email address:`,
      { link: p.signInLink },
      'If you have forgotten your password, reset it here:',
      { link: p.resetLink },
      'If this was not you, you can ignore this email: your account has not changed.',
    ],
    { template: 'signUpAttempt' },
  );
}
