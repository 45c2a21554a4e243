import { describe, expect, it } from 'vitest';
import { memoryCounter, postgresCounter } from '../../src/http/rate-limit-counters.js';
import { SIGN_IN_LIMITS, slowDownSeconds } from '../../src/modules/auth/sign-in-limits.js';
import { headers, useTestApp } from '../support/app.js';
import { PASSWORD, verifiedAccount } from '../support/auth-helpers.js';

// The parts behind the sign-in slow-down (auth/lockout.test.ts replays the issue):
// its numbers, the counters' taking back and reading, and the device cookie's shape.

describe('the slow-down interval', () => {
  it('is none up to 10 failures, then 2 s doubling to a minute, never more', () => {
    expect(slowDownSeconds(0)).toBe(0);
    expect(slowDownSeconds(SIGN_IN_LIMITS.slowAfter - 1)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 16].map(slowDownSeconds)).toEqual([2, 4, 8, 16, 32, 60, 60]);
    expect(slowDownSeconds(10_000)).toBe(60);
  });
});

describe('the counters take a hit back and read without starting a window', () => {
  const t = useTestApp();
  const WINDOW = 15 * 60_000;

  for (const kind of ['memory', 'postgres'] as const) {
    it(`in ${kind}`, async () => {
      const counter =
        kind === 'memory'
          ? memoryCounter(t.clock)
          : postgresCounter(t.app.deps.database.db, t.clock);
      expect(await counter.hit('k', WINDOW, 0)).toEqual({ count: 0, ttlMs: 0 });
      expect(await counter.hit('k', WINDOW, -1)).toEqual({ count: 0, ttlMs: 0 });
      expect(await counter.hit('k', WINDOW)).toEqual({ count: 1, ttlMs: WINDOW });
      await counter.hit('k', WINDOW);
      t.clock.advanceSeconds(60);
      expect(await counter.hit('k', WINDOW, -1)).toEqual({ count: 1, ttlMs: WINDOW - 60_000 });
      expect(await counter.hit('k', WINDOW, 0)).toEqual({ count: 1, ttlMs: WINDOW - 60_000 });
      t.clock.advance(WINDOW);
      expect(await counter.hit('k', WINDOW, 0)).toEqual({ count: 0, ttlMs: 0 });
    });
  }
});

describe('the device cookie', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  const signIn = (username: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: { ...headers(), ...extra },
      payload: { username, password: PASSWORD },
    });

  it('is __Host-shala_device over https: Secure, httpOnly, Path=/, long-lived', async () => {
    const { username } = await verifiedAccount(t);
    const res = await signIn(username, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-shala_device');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.maxAge).toBe(SIGN_IN_LIMITS.deviceDays * 24 * 60 * 60);
    expect(res.cookies.find((c) => c.name === 'shala_device')).toBeUndefined();
  });

  it('keeps one token per account the browser signed in to, and stores only digests', async () => {
    const ravi = await verifiedAccount(t);
    const meera = await verifiedAccount(t, { fName: 'Meera', email: 'meera@example.com' });
    const first = await signIn(ravi.username);
    const raviToken = first.cookies.find((c) => c.name === 'shala_device')?.value ?? '';
    const second = await signIn(meera.username, { cookie: `shala_device=${raviToken}` });
    const both = second.cookies.find((c) => c.name === 'shala_device')?.value ?? '';
    expect(both.split('.')).toHaveLength(2);
    expect(both.split('.')[1]).toBe(raviToken);
    // Signing in again with it renews the same token instead of adding one.
    const again = await signIn(ravi.username, { cookie: `shala_device=${both}` });
    const renewed = again.cookies.find((c) => c.name === 'shala_device')?.value ?? '';
    expect(renewed.split('.').sort()).toEqual(both.split('.').sort());
    const rows = await t.app.deps.database.db.query.signInDevices.findMany();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(both).not.toContain(row.tokenHash);
  });
});
