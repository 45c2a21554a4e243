import { MESSAGES, type UserData } from '@shala/shared';

export const ROUTES_AFTER_LOGIN = {
  signContract: '/sign-contract',
  securitySettings: '/profile-settings/security-settings',
  accountSettings: '/profile-settings/account-settings',
} as const;

export type LoginTarget = { path: string; message?: string };

/**
 * Only a path of this site may be a return address: "/x" yes; "//evil.example", "https://…",
 * "javascript:…" and "/\evil" no. Anything else gives "/".
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20)) return '/';
  return raw;
}

/** Spec §4 "Login success": where to go after signing in, and what to tell the user. */
export function loginSuccessTarget(
  user: Pick<UserData, 'userContract' | 'resetPasswordRequired' | 'unverifiedEmail'>,
  returnUrl: string | null | undefined,
): LoginTarget {
  if (user.userContract) return { path: ROUTES_AFTER_LOGIN.signContract };
  if (user.resetPasswordRequired === 'true') {
    return { path: ROUTES_AFTER_LOGIN.securitySettings, message: MESSAGES.passwordChangePending };
  }
  if (user.unverifiedEmail) {
    return { path: ROUTES_AFTER_LOGIN.accountSettings, message: MESSAGES.emailChangePending };
  }
  return { path: safeReturnUrl(returnUrl) };
}
