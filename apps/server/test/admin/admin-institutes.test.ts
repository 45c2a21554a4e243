import { ADMIN_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  academicSessions,
  accounts,
  auditEvents,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../src/db/schema/index.js';
import { adminCall, newInstituteBody, superAdmin } from '../support/admin-helpers.js';
import { sessionCookie, useTestApp } from '../support/app.js';
import { login, mailedLink, post, verifiedAccount } from '../support/auth-helpers.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
} from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const URL_ = '/rest/admin/institutes';
const create = (cookie: string, body: unknown) => adminCall(t, 'POST', URL_, cookie, body);
const institutesNamed = (name: string) => db().select().from(groups).where(eq(groups.name, name));

describe('super admin creates an institute with its first admin', () => {
  it('makes the institute, its active session, roles, the invited admin and audit rows in one go', async () => {
    const chief = await superAdmin(t);
    const res = await create(chief, newInstituteBody());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Green Valley School',
      admin: { email: 'meena.iyer@greenvalley.example.com', username: 'meena_iyer', invited: true },
      message: ADMIN_MESSAGES.created('Green Valley School', 'meena.iyer@greenvalley.example.com'),
    });

    const [institute] = await institutesNamed('Green Valley School');
    expect(institute).toMatchObject({
      type: 'INSTITUTE',
      verified: false,
      activeSessionId: body.sessionId,
    });
    const [session] = await db()
      .select()
      .from(academicSessions)
      .where(eq(academicSessions.instituteId, body.instituteId));
    expect(session).toMatchObject({
      name: '2026-27',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
      activeStatus: true,
    });
    const roleRows = await db().select().from(roles).where(eq(roles.instituteId, body.instituteId));
    expect(roleRows.map((r) => r.builtinKey)).toContain('INSTITUTE_ADMIN');

    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, body.admin.profileId));
    expect(profile).toMatchObject({
      firstName: 'Meena',
      lastName: 'Iyer',
      phone: '9876501234',
      verified: true,
      defaultInstituteId: body.instituteId,
    });
    const [membership] = await db()
      .select({ sessionId: memberships.sessionId, key: roles.builtinKey })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(eq(memberships.profileId, body.admin.profileId));
    expect(membership).toEqual({ sessionId: null, key: 'INSTITUTE_ADMIN' });

    const [chiefAccount] = await db().select().from(accounts).where(eq(accounts.username, 'chief'));
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.instituteId, body.instituteId));
    expect(audit.map((a) => a.action).sort()).toEqual(['institute.created', 'membership.added']);
    for (const row of audit) {
      expect(row.actorAccountId).toBe(chiefAccount?.id);
      expect(row.actorProfileId).toBeTruthy();
      expect(row.ip).toBe('127.0.0.1');
    }
  });

  it('mails an invitation whose link sets the password; the admin then runs the institute', async () => {
    const chief = await superAdmin(t);
    const { instituteId } = (await create(chief, newInstituteBody())).json();
    const to = 'meena.iyer@greenvalley.example.com';
    const mail = t.mailer.last(to);
    expect(mail.subject).toBe('Shala: welcome, set your password');
    expect(mail.text).toContain('Dear Meena,');
    expect(mail.text).toContain('You are the administrator of Green Valley School on Shala.');
    expect(mail.text).toContain('Your username is meena_iyer.');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain('You are the administrator of Green Valley School on Shala.');

    const [, , , id, token] = mailedLink(t, to).split('/');
    expect(mailedLink(t, to)).toMatch(/^\/auth\/setpassword\//);
    // Before the link is used, no password signs in.
    expect((await login(t, 'meena_iyer', 'Banyan@Leaf77')).statusCode).toBe(401);
    const set = await post(t, '/rest/auth/password/set', {
      id,
      token,
      newPassword: 'Banyan@Leaf77',
      confirmpassword: 'Banyan@Leaf77',
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(t, 'meena_iyer', 'Banyan@Leaf77');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // First the institute's agreement (spec §4 userContract): sign-in sends the admin to sign it.
    expect(signedIn.json().userContract).toContain(
      'Shala Institute Administrator Agreement — Green Valley School',
    );
    const cookie = sessionCookie(signedIn);
    const signed = await adminCall(t, 'POST', '/rest/account/contract/sign', cookie, {
      agree: true,
      fullName: 'Meena Iyer',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const me = await adminCall(t, 'GET', '/rest/auth/me', cookie);
    expect(me.json().userContract ?? null).toBeNull();
    const perms = await adminCall(t, 'GET', '/rest/permission/groups', cookie);
    expect(perms.statusCode, perms.body).toBe(200);
    expect(perms.json()[instituteId]).toContain('manageGroup');
    // The link was single use.
    const again = await post(t, '/rest/auth/password/set', {
      id,
      token,
      newPassword: 'Neem&Mango58',
      confirmpassword: 'Neem&Mango58',
    });
    expect(again.statusCode).toBe(400);
  });

  it('tells an existing account instead of inviting it, and keeps its default institute', async () => {
    const chief = await superAdmin(t);
    const { email, username } = await verifiedAccount(t, { email: 'ravi.kumar@example.com' });
    const other = await createInstitute(t);
    const [before] = await db().select().from(accounts).where(eq(accounts.username, username));
    await db()
      .update(userProfiles)
      .set({ defaultInstituteId: other.id, verified: false })
      .where(eq(userProfiles.accountId, before?.id ?? ''));
    const res = await create(
      chief,
      newInstituteBody({ admin: { email: 'RAVI.KUMAR@example.com' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.admin).toMatchObject({ username, invited: false });
    expect(body.message).toBe(ADMIN_MESSAGES.createdExisting('Green Valley School', email));
    const mail = t.mailer.last(email);
    expect(mail.subject).toBe('Shala: You are the administrator of Green Valley School on Shala.');
    expect(mail.text).toContain(`http://shala.test/quick-setup/institute/${body.instituteId}`);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, body.admin.profileId));
    // The super admin vouches for the person; the default institute the person chose stays.
    expect(profile).toMatchObject({ verified: true, defaultInstituteId: other.id });
  });

  it('refuses a second institute of the same name (409), case and spaces aside', async () => {
    const chief = await superAdmin(t);
    expect((await create(chief, newInstituteBody())).statusCode).toBe(201);
    const again = await create(
      chief,
      newInstituteBody({ name: '  green   VALLEY school ', admin: { email: 'x@example.com' } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_MESSAGES.duplicateInstitute('green VALLEY school'));
    const all = await db().select().from(groups).where(eq(groups.type, 'INSTITUTE'));
    expect(all).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === 'x@example.com')).toHaveLength(0);
  });

  it('lets only one of two simultaneous creations of the same name through', async () => {
    const chief = await superAdmin(t);
    const answers = await Promise.all([
      create(chief, newInstituteBody({ name: 'Twin School' })),
      create(chief, newInstituteBody({ name: 'twin school', admin: { email: 'b@example.com' } })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const all = await db().select().from(groups).where(eq(groups.type, 'INSTITUTE'));
    expect(all).toHaveLength(1);
  });

  it('rolls everything back when the admin is refused after the institute was inserted', async () => {
    const chief = await superAdmin(t);
    // A platform super admin's address may not be a school's administrator.
    const res = await create(
      chief,
      newInstituteBody({ name: 'Rollback School', admin: { email: 'chief@platform.example.com' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.adminIsSuperAdmin);
    expect(await institutesNamed('Rollback School')).toHaveLength(0);
    expect(await db().select().from(academicSessions)).toHaveLength(0);
    expect(await db().select().from(roles)).toHaveLength(0);
    expect(
      await db().select().from(auditEvents).where(eq(auditEvents.action, 'institute.created')),
    ).toHaveLength(0);
    expect(t.mailer.sent.filter((m) => m.to === 'chief@platform.example.com')).toHaveLength(0);
    // The same name then works with a proper admin.
    const ok = await create(chief, newInstituteBody({ name: 'Rollback School' }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('is for the super admin only: 401 signed out, 403 for users and institute admins', async () => {
    const school = await createInstitute(t);
    const instituteAdmin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    const user = await createProfile(t);
    const body = newInstituteBody();
    expect((await adminCall(t, 'POST', URL_, undefined, body)).statusCode).toBe(401);
    expect((await adminCall(t, 'POST', URL_, user.cookie, body)).statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'POST',
      url: URL_,
      headers: as(instituteAdmin, { institute: school.id }),
      payload: body,
    });
    expect(asAdmin.statusCode).toBe(403);
    for (const url of [URL_, `${URL_}?search=a`]) {
      expect((await adminCall(t, 'GET', url)).statusCode).toBe(401);
      expect((await adminCall(t, 'GET', url, instituteAdmin.cookie)).statusCode).toBe(403);
    }
    const verify = `${URL_}/${school.id}/verify`;
    expect((await adminCall(t, 'POST', verify, undefined, { verified: true })).statusCode).toBe(
      401,
    );
    expect(
      (await adminCall(t, 'POST', verify, instituteAdmin.cookie, { verified: true })).statusCode,
    ).toBe(403);
    expect(await institutesNamed('Green Valley School')).toHaveLength(0);
  });

  it('refuses hostile input with 400 and the field message', async () => {
    const chief = await superAdmin(t);
    const base = newInstituteBody();
    const cases: [unknown, string | RegExp][] = [
      [{ ...base, name: '   ' }, ADMIN_MESSAGES.instituteName],
      [{ ...base, name: 'x'.repeat(121) }, ADMIN_MESSAGES.instituteNameTooLong],
      [{ ...base, session: { ...base.session, startDate: '31/02/2026' } }, /dd\/mm\/yyyy/],
      [{ ...base, session: { ...base.session, endDate: '2027-03-31' } }, /dd\/mm\/yyyy/],
      [
        { ...base, session: { ...base.session, endDate: '01/03/2026' } },
        'The end date must be after the start date.',
      ],
      [{ ...base, admin: { ...base.admin, email: 'not-an-email' } }, 'Enter Valid Email'],
      [{ ...base, admin: { ...base.admin, firstName: 'R2D2' } }, 'First Name cannot have numbers'],
      [{ ...base, admin: { ...base.admin, phone: '98765abcde' } }, 'Phone Number cannot have text'],
      [{ ...base, admin: { ...base.admin, isSuperAdmin: true } }, /./],
      [{ ...base, verified: true }, /./],
      [{ ...base, admin: 'me' }, /./],
      [{ name: base.name }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await create(chief, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await db().select().from(groups)).toHaveLength(0);
  });
});

describe('super admin lists and verifies institutes', () => {
  it('lists newest first with counts, admins, search, verified filter and pages', async () => {
    const chief = await superAdmin(t);
    const first = (await create(chief, newInstituteBody({ name: 'Alpha Academy' }))).json();
    t.clock.advanceSeconds(60);
    await create(
      chief,
      newInstituteBody({ name: 'Beta School', admin: { email: 'beta.admin@example.com' } }),
    );
    t.clock.advanceSeconds(60);
    const gamma = await createInstitute(t, { name: 'Gamma_100% College' });
    const klass = await createClass(t, gamma, 'Class 1 A');
    await createMember(t, klass, 'STUDENT', { institute: gamma });
    await createMember(t, gamma, 'TEACHER', { institute: gamma });

    const all = (await adminCall(t, 'GET', URL_, chief)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((i: { name: string }) => i.name)).toEqual([
      'Gamma_100% College',
      'Beta School',
      'Alpha Academy',
    ]);
    expect(all.items[0]).toMatchObject({
      classCount: 1,
      memberCount: 2,
      verified: false,
      admins: [],
    });
    expect(all.items[2]).toMatchObject({
      id: first.instituteId,
      classCount: 0,
      memberCount: 1,
      activeSessionName: '2026-27',
      setupCompleted: false,
      admins: [{ fullName: 'Meena Iyer', email: 'meena.iyer@greenvalley.example.com' }],
    });
    expect(Number.isNaN(Date.parse(all.items[2].createdAt))).toBe(false);

    const search = (q: string) => adminCall(t, 'GET', `${URL_}?${q}`, chief).then((r) => r.json());
    expect((await search('search=SCHOOL')).items.map((i: { name: string }) => i.name)).toEqual([
      'Beta School',
    ]);
    // LIKE's wildcards are taken literally.
    expect((await search('search=_100%25')).total).toBe(1);
    expect((await search('search=%25')).total).toBe(1);
    const page2 = await search('page=2&pageSize=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.items.map((i: { name: string }) => i.name)).toEqual(['Alpha Academy']);

    const verify = await adminCall(t, 'POST', `${URL_}/${first.instituteId}/verify`, chief, {
      verified: true,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toEqual({ id: first.instituteId, verified: true });
    expect((await search('verified=true')).items.map((i: { name: string }) => i.name)).toEqual([
      'Alpha Academy',
    ]);
    expect((await search('verified=false')).total).toBe(2);
  });

  it('verifies and unverifies, recording each change once', async () => {
    const chief = await superAdmin(t);
    const school = await createInstitute(t);
    const verify = (verified: unknown) =>
      adminCall(t, 'POST', `${URL_}/${school.id}/verify`, chief, { verified });
    expect((await verify(true)).statusCode).toBe(200);
    expect((await verify(true)).statusCode).toBe(200);
    const [row] = await db().select().from(groups).where(eq(groups.id, school.id));
    expect(row?.verified).toBe(true);
    expect((await verify(false)).json()).toEqual({ id: school.id, verified: false });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.instituteId, school.id), eq(auditEvents.targetId, school.id)));
    // Both rows carry the test clock's one instant: the table gives them back in no set order.
    const changes = audit.filter((a) => a.action !== 'institute.created');
    expect(changes.map((a) => a.action).sort()).toEqual([
      'institute.unverified',
      'institute.verified',
    ]);
    expect(changes.every((a) => a.ip === '127.0.0.1' && a.actorAccountId)).toBe(true);

    expect((await verify('yes')).statusCode).toBe(400);
    const klass = await createClass(t, school);
    const missing = [
      `${URL_}/${klass.id}/verify`,
      `${URL_}/00000000-0000-4000-8000-000000000000/verify`,
    ];
    for (const url of missing) {
      const res = await adminCall(t, 'POST', url, chief, { verified: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ADMIN_MESSAGES.instituteNotFound);
    }
    const bad = await adminCall(t, 'POST', `${URL_}/not-a-uuid/verify`, chief, { verified: true });
    expect(bad.statusCode).toBe(400);
    const badQuery = await adminCall(t, 'GET', `${URL_}?pageSize=1000&verified=maybe`, chief);
    expect(badQuery.statusCode).toBe(400);
  });
});
