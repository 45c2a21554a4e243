import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_MESSAGE, signOutPath, wasSignedOut } from './signed-out';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where a sign-out lands', () => {
  it('is plain /auth for the user’s own Sign Out', () => {
    expect(signOutPath()).toBe('/auth');
    expect(wasSignedOut(new URLSearchParams(''))).toBe(false);
  });

  it('says why after the permission check signed the user out, and keeps the page', () => {
    const path = signOutPath({ from: at('/groups', '?tab=2', '#x') });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('reason')).toBe('signedOut');
    expect(url.searchParams.get('returnUrl')).toBe('/groups?tab=2#x');
    expect(wasSignedOut(url.searchParams)).toBe(true);
  });

  it('leaves out the default returnUrl (the root)', () => {
    expect(signOutPath({ from: at('/') })).toBe('/auth?reason=signedOut');
  });

  it('has the message the sign-in page shows', () => {
    expect(SIGNED_OUT_MESSAGE).toBe('You have been signed out. Please sign in again.');
    expect(wasSignedOut(new URLSearchParams('reason=other'))).toBe(false);
  });
});
