import { byBodyField, byIp, bySignedInAccount, type LimitRule } from '../../http/rate-limit.js';

/**
 * Rate limits of the public sign-in area: per account (the name the form carries) against
 * guessing one password or code, and per address against spraying many accounts.
 */
const perIp = (name: string, max: number, windowMinutes: number): LimitRule => ({
  name: `${name}:ip`,
  max,
  windowMinutes,
  key: byIp,
});
const perField = (name: string, field: string, max: number, windowMinutes: number): LimitRule => ({
  name: `${name}:${field}`,
  max,
  windowMinutes,
  key: byBodyField(field),
});

export const AUTH_LIMITS = {
  login: [perField('login', 'username', 10, 15), perIp('login', 50, 15)],
  register: [perField('register', 'email', 5, 60), perIp('register', 20, 60)],
  otpResend: [perField('otp-resend', 'username', 10, 60), perIp('otp-resend', 30, 15)],
  otpConfirm: [perField('otp-confirm', 'username', 10, 15), perIp('otp-confirm', 50, 15)],
  forgot: [perField('forgot', 'email', 5, 60), perIp('forgot', 20, 60)],
  setPassword: [perField('set-password', 'id', 10, 15), perIp('set-password', 20, 15)],
  changePassword: [perField('change-password', 'token', 10, 15), perIp('change-password', 20, 15)],
  changeLink: [
    { name: 'change-link:account', max: 5, windowMinutes: 60, key: bySignedInAccount },
    perIp('change-link', 20, 60),
  ],
} satisfies Record<string, LimitRule[]>;
