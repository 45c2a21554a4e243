import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_MINUTES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { sha256Hex } from '../../src/lib/tokens.js';
import { touchSessions } from '../../src/modules/auth/index.js';
import { buildTestApp, sessionCookie, useTestApp } from '../support/app.js';
import { get, login, PASSWORD, post, verifiedAccount } from '../support/auth-helpers.js';

const t = useTestApp();
let username: string;
const MINUTE = 60;
const me = (cookie: string) => get(t, '/rest/auth/me', cookie);
const rowOf = async (cookie: string) => {
  const [row] = await t.app.deps.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sha256Hex(cookie.split('=')[1] ?? '')));
  return row;
};

beforeEach(async () => {
  ({ username } = await verifiedAccount(t));
});

describe('session', () => {
  it('stores only the SHA-256 of the cookie', async () => {
    const cookie = sessionCookie(await login(t, username));
    const row = await rowOf(cookie);
    expect(row?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.idHash).not.toContain(cookie.split('=')[1]);
  });

  it(`ends after ${SESSION_IDLE_MINUTES} idle minutes, and each request keeps it alive`, async () => {
    const cookie = sessionCookie(await login(t, username));
    t.clock.advanceSeconds((SESSION_IDLE_MINUTES - 1) * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advanceSeconds((SESSION_IDLE_MINUTES - 1) * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advanceSeconds(SESSION_IDLE_MINUTES * MINUTE);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'shala_session')?.value).toBe('');
    expect(await rowOf(cookie)).toBeUndefined();
  });

  it(`ends ${SESSION_ABSOLUTE_DAYS} days after sign-in however busy`, async () => {
    const cookie = sessionCookie(await login(t, username));
    const steps = (SESSION_ABSOLUTE_DAYS * 24) / 6;
    for (let i = 1; i < steps; i += 1) {
      t.clock.advanceSeconds(6 * 60 * MINUTE);
      expect((await me(cookie)).statusCode, `after ${i * 6} hours`).toBe(200);
    }
    t.clock.advanceSeconds(6 * 60 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute, in the background', async () => {
    const cookie = sessionCookie(await login(t, username));
    const signedInAt = (await rowOf(cookie))?.lastSeenAt.getTime();
    t.clock.advanceSeconds(59);
    await me(cookie);
    await t.app.sessionTouches.flush();
    expect((await rowOf(cookie))?.lastSeenAt.getTime()).toBe(signedInAt);
    t.clock.advanceSeconds(1);
    await me(cookie);
    const seenAt = t.clock.now().getTime();
    // Not awaited by the request: the next flush (a second later, or at close) writes it.
    await t.app.sessionTouches.flush();
    expect((await rowOf(cookie))?.lastSeenAt.getTime()).toBe(seenAt);
  });

  it("writes many sessions' touches in one statement and never moves one back", async () => {
    const cookies = await Promise.all(
      [1, 2, 3].map(async () => sessionCookie(await login(t, username))),
    );
    t.clock.advanceSeconds(60);
    await Promise.all(cookies.map((c) => me(c)));
    const statements: string[] = [];
    const stop = t.app.deps.database.watchQueries((q) => statements.push(q));
    await t.app.sessionTouches.flush();
    stop();
    expect(statements.filter((q) => q.startsWith('update sessions'))).toHaveLength(1);
    for (const c of cookies) {
      expect((await rowOf(c))?.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
    }
    // An older touch written late (another process's) leaves the newer time.
    const [first] = cookies;
    const row = await rowOf(first as string);
    await touchSessions(t.app.deps.database.db, [[row?.idHash as string, new Date(0)]]);
    expect((await rowOf(first as string))?.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('gives a new id at every login and the old cookie stops working', async () => {
    const first = sessionCookie(await login(t, username));
    const second = sessionCookie(await login(t, username, undefined, first));
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('keeps other browsers signed in when one signs in again', async () => {
    const phone = sessionCookie(await login(t, username));
    const laptop = sessionCookie(await login(t, username));
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
    await post(t, '/rest/auth/logout', undefined, laptop);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('ignores a forged cookie', async () => {
    expect((await me('shala_session=forged-value')).statusCode).toBe(401);
  });
});

describe('session behind https', () => {
  it('sets the Secure flag when the request came over https', async () => {
    const https = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const { username: name } = await verifiedAccount(https, { email: 'secure@example.com' });
      const res = await https.app.inject({
        method: 'POST',
        url: '/rest/auth/login',
        headers: { traceid: 'secure-login-1', 'x-forwarded-proto': 'https' },
        payload: { username: name, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      // Over https the cookie takes the __Host- prefix (review finding 14).
      expect(res.cookies.find((c) => c.name === '__Host-shala_session')?.secure).toBe(true);
    } finally {
      await https.app.close();
    }
  });
});
