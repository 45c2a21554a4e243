import { API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';
import { statementsDuring } from '../support/statements.js';

// The caller (session, account, profiles, memberships, groups) is cached per process. These
// tests hold it to two promises: the hot calls cost few statements, and the cache is exact —
// a change is seen by the very next call, and no answer crosses profiles, accounts or
// institutes.

const t = useTestApp();

/** The statements a call sends to the database. */
/**
 * A statement of the teacher's live day on the dashboard (today's exams, left to mark, and the
 * subjects they teach, which the admin may change at any time).
 */
const readsExams = (sql: string) =>
  /from "(academic_tasks|exam_answers|class_subject_teachers)"/.test(sql);

const statementsOf = (call: () => Promise<unknown>) => statementsDuring(t, call);

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

async function school() {
  const institute = await createInstitute(t, { name: 'Oak School' });
  const klass = await createClass(t, institute, 'Class 5 A');
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const teacher = await createMember(t, klass, 'TEACHER', { institute });
  await createMember(t, institute, 'TEACHER', { institute, profile: teacher });
  return { institute, klass, admin, teacher };
}

/** What the web sends with every call once it knows its institute, class and session. */
const browser = (
  p: TestProfile,
  s: { institute: { id: string; session: { id: string } }; klass: { id: string } },
) =>
  as(p, {
    profile: p.profileId,
    institute: s.institute.id,
    classGroup: s.klass.id,
    session: s.institute.session.id,
  });

describe('the caller cache', () => {
  it('answers /auth/me and the permission poll from memory once warm, and the dashboard in few statements', async () => {
    const s = await school();
    // The notices of the school's writes have all arrived: none can drop what is warmed.
    await t.app.identity.sync();
    const h = browser(s.teacher, s);
    // Warm: the first calls read the session, profiles, memberships and groups once.
    for (const url of [API.me, API.userPermissions, API.groupPermissions]) {
      expect((await get(url, h)).statusCode).toBe(200);
    }
    for (const url of [API.me, API.userPermissions, API.groupPermissions]) {
      const statements = await statementsOf(() => get(url, h));
      expect(statements, url).toEqual([]);
    }
    // The counts are read once and kept; a teacher's day (today's exams, what is left to mark
    // and subjects) is read live at every visit, in three indexed statements on the exams' and
    // subjects' tables.
    const cold = await statementsOf(() => get('/rest/dashboard', h));
    expect(cold, cold.join('\n')).toHaveLength(4);
    expect(cold.filter(readsExams)).toHaveLength(3);
    const warm = await statementsOf(() => get('/rest/dashboard', h));
    expect(warm, warm.join('\n')).toHaveLength(3);
    expect(warm.every(readsExams)).toBe(true);
  });

  it('counts a new student on the dashboard at the next visit, and a change in another institute leaves it kept', async () => {
    const s = await school();
    const elsewhere = await createInstitute(t, { name: 'Elm School' });
    const newcomer = await createProfile(t);
    const h = browser(s.teacher, s);
    const taught = async () =>
      (await get('/rest/dashboard', h)).json().teaching as { name: string; students: number }[];
    expect(await taught()).toEqual(
      [{ id: s.klass.id, name: 'Class 5 A', students: 0 }].map(({ name, students }) =>
        expect.objectContaining({ name, students }),
      ),
    );
    await createMember(t, elsewhere, 'STUDENT', { institute: elsewhere, profile: newcomer });
    // On a machine too busy to hear its own notice in time, the cache drops everything, as it
    // must: then the dashboard is read (and kept) again before the kept read is counted.
    if (!(await t.app.identity.sync())) await taught();
    // Kept: only the teacher's live exam and subject reads run again.
    const kept = await statementsOf(() => get('/rest/dashboard', h));
    expect(kept, kept.join('\n')).toHaveLength(3);
    expect(kept.every(readsExams)).toBe(true);
    await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    await t.app.identity.sync();
    expect(await taught()).toEqual([expect.objectContaining({ name: 'Class 5 A', students: 1 })]);
  });

  it('reads a cold signed-in call in three statements: the session with its memberships, the selected class and session', async () => {
    const s = await school();
    // The notices of the school's writes have all arrived: none can race the read.
    await t.app.identity.sync();
    const statements = await statementsOf(() => get(API.groupPermissions, browser(s.teacher, s)));
    expect(statements, statements.join('\n')).toHaveLength(3);
  });

  it('reads many browsers opening at the same moment in one statement, and their class and session once', async () => {
    const s = await school();
    const students: TestProfile[] = [];
    for (let i = 0; i < 4; i++)
      students.push(await createMember(t, s.klass, 'STUDENT', { institute: s.institute }));
    await t.app.identity.sync();
    const statements = await statementsOf(() =>
      Promise.all(students.map((p) => get(API.groupPermissions, browser(p, s)))),
    );
    // The sessions (each with its memberships) in one statement; the class and session shared.
    expect(statements, statements.join('\n')).toHaveLength(3);
    expect(statements.filter((q) => /from "sessions"/.test(q))).toHaveLength(1);
  });

  it('answers each browser of one batched read with its own session: an unknown one is signed out, another profile reads its own memberships', async () => {
    const s = await school();
    const student = await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    const other = await createProfile(t, { accountId: s.admin.accountId });
    await createMember(t, s.klass, 'STUDENT', { institute: s.institute, profile: other });
    await t.app.identity.sync();
    const unknown = as({ ...student, cookie: 'no-such-session' });
    const [teacher, pupil, stranger, asOther] = await Promise.all([
      get(API.groupPermissions, browser(s.teacher, s)),
      get(API.groupPermissions, browser(student, s)),
      get(API.groupPermissions, unknown),
      get(API.groupPermissions, as(s.admin, { profile: other.profileId })),
    ]);
    expect(teacher.json()[s.klass.id]).toContain('createExamConfig');
    expect(pupil.json()[s.klass.id]).toContain('addUserExamConfig');
    expect(pupil.json()[s.klass.id]).not.toContain('createExamConfig');
    expect(stranger.statusCode).toBe(401);
    expect(asOther.json()[s.klass.id]).toContain('addUserExamConfig');
    expect(asOther.json()[s.institute.id]).toBeUndefined();
  });

  it('reads memberships apart when the browser acts as another of its profiles', async () => {
    const s = await school();
    const other = await createProfile(t, { accountId: s.teacher.accountId });
    await createMember(t, s.klass, 'STUDENT', { institute: s.institute, profile: other });
    await t.app.identity.sync();
    const h = as(s.teacher, { profile: other.profileId });
    const statements = await statementsOf(() => get(API.groupPermissions, h));
    expect(statements).toHaveLength(2);
    const permissions = (await get(API.groupPermissions, h)).json();
    expect(permissions[s.klass.id]).toContain('addUserExamConfig');
    expect(permissions[s.klass.id]).not.toContain('createExamConfig');
  });

  it('sees a role change, a removal and a sign-out at the very next call', async () => {
    const s = await school();
    const h = browser(s.teacher, s);
    const poll = async () =>
      (await get(API.groupPermissions, h)).json()[s.institute.id] as string[];
    expect(await poll()).toContain('getMembers');

    // The admin gives the teacher's institute membership a narrower role.
    const reader = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    expect(reader).toBeTruthy();
    const members = await t.app.inject({
      method: 'GET',
      url: `/rest/groups/${s.institute.id}/members?pageSize=50`,
      headers: as(s.admin),
    });
    const row = (members.json().items as { membershipId: string; profileId: string }[]).find(
      (m) => m.profileId === s.teacher.profileId,
    );
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/rest/groups/${s.institute.id}/members/${row?.membershipId}`,
      headers: as(s.admin),
      payload: { roleId: s.institute.roles.PARENT.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await poll()).not.toContain('getMembers');

    // Removed from the institute (and so from its classes): the claims fail at once.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/rest/groups/${s.institute.id}/members/${row?.membershipId}`,
      headers: as(s.admin),
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(API.groupPermissions, h)).statusCode).toBe(403);

    // Signed out: the same cookie is refused at once.
    const out = await t.app.inject({ method: 'POST', url: API.logout, headers: as(s.teacher) });
    expect(out.statusCode).toBe(204);
    expect((await get(API.me, as(s.teacher))).statusCode).toBe(401);
  });

  it('sees a change written straight to the database once its notice has arrived', async () => {
    const s = await school();
    const h = browser(s.teacher, s);
    expect((await get(API.groupPermissions, h)).json()[s.klass.id]).toContain('getExamConfig');
    await t.app.deps.database.db
      .delete(memberships)
      .where(eq(memberships.profileId, s.teacher.profileId));
    await t.app.identity.sync();
    expect((await get(API.groupPermissions, h)).statusCode).toBe(403);
  });

  it('never answers one profile, account or institute with another one’s cached poll', async () => {
    const s = await school();
    const other = await createInstitute(t, { name: 'Elm School' });
    const elmClass = await createClass(t, other, 'Class 1 A');
    // The teacher's account also has a child profile, a student at Elm.
    const child = await createMember(t, elmClass, 'STUDENT', {
      institute: other,
      profile: {
        ...s.teacher,
        profileId: (await createMember(t, other, 'STUDENT', { institute: other })).profileId,
      },
    });
    expect(child).toBeTruthy();
    const teacherPoll = (await get(API.groupPermissions, browser(s.teacher, s))).json();
    expect(Object.keys(teacherPoll).sort()).toEqual([s.institute.id, s.klass.id].sort());
    // The same account acting as another of its profiles: that profile's groups only.
    const adminPoll = (await get(API.groupPermissions, as(s.admin))).json();
    expect(Object.keys(adminPoll)).toEqual([s.institute.id]);
    expect(adminPoll[s.institute.id]).toContain('manageRoles');
    // Claiming the other institute with the teacher's profile is refused, not answered.
    const claimed = await get(
      API.groupPermissions,
      as(s.teacher, { profile: s.teacher.profileId, institute: other.id }),
    );
    expect(claimed.statusCode).toBe(403);
    // And the teacher's answer is unchanged after all that.
    expect((await get(API.groupPermissions, browser(s.teacher, s))).json()).toEqual(teacherPoll);
  });
});
