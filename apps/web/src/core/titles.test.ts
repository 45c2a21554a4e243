import { describe, expect, it } from 'vitest';
import { signInRedirectPath } from './guards';
import { pageTitle, titleOfMatches } from './titles';

describe('page titles (spec §2.3)', () => {
  it('is the product name, a bar, then the deepest route title', () => {
    expect(pageTitle('Home')).toBe('Shala | Home');
    expect(pageTitle(undefined)).toBe('Shala');
    expect(
      titleOfMatches([
        { handle: { title: 'Home' } },
        { handle: undefined },
        { handle: { title: 'Chat' } },
      ]),
    ).toBe('Chat');
  });
});

describe('guard redirect (spec §2.3)', () => {
  it('sends to /auth with the attempted address', () => {
    expect(signInRedirectPath(new URL('http://x/fees/fee-structure?y=1#top'))).toBe(
      '/auth?returnUrl=%2Ffees%2Ffee-structure%3Fy%3D1%23top',
    );
    expect(signInRedirectPath(new URL('http://x/'))).toBe('/auth');
  });
});
