import { FIRST_RUN_API, FIRST_RUN_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, groups } from '../../src/db/schema/index.js';
import { newInstituteBody, superAdmin } from '../support/admin-helpers.js';
import { sessionCookie, useTestApp } from '../support/app.js';
import { get, post, register } from '../support/auth-helpers.js';
import { createInstitute } from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const URL_ = FIRST_RUN_API.firstRun;

const firstRunBody = (
  overrides: { password?: string; email?: string; adminEmail?: string } = {},
) => ({
  superAdmin: {
    firstName: 'Ravi',
    lastName: 'Kumar',
    username: 'ravi_admin',
    email: overrides.email ?? 'ravi@platform.example.com',
    password: overrides.password ?? 'Platform@2026x',
    cPassword: overrides.password ?? 'Platform@2026x',
  },
  institute: newInstituteBody(
    overrides.adminEmail ? { admin: { email: overrides.adminEmail } } : {},
  ),
});

const status = async () => (await get(t, URL_)).json() as { open: boolean };

describe('the first run of a fresh portal', () => {
  it('is open on an empty platform and makes the super admin and the first institute, signed in', async () => {
    expect(await status()).toEqual({ open: true });
    const res = await post(t, URL_, firstRunBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'ravi_admin',
      message: FIRST_RUN_MESSAGES.done('Green Valley School', 'meena.iyer@greenvalley.example.com'),
    });
    const [chief] = await db().select().from(accounts).where(eq(accounts.username, 'ravi_admin'));
    expect(chief).toMatchObject({ accountRole: 'ROLE_SUPER_ADMIN' });
    expect(chief?.emailVerifiedAt).not.toBeNull();
    expect(chief?.passwordHash).toMatch(/^\$argon2id\$/);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Green Valley School'));
    expect(institute?.id).toBe(res.json().instituteId);
    // The institute's own admin is invited by mail, as from the Admin Console.
    await t.mailer.waitFor((m) => m.to === 'meena.iyer@greenvalley.example.com');

    const me = await get(t, '/rest/auth/me', sessionCookie(res));
    expect(me.statusCode, me.body).toBe(200);
    // Once only: the wizard is closed for good.
    expect(await status()).toEqual({ open: false });
    const again = await post(t, URL_, firstRunBody({ email: 'other@platform.example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FIRST_RUN_MESSAGES.closed);
  });

  it('is closed once a super admin exists (INITIAL_ADMIN_* or the demo)', async () => {
    await superAdmin(t);
    expect(await status()).toEqual({ open: false });
    const res = await post(t, URL_, firstRunBody());
    expect(res.statusCode).toBe(409);
    expect(await db().select().from(groups)).toEqual([]);
  });

  it('is closed once an institute exists', async () => {
    await createInstitute(t);
    expect(await status()).toEqual({ open: false });
    expect((await post(t, URL_, firstRunBody())).statusCode).toBe(409);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const weak = await post(t, URL_, firstRunBody({ password: 'short' }));
    expect(weak.statusCode).toBe(400);
    const common = await post(t, URL_, firstRunBody({ password: 'Password@123' }));
    expect(common.statusCode).toBe(400);
    // The super admin may not double as the school's admin: the whole run is refused.
    const same = await post(t, URL_, firstRunBody({ adminEmail: 'ravi@platform.example.com' }));
    expect(same.statusCode).toBe(409);
    const hostile = await post(t, URL_, { superAdmin: { username: "x'; drop table accounts;--" } });
    expect(hostile.statusCode).toBe(400);
    expect(await db().select().from(accounts)).toEqual([]);
    expect(await db().select().from(groups)).toEqual([]);
    expect(await status()).toEqual({ open: true });
  });

  it('takes two visitors in turn: one wins, the other is told it is set up', async () => {
    const [a, b] = await Promise.all([
      post(t, URL_, firstRunBody()),
      post(t, URL_, firstRunBody({ email: 'second@platform.example.com' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const admins = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.accountRole, 'ROLE_SUPER_ADMIN'));
    expect(admins).toHaveLength(1);
  });

  it('does not take a username or e-mail a sign-up holds', async () => {
    expect((await register(t, { email: 'ravi@platform.example.com' })).statusCode).toBe(201);
    const res = await post(t, URL_, firstRunBody());
    expect(res.statusCode).toBe(409);
    expect(await status()).toEqual({ open: true });
  });
});
