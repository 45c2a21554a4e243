import { describe, expect, it } from 'vitest';
import { signInRedirectPath } from './sign-in-redirect';

describe('guard redirect (spec §2.3)', () => {
  it('sends to /auth with the attempted address', () => {
    expect(signInRedirectPath(new URL('http://x/fees/fee-structure?y=1#top'))).toBe(
      '/auth?returnUrl=%2Ffees%2Ffee-structure%3Fy%3D1%23top',
    );
    expect(signInRedirectPath(new URL('http://x/'))).toBe('/auth?returnUrl=%2F');
  });
});
