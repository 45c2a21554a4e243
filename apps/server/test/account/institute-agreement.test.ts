import { ERROR_CODES, ERROR_MESSAGES } from '@shala/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setAccount } from '../support/account-helpers.js';
import { useTestApp } from '../support/app.js';
import { as, type TestInstitute, type TestProfile } from '../support/factories.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';
import { csvOf, importStudents, studentRow } from '../support/imports-helpers.js';

// Review finding 10: `mallory_rival` had the institute agreement pending, yet listed roles,
// invited a member, created a class and imported students: only the web router sent her to
// /sign-contract. The server now refuses those calls with 403 CONTRACT_PENDING until she signs.

const t = useTestApp();

/** An institute admin whose agreement waits for signature, as the super admin's creation leaves it. */
async function pendingAdmin() {
  const { institute, admin } = await schoolWithAdmin(t, 'Rival Academy');
  await setAccount(t, admin, {
    userContract: 'Shala Institute Administrator Agreement — Rival Academy',
  });
  const card = await call(t, admin, 'GET', '/rest/auth/me');
  const fullName = `${card.json().firstName} ${card.json().lastName}`;
  return { institute, admin, fullName };
}

/** The review's four calls, each with fresh names so that a second round succeeds too. */
function reviewCalls(institute: TestInstitute, admin: TestProfile, round: number) {
  const headers = as(admin, { institute: institute.id, session: institute.session.id });
  const roles = () => call(t, admin, 'GET', `/rest/roles?groupId=${institute.id}`);
  const invite = () =>
    call(t, admin, 'POST', `/rest/groups/${institute.id}/members/invite`, {
      email: `invited${round}@example.com`,
      firstName: 'Invited',
      lastName: 'Person',
      roleId: institute.roles.TEACHER.id,
    });
  const createClass = () =>
    call(t, admin, 'POST', `/rest/groups/${institute.id}/classes`, {
      level: 'Class 5',
      sections: [round === 1 ? 'A' : 'B'],
    });
  const importRows = () =>
    importStudents(
      t,
      institute.id,
      headers,
      csvOf('students', [studentRow(round, { className: 'Class 9 Z' })]),
    );
  return { roles, invite, createClass, importRows };
}

const expectPending = (res: LightMyRequestResponse, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect(res.json(), what).toEqual({
    message: ERROR_MESSAGES.contractPending,
    code: ERROR_CODES.contractPending,
  });
};

describe('finding 10: the institute agreement is enforced by the server', () => {
  it('refuses the review calls with 403 CONTRACT_PENDING until signed; after signing they work', async () => {
    const { institute, admin, fullName } = await pendingAdmin();
    const before = reviewCalls(institute, admin, 1);
    expectPending(await before.roles(), 'GET /rest/roles');
    expectPending(await before.invite(), 'POST members/invite');
    expectPending(await before.createClass(), 'POST classes');
    expectPending(await before.importRows(), 'POST /rest/import/students');
    expectPending(await call(t, admin, 'GET', '/rest/account/info'), 'GET /rest/account/info');
    // An encoded path is the same route, and gets the same answer.
    expectPending(
      await call(t, admin, 'GET', `/%72est/roles?groupId=${institute.id}`),
      'GET /%72est/roles',
    );
    // Nothing was written.
    const members = await t.app.deps.database.db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.email, 'invited1@example.com'),
    });
    expect(members).toBeUndefined();

    const signed = await call(t, admin, 'POST', '/rest/account/contract/sign', {
      agree: true,
      fullName,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const after = reviewCalls(institute, admin, 2);
    expect((await after.roles()).statusCode).toBe(200);
    expect((await after.invite()).statusCode).toBe(201);
    expect((await after.createClass()).statusCode).toBe(201);
    const imported = await after.importRows();
    expect(imported.statusCode, imported.body).toBe(200);
  });

  it('keeps open what signing in and the /sign-contract page need', async () => {
    const { institute, admin } = await pendingAdmin();
    const open = [
      ['GET', '/rest/auth/me'],
      ['GET', '/rest/account/contract'],
      ['GET', '/rest/permission/user'],
      ['GET', '/rest/permission/groups'],
      ['GET', `/rest/academic/session/all?groupId=${institute.id}`],
    ] as const;
    for (const [method, url] of open) {
      const res = await call(t, admin, method, url);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
    const contract = await call(t, admin, 'GET', '/rest/account/contract');
    expect(contract.json().text).toContain('Rival Academy');
    // Signing out works, and the cookie is then of no use.
    const out = await call(t, admin, 'POST', '/rest/auth/logout');
    expect(out.statusCode).toBe(204);
    expect((await call(t, admin, 'GET', '/rest/auth/me')).statusCode).toBe(401);
  });

  it('leaves accounts without a pending agreement alone', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    expect((await call(t, admin, 'GET', `/rest/roles?groupId=${institute.id}`)).statusCode).toBe(
      200,
    );
  });
});
