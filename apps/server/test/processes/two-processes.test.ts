// Issue 9: with DATABASE_URL the portal runs as several processes, and they must agree. Two
// real server processes (A and B) from source on one fresh PostgreSQL database: what one counts
// or changes, the other sees. Runs in the PostgreSQL run of the API suite (TEST_DATABASE_URL).
import { API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.js';
// Accounts are made by the factories, not signed up: a sign-up's code mail is queued where the
// server processes' mail workers may deliver it before this process's mailer sees it.
import { accountRow, CURRENT, withPassword } from '../support/account-helpers.js';
import type { TestContext } from '../support/app.js';
import { register } from '../support/auth-helpers.js';
import { createInstitute, createMember } from '../support/factories.js';
import { PROCESS_HOOK_MS } from '../support/timeouts.js';
import {
  call,
  freshDatabase,
  localApp,
  type ServerProcess,
  seenWithin,
  signInThrough,
  startServers,
  stopServer,
} from './servers.js';

/** Generous: a busy machine may take seconds to pass a notice between processes. */
const NOTICE_WAIT_MS = 30_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let local: Awaited<ReturnType<typeof localApp>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await freshDatabase('two');
  local = await localApp(database.url);
  [a, b] = (await startServers(2, database.url)) as [ServerProcess, ServerProcess];
}, 180_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
  await local?.app.close();
  await local?.database.close();
  await database?.drop();
}, PROCESS_HOOK_MS);

const t = (): TestContext => local;

describe('two server processes on one PostgreSQL', () => {
  it('counts wrong one-time codes sent alternately to A and B together: the 11th is refused, as on one process', async () => {
    const signUp = await register(t(), {
      email: 'kiran.rao@example.com',
      fName: 'Kiran',
      lName: 'Rao',
    });
    expect(signUp.statusCode).toBe(201);
    const { username } = signUp.json() as { username: string };
    const guess = (server: ServerProcess) =>
      call(server, 'POST', '/rest/auth/otp/confirm', { body: { username, otp: '000000' } });
    for (let i = 0; i < 10; i += 1) {
      const res = await guess(i % 2 === 0 ? a : b);
      expect(res.status, `guess ${i + 1}`).not.toBe(429);
    }
    // Five went to each: on separate counters neither would be near the limit of 10.
    for (const server of [a, b]) {
      const res = await guess(server);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        message: 'Too many attempts. Please try again in 15 minutes.',
        code: 'RATE_LIMITED',
      });
    }
  });

  // The identity cache keeps an entry until a notice drops it (no expiry), so a refusal seen at
  // all proves the notice crossed the bus; how fast it crosses is measured in bench/, not here.
  it('refuses on A a session signed out through B', async () => {
    const { username } = await accountRow(t(), await withPassword(t()));
    const cookie = await signInThrough(a, username, CURRENT);
    expect((await call(a, 'GET', API.me, { cookie })).status).toBe(200);

    const out = await call(b, 'POST', API.logout, { cookie });
    expect(out.ok).toBe(true);
    await seenWithin(
      NOTICE_WAIT_MS,
      async () => (await call(a, 'GET', API.me, { cookie })).status === 401,
    );
  });

  it("narrows A's group permissions when B removes the membership", async () => {
    const school = await createInstitute(t(), { name: 'Two Process School' });
    const admin = await createMember(t(), school, 'INSTITUTE_ADMIN', { institute: school });
    const account = await withPassword(t());
    const cookie = await signInThrough(a, (await accountRow(t(), account)).username, CURRENT);
    const teacher = await createMember(t(), school, 'TEACHER', {
      institute: school,
      profile: { ...account, cookie },
    });
    const groups = async () =>
      (await (await call(a, 'GET', '/rest/permission/groups', { cookie })).json()) as Record<
        string,
        string[]
      >;
    // The membership was written here, beside A: A sees it once its notice has arrived.
    await seenWithin(NOTICE_WAIT_MS, async () => ((await groups())[school.id]?.length ?? 0) > 0);

    const [membership] = await local.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.profileId, teacher.profileId));
    const removed = await call(b, 'DELETE', `/rest/groups/${school.id}/members/${membership?.id}`, {
      cookie: admin.cookie,
    });
    expect(removed.status, await removed.text()).toBe(204);
    await seenWithin(NOTICE_WAIT_MS, async () => (await groups())[school.id] === undefined);
  });
});
