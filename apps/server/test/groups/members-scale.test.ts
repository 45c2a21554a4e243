import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../src/db/schema/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import { as, createClass, createMember, createProfile } from '../support/factories.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';

// Members at school scale (issue 22 item 11): the institute's members filtered by class, role
// and status, found by name, admission number and phone, with their classes and admission
// number; students as themselves; counts of people, not memberships.

const t = useTestApp();
const db = () => t.app.deps.database.db;

type Member = {
  name: string;
  roleName: string;
  admissionNo: string | null;
  classNames: string[];
  ownLogin: boolean;
  active: boolean;
};
type Page = { items: Member[]; total: number };

async function school() {
  const { institute, admin } = await schoolWithAdmin(t, 'Scale School');
  const class10 = await createClass(t, institute, 'Class 10 A');
  const lkg = await createClass(t, institute, 'LKG A');
  const parent = await createMember(t, institute, 'PARENT', { institute, firstName: 'Priya' });
  // Aarav: a child's profile on his mother's account, in the institute and in LKG A.
  const aarav = await createProfile(t, { firstName: 'Aarav', accountId: parent.accountId });
  await createMember(t, institute, 'STUDENT', { institute, profile: aarav });
  await createMember(t, lkg, 'STUDENT', { institute, profile: aarav });
  const kabir = await createMember(t, institute, 'STUDENT', { institute, firstName: 'Kabir' });
  await createMember(t, class10, 'STUDENT', { institute, profile: kabir });
  const teacher = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  await createMember(t, class10, 'TEACHER', { institute, profile: teacher });
  await db()
    .update(userProfiles)
    .set({ registrationNo: 'SS/0101' })
    .where(eq(userProfiles.id, aarav.profileId));
  await db()
    .update(userProfiles)
    .set({ registrationNo: 'SS/0102', phone: '9886054321' })
    .where(eq(userProfiles.id, kabir.profileId));
  await db()
    .update(userProfiles)
    .set({ phone: '+91 98450 12345' })
    .where(eq(userProfiles.id, parent.profileId));
  await linkGuardian(
    db(),
    { parentProfileId: parent.profileId, studentProfileId: aarav.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  return { institute, admin, class10, lkg, parent, aarav, kabir, teacher };
}

const names = (page: Page) => page.items.map((m) => m.name);

describe("the institute's members at school scale", () => {
  it('filters by class, role and status', async () => {
    const s = await school();
    const list = async (query: string) =>
      (
        await call(t, s.admin, 'GET', `/rest/groups/${s.institute.id}/members?${query}`)
      ).json() as Page;
    // Class 10 A: its student and its teacher, as institute members.
    expect(names(await list(`classId=${s.class10.id}`))).toEqual(['Asha Test', 'Kabir Test']);
    expect(names(await list(`classId=${s.lkg.id}`))).toEqual(['Aarav Test']);
    const studentRole = s.institute.roles.STUDENT.id;
    expect(names(await list(`roleId=${studentRole}`))).toEqual(['Aarav Test', 'Kabir Test']);
    expect(names(await list(`roleId=${studentRole}&classId=${s.class10.id}`))).toEqual([
      'Kabir Test',
    ]);
    const active = await list('status=ACTIVE');
    expect(active.total).toBe(5);
    expect((await list('status=INVITED')).total).toBe(0);
    expect((await list('status=UNVERIFIED')).total).toBe(0);
    const bad = await call(t, s.admin, 'GET', `/rest/groups/${s.institute.id}/members?status=GONE`);
    expect(bad.statusCode).toBe(400);
  });

  it('finds a member by admission number, and by their own or a parent’s phone', async () => {
    const s = await school();
    const find = async (search: string) =>
      names(
        (
          await call(
            t,
            s.admin,
            'GET',
            `/rest/groups/${s.institute.id}/members?search=${encodeURIComponent(search)}`,
          )
        ).json() as Page,
      );
    expect(await find('ss/0102')).toEqual(['Kabir Test']);
    expect(await find('SS/01')).toEqual(['Aarav Test', 'Kabir Test']);
    expect(await find('98860 54321')).toEqual(['Kabir Test']);
    // The mother's number finds her and her child.
    expect(await find('9845012345')).toEqual(['Aarav Test', 'Priya Test']);
  });

  it('shows each member’s classes and admission number, and whether the login is their own', async () => {
    const s = await school();
    const page = (
      await call(t, s.admin, 'GET', `/rest/groups/${s.institute.id}/members?pageSize=50`)
    ).json() as Page;
    const byName = new Map(page.items.map((m) => [m.name, m]));
    expect(byName.get('Aarav Test')).toMatchObject({
      roleName: 'Student',
      admissionNo: 'SS/0101',
      classNames: ['LKG A'],
      ownLogin: false,
    });
    expect(byName.get('Kabir Test')).toMatchObject({
      admissionNo: 'SS/0102',
      classNames: ['Class 10 A'],
      ownLogin: true,
    });
    expect(byName.get('Asha Test')?.classNames).toEqual(['Class 10 A']);
    expect(byName.get('Priya Test')?.classNames).toEqual([]);
  });

  it('counts people, not memberships: a role held in the institute and a class is one person', async () => {
    const s = await school();
    const roles = (
      await call(t, s.admin, 'GET', `/rest/roles?groupId=${s.institute.id}`)
    ).json() as {
      builtinKey: string | null;
      memberCount: number;
    }[];
    // Two students, each in the institute and a class (four memberships).
    expect(roles.find((r) => r.builtinKey === 'STUDENT')?.memberCount).toBe(2);
    expect(roles.find((r) => r.builtinKey === 'TEACHER')?.memberCount).toBe(1);
    const classes = (
      await call(t, s.admin, 'GET', `/rest/groups/${s.institute.id}/classes`)
    ).json() as { name: string; memberCount: number }[];
    // In school order, LKG before Class 10.
    expect(classes.map((c) => [c.name, c.memberCount])).toEqual([
      ['LKG A', 1],
      ['Class 10 A', 2],
    ]);
  });

  it('finds nothing through a class of another institute', async () => {
    const s = await school();
    const other = await schoolWithAdmin(t, 'Other School');
    const theirs = await createClass(t, other.institute, 'Class 10 A');
    await createMember(t, theirs, 'STUDENT', { institute: other.institute });
    const res = await call(
      t,
      s.admin,
      'GET',
      `/rest/groups/${s.institute.id}/members?classId=${theirs.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Page).total).toBe(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/rest/groups/${s.institute.id}/members?search=SS%2F0101`,
      headers: as(other.admin, { institute: other.institute.id }),
    });
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
