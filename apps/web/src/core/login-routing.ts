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

/**
 * What sign-in keeps under returnUrl (spec §3 browser-kept data): the asked-for page when
 * sign-in first goes somewhere else (the contract to sign, a password or e-mail change to
 * finish), so the step that ends there (signing the contract) can go on to it; nothing when
 * sign-in goes straight to it, or when it is the root (the default anyway).
 */
export function returnUrlToKeep(
  target: LoginTarget,
  returnUrl: string | null | undefined,
): string | undefined {
  const asked = safeReturnUrl(returnUrl);
  return asked === '/' || target.path === asked ? undefined : asked;
}
