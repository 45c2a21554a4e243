/**
 * Why the shell sent a user to the sign-in page, as a query parameter of /auth: the sign-in
 * page (the public app) reads it. A query parameter survives /auth clearing the browser's kept
 * data on open (spec §2.1). No imports: the public build reads this module too.
 */
export const SIGNED_OUT_REASON = { param: 'reason', value: 'signedOut' } as const;

export const SIGNED_OUT_MESSAGE = 'You have been signed out. Please sign in again.';

/**
 * The sign-in address after a sign-out. The user's own Sign Out goes to plain /auth; a sign-out
 * the app decided (the permission check) says so, and brings the user back to `from` (the page
 * they were on) after signing in again.
 */
export function signOutPath(
  forced?: { from: Pick<Location, 'pathname' | 'search' | 'hash'> } | undefined,
): string {
  if (!forced) return '/auth';
  const params = new URLSearchParams({ [SIGNED_OUT_REASON.param]: SIGNED_OUT_REASON.value });
  const { pathname, search, hash } = forced.from;
  const attempted = `${pathname}${search}${hash}`;
  if (attempted !== '/') params.set('returnUrl', attempted);
  return `/auth?${params.toString()}`;
}

/** Whether the sign-in page was opened after a sign-out the app decided. */
export function wasSignedOut(params: Pick<URLSearchParams, 'get'>): boolean {
  return params.get(SIGNED_OUT_REASON.param) === SIGNED_OUT_REASON.value;
}
