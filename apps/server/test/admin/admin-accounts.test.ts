import { ADMIN_MESSAGES, MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, userProfiles } from '../../src/db/schema/index.js';
import { adminCall, newInstituteBody, superAdmin } from '../support/admin-helpers.js';
import { useTestApp } from '../support/app.js';
import { verifiedAccount } from '../support/auth-helpers.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
} from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const ACCOUNTS = '/rest/admin/accounts';
const verifyUrl = (profileId: string) => `/rest/admin/profiles/${profileId}/verify`;

type Account = {
  username: string;
  email: string;
  profiles: { id: string; fullName: string; verified: boolean; institutes: { name: string }[] }[];
};

describe('super admin lists accounts', () => {
  it('finds accounts by username, e-mail or profile name, with profiles and their institutes', async () => {
    const chief = await superAdmin(t);
    const school = await createInstitute(t, { name: 'Lotus School' });
    const klass = await createClass(t, school, 'Class 2 A');
    const teacher = await createMember(t, school, 'TEACHER', {
      institute: school,
      profile: await createProfile(t, { firstName: 'Kiran' }),
    });
    // A linked second profile of the same account, a student in a class of the institute.
    await createMember(t, klass, 'STUDENT', {
      institute: school,
      profile: await createProfile(t, {
        accountId: teacher.accountId,
        firstName: 'Tara',
        verified: false,
      }),
    });
    await verifiedAccount(t, { fName: 'Ravi', lName: 'Kumar', email: 'ravi.k@example.com' });

    const list = (q = '') =>
      adminCall(t, 'GET', `${ACCOUNTS}${q}`, chief).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json() as { total: number; items: Account[] };
      });
    const everyone = await list();
    expect(everyone.total).toBe(3);
    const chiefRow = everyone.items.find((a) => a.username === 'chief');
    expect(chiefRow).toMatchObject({ accountRole: 'ROLE_SUPER_ADMIN', emailVerified: true });

    const byName = await list('?search=tara');
    expect(byName.total).toBe(1);
    const [kiran] = byName.items;
    expect(kiran?.profiles.map((p) => p.fullName)).toEqual(['Kiran Test', 'Tara Test']);
    expect(kiran?.profiles.map((p) => p.institutes.map((i) => i.name))).toEqual([
      ['Lotus School'],
      ['Lotus School'],
    ]);
    expect(kiran?.profiles.map((p) => p.verified)).toEqual([true, false]);
    expect((await list('?search=RAVI.K@')).items.map((a) => a.email)).toEqual([
      'ravi.k@example.com',
    ]);
    expect((await list('?search=ravi_kumar')).total).toBe(1);
    expect((await list('?search=ravi%20kumar')).total).toBe(1);
    expect((await list('?search=nobody')).total).toBe(0);
    const page = await list('?page=2&pageSize=2');
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('shows an invited account as not yet having a password', async () => {
    const chief = await superAdmin(t);
    await adminCall(t, 'POST', '/rest/admin/institutes', chief, newInstituteBody());
    const [meena] = (await adminCall(t, 'GET', `${ACCOUNTS}?search=meena`, chief)).json().items;
    expect(meena).toMatchObject({
      username: 'meena_iyer',
      emailVerified: false,
      passwordSet: false,
      profiles: [
        { verified: true, isDefault: true, institutes: [{ name: 'Green Valley School' }] },
      ],
    });
  });
});

describe('super admin verifies profiles', () => {
  it('verifies and unverifies; the profile then holds only default permissions', async () => {
    const chief = await superAdmin(t);
    const school = await createInstitute(t);
    const teacher = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    const sessions = () =>
      t.app.inject({
        method: 'GET',
        url: `/rest/audit?groupId=${school.id}`,
        headers: as(teacher),
      });
    expect((await sessions()).statusCode).toBe(200);

    const off = await adminCall(t, 'POST', verifyUrl(teacher.profileId), chief, {
      verified: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: teacher.profileId, verified: false });
    const refused = await sessions();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.verifyAccount);

    // The same state again changes nothing and records nothing.
    await adminCall(t, 'POST', verifyUrl(teacher.profileId), chief, { verified: false });
    const on = await adminCall(t, 'POST', verifyUrl(teacher.profileId), chief, { verified: true });
    expect(on.json()).toEqual({ id: teacher.profileId, verified: true });
    expect((await sessions()).statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, teacher.profileId));
    expect(row?.verified).toBe(true);

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, teacher.profileId));
    // Both rows carry the test clock's one instant: the table gives them back in no set order.
    const changes = audit.filter((a) => a.action.startsWith('profile.'));
    expect(changes.map((a) => a.action).sort()).toEqual(['profile.unverified', 'profile.verified']);
    expect(changes.every((a) => a.ip === '127.0.0.1' && a.actorAccountId !== null)).toBe(true);
  });

  it('answers 404 for an unknown profile and 400 for bad input', async () => {
    const chief = await superAdmin(t);
    const unknown = await adminCall(
      t,
      'POST',
      verifyUrl('00000000-0000-4000-8000-000000000000'),
      chief,
      { verified: true },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.profileNotFound);
    const profile = await createProfile(t);
    for (const body of [{ verified: 'true' }, {}, { verified: true, role: 'ROLE_SUPER_ADMIN' }]) {
      const res = await adminCall(t, 'POST', verifyUrl(profile.profileId), chief, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await adminCall(t, 'POST', verifyUrl('x'), chief, { verified: true })).statusCode).toBe(
      400,
    );
    const badQuery = await adminCall(t, 'GET', `${ACCOUNTS}?page=0`, chief);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toBe(ADMIN_MESSAGES.badPage);
    const longSearch = await adminCall(t, 'GET', `${ACCOUNTS}?search=${'a'.repeat(101)}`, chief);
    expect(longSearch.json().message).toBe(ADMIN_MESSAGES.searchTooLong);
  });

  it('is for the super admin only', async () => {
    const school = await createInstitute(t);
    const instituteAdmin = await createMember(t, school, 'INSTITUTE_ADMIN', { institute: school });
    const url = verifyUrl(instituteAdmin.profileId);
    expect((await adminCall(t, 'GET', ACCOUNTS)).statusCode).toBe(401);
    expect((await adminCall(t, 'GET', ACCOUNTS, instituteAdmin.cookie)).statusCode).toBe(403);
    expect((await adminCall(t, 'POST', url, undefined, { verified: false })).statusCode).toBe(401);
    const own = await adminCall(t, 'POST', url, instituteAdmin.cookie, { verified: true });
    expect(own.statusCode).toBe(403);
  });
});
