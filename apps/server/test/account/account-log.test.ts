import type { AuditEvent } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.js';
import { sessionCookie, useTestApp } from '../support/app.js';
import { login, mailedLink, PASSWORD, post, verifiedAccount } from '../support/auth-helpers.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';

// The account's own log (the quick panel's Logs tab) records sign-ins and passwords set
// through a mailed link, with the caller's address and no institute.
const t = useTestApp();

const NEW = 'Monsoon@Kite39';
const ADDRESS = '203.0.113.9';

async function ownLog(cookie: string): Promise<AuditEvent[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/rest/audit/mine',
    headers: { cookie, traceid: 'own-log' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const loginFrom = (username: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/auth/login',
    headers: { traceid: 'login-from' },
    payload: { username, password },
    remoteAddress: ADDRESS,
  });

const rowsOf = (accountId: string) =>
  t.app.deps.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.actorAccountId, accountId));

describe("the account's log", () => {
  it('records a sign-in, and a failed one before it, with address, time and no institute', async () => {
    const { username } = await verifiedAccount(t);
    expect((await loginFrom(username, 'Wrong@123')).statusCode).toBe(401);
    const failedAt = t.clock.now().toISOString();
    t.clock.advance(5_000);
    const res = await loginFrom(username);
    expect(res.statusCode).toBe(200);
    const log = await ownLog(sessionCookie(res));
    expect(log).toEqual([
      expect.objectContaining({
        action: 'account.signedIn',
        actorName: 'Ravi Kumar',
        instituteId: null,
        ip: ADDRESS,
        createdAt: t.clock.now().toISOString(),
        targetType: 'account',
      }),
      expect.objectContaining({
        action: 'account.signInFailed',
        instituteId: null,
        ip: ADDRESS,
        createdAt: failedAt,
        detail: { reason: 'wrongPassword' },
      }),
    ]);
  });

  it('records a password reset through a mailed link, then the sign-in with the new password', async () => {
    const { username, email } = await verifiedAccount(t);
    await post(t, '/rest/auth/password/forgot', { email });
    const [, , , id, token] = mailedLink(t, email).split('/');
    const set = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/password/set',
      headers: { traceid: 'set-password' },
      payload: { id, token, newPassword: NEW, confirmpassword: NEW },
      remoteAddress: ADDRESS,
    });
    expect(set.statusCode, set.body).toBe(200);
    t.clock.advance(1_000);
    const signedIn = await login(t, username, NEW);
    expect(signedIn.statusCode).toBe(200);
    const log = await ownLog(sessionCookie(signedIn));
    expect(log.map((e) => [e.action, e.ip, e.instituteId])).toEqual([
      ['account.signedIn', '127.0.0.1', null],
      ['account.passwordReset', ADDRESS, null],
    ]);
  });

  it('records a change through an enableTp link as a password change, once', async () => {
    const { username, email } = await verifiedAccount(t);
    const cookie = sessionCookie(await login(t, username));
    await post(t, '/rest/auth/password/change-link', undefined, cookie);
    const token = mailedLink(t, email).split('/')[4];
    const body = { tp: 'enableTp', token, password: NEW, confirmPassword: NEW };
    t.clock.advance(1_000);
    expect((await post(t, '/rest/auth/password/change', body)).statusCode).toBe(200);
    // A spent link changes nothing and records nothing.
    expect((await post(t, '/rest/auth/password/change', body)).statusCode).toBe(400);
    t.clock.advance(1_000);
    const actions = (await ownLog(sessionCookie(await login(t, username, NEW)))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['account.signedIn', 'account.passwordChanged', 'account.signedIn']);
  });

  it("records an invited person's first password as set, not reset", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const invited = await call(t, admin, 'POST', `/rest/groups/${institute.id}/members/invite`, {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.iyer@example.com',
      roleId: institute.roles.TEACHER.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [, , , id, token] = mailedLink(t, 'meera.iyer@example.com').split('/');
    const set = await post(t, '/rest/auth/password/set', {
      id,
      token,
      newPassword: NEW,
      confirmpassword: NEW,
    });
    expect(set.statusCode, set.body).toBe(200);
    const [row] = (await rowsOf(await accountIdOf('meera.iyer@example.com'))).filter(
      (r) => r.instituteId === null,
    );
    expect(row).toMatchObject({ action: 'account.passwordSet', targetType: 'account' });
    expect(row?.actorProfileId).toBeTruthy();
  });
});

async function accountIdOf(email: string): Promise<string> {
  const found = await t.app.deps.database.db.query.accounts.findFirst({
    where: (a, { eq: equal }) => equal(a.email, email),
  });
  if (!found) throw new Error(`no account for ${email}`);
  return found.id;
}
