import { OTP_EXPIRY_SECONDS, PRODUCT_NAME } from '@shala/shared';
import { compose } from './templates.js';

export function emailChangeCodeMail(p: { firstName: string; username: string; code: string }) {
  return compose(
    `${PRODUCT_NAME}: confirm your new email`,
    p.firstName,
    [
      `You asked to use this address for your account ${p.username}. Your code is ${p.code}`,
      `It is valid for ${Math.round(OTP_EXPIRY_SECONDS / 60)} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this email: nothing changes.',
    ],
    { template: 'emailChangeCode', secretSeconds: OTP_EXPIRY_SECONDS },
  );
}

export function emailChangedNoticeMail(p: {
  firstName: string;
  username: string;
  newEmail: string;
}) {
  return compose(
    `${PRODUCT_NAME}: your email was changed`,
    p.firstName,
    [
      `The email of your account ${p.username} has just been changed to ${p.newEmail}. Mail for the account now goes there.`,
      'If this was not you, please contact your institute or our support at once.',
    ],
    { template: 'emailChanged' },
  );
}
