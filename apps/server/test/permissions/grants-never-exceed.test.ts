import { GRANT_MESSAGES, GROUP_ACTIONS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createMember,
  createRole,
  type TestProfile,
} from '../support/factories.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';
import { csvOf, studentRow, upload } from '../support/imports-helpers.js';
import { setFirstPassword } from '../support/invitations-helpers.js';

// Finding 1 (high): delegated managers granted permissions they did not hold. Each grant path is
// walked with a custom role holding only the one management permission (plus reading the
// group): every escalation of the review is refused, and a grant within the holder's rights
// still works.

const t = useTestApp();

const READ = ['getGroup', 'getAcademicSession'];
const person = (n: number) => ({
  email: `person${n}@example.com`,
  firstName: 'Eve',
  lastName: 'Evil',
});

async function school() {
  const { institute, admin } = await schoolWithAdmin(t, 'Demo Public School');
  const class5 = await createClass(t, institute, 'Class 5 A');
  // A role within anyone's basic rights: the legitimate grant of each path.
  const visitor = await createRole(t, institute, READ);
  return { institute, admin, class5, visitor };
}

type Member = { membershipId: string; profileId: string; roleName: string };
async function membershipOf(admin: TestProfile, groupId: string, who: TestProfile) {
  const res = await call(t, admin, 'GET', `/rest/groups/${groupId}/members?pageSize=100`);
  return (res.json().items as Member[]).find((m) => m.profileId === who.profileId) as Member;
}

describe('finding 1: nobody grants more than they hold', () => {
  it('a class-scoped manageMembers cannot invite an Institute Admin into its class', async () => {
    const { institute, class5, visitor } = await school();
    const coordinator = await createRole(t, institute, [...READ, 'getMembers', 'manageMembers']);
    const asha = await createMember(t, class5, coordinator, { institute });
    const url = `/rest/groups/${class5.id}/members/invite`;
    const escalate = await call(t, asha, 'POST', url, {
      ...person(1),
      roleId: institute.roles.INSTITUTE_ADMIN.id,
      sessionId: institute.session.id,
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toMatch(/^You cannot give permissions you do not hold here/);
    // Its own role manages members: only an institute-level role manager may give that.
    const same = await call(t, asha, 'POST', url, {
      ...person(2),
      roleId: coordinator.id,
      sessionId: institute.session.id,
    });
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe(
      GRANT_MESSAGES.refused({ kind: 'grantingNeedsRoleManager', granting: ['manageMembers'] }),
    );
    const legitimate = await call(t, asha, 'POST', url, {
      ...person(3),
      roleId: visitor.id,
      sessionId: institute.session.id,
    });
    expect(legitimate.statusCode, legitimate.body).toBe(201);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['person3@example.com']);
  });

  it('an institute-level manageMembers cannot promote itself or anyone beyond its own rights', async () => {
    const { institute, admin, visitor } = await school();
    const clerkRole = await createRole(t, institute, [...READ, 'getMembers', 'manageMembers']);
    const vikram = await createMember(t, institute, clerkRole, { institute });
    const other = await createMember(t, institute, visitor, { institute });
    const own = await membershipOf(admin, institute.id, vikram);
    const self = await call(
      t,
      vikram,
      'PUT',
      `/rest/groups/${institute.id}/members/${own.membershipId}`,
      { roleId: institute.roles.INSTITUTE_ADMIN.id },
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(GRANT_MESSAGES.ownMembership);
    const theirs = `/rest/groups/${institute.id}/members/${(await membershipOf(admin, institute.id, other)).membershipId}`;
    const promote = await call(t, vikram, 'PUT', theirs, {
      roleId: institute.roles.INSTITUTE_ADMIN.id,
    });
    expect(promote.statusCode).toBe(403);
    // Nor demote or remove the admin who appointed them.
    const adminRow = `/rest/groups/${institute.id}/members/${(await membershipOf(admin, institute.id, admin)).membershipId}`;
    const demote = await call(t, vikram, 'PUT', adminRow, { roleId: visitor.id });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toBe(GRANT_MESSAGES.higherMember);
    expect((await call(t, vikram, 'DELETE', adminRow)).statusCode).toBe(403);
    // Within its rights: a reader role for the other member.
    const reader = await createRole(t, institute, [...READ, 'getMembers']);
    const ok = await call(t, vikram, 'PUT', theirs, { roleId: reader.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().roleName).toBe(reader.name);
    expect((await membershipOf(admin, institute.id, vikram)).roleName).toBe(clerkRole.name);
  });

  it('importMembers cannot mint admins through the staff import', async () => {
    const { institute, visitor } = await school();
    const kavita = await createMember(
      t,
      institute,
      await createRole(t, institute, [...READ, 'importMembers']),
      { institute },
    );
    const csv = csvOf('staff', [
      { firstName: 'Mal', lastName: 'Ory', email: 'mal.ory@evil.test', role: 'Institute Admin' },
      { firstName: 'Vis', lastName: 'Itor', email: 'visitor@example.com', role: visitor.name },
    ]);
    const res = await upload(
      t,
      `/rest/import/staff?groupId=${institute.id}`,
      as(kavita),
      csv,
      'staff.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(1);
    expect(res.json().failed).toEqual([
      {
        row: 2,
        errors: [expect.stringMatching(/^You cannot give permissions you do not hold here/)],
      },
    ]);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['visitor@example.com']);
    // The student import hands out the Student and Parent roles: beyond a data clerk's rights.
    const students = await upload(
      t,
      `/rest/import/students?groupId=${institute.id}`,
      as(kavita),
      csvOf('students', [studentRow(1)]),
      'students.csv',
    );
    expect(students.statusCode).toBe(403);
  });

  it('manageRoles cannot widen its own role, nor give or edit more than it holds', async () => {
    const { institute, visitor } = await school();
    const editorRole = await createRole(t, institute, ['getGroup', 'getMembers', 'manageRoles']);
    const suresh = await createMember(t, institute, editorRole, { institute });
    const q = `?groupId=${institute.id}`;
    const widen = await call(t, suresh, 'PUT', `/rest/roles/${editorRole.id}${q}`, {
      name: editorRole.name,
      permissions: ['getGroup', 'getMembers', 'manageRoles', 'manageMembers', 'getAuditLog'],
    });
    expect(widen.statusCode).toBe(403);
    expect(widen.json().message).toBe(GRANT_MESSAGES.ownRole);
    const mint = await call(t, suresh, 'POST', `/rest/roles${q}`, {
      name: 'Eve Owned',
      permissions: ['manageRoles', 'manageMembers', 'manageGroup'],
    });
    expect(mint.statusCode).toBe(403);
    const admin = await call(
      t,
      suresh,
      'PUT',
      `/rest/roles/${institute.roles.INSTITUTE_ADMIN.id}${q}`,
      {
        name: 'Institute Admin',
        permissions: ['getGroup', 'manageRoles'],
      },
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(GRANT_MESSAGES.higherRole);
    expect((await call(t, suresh, 'GET', `/rest/audit${q}`)).statusCode).toBe(403);
    // Within its rights: a new role and a change to a role below it.
    const created = await call(t, suresh, 'POST', `/rest/roles${q}`, {
      name: 'Readers',
      permissions: ['getGroup', 'getMembers'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const edited = await call(t, suresh, 'PUT', `/rest/roles/${created.json().id}${q}`, {
      name: 'Visitors',
      permissions: ['getGroup'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The visitor role reads academic sessions, which Suresh cannot: above him.
    const above = await call(t, suresh, 'PUT', `/rest/roles/${visitor.id}${q}`, {
      name: 'Visitors too',
      permissions: ['getGroup'],
    });
    expect(above.statusCode).toBe(403);
    // What the role list tells the screens matches what the server accepts.
    const listed = (await call(t, suresh, 'GET', `/rest/roles${q}`)).json() as {
      id: string;
      grantable: boolean;
      editable: boolean;
    }[];
    const flags = (id: string) => listed.find((r) => r.id === id);
    expect(flags(editorRole.id)).toMatchObject({ grantable: true, editable: false });
    expect(flags(institute.roles.INSTITUTE_ADMIN.id)).toMatchObject({
      grantable: false,
      editable: false,
    });
    expect(flags(created.json().id)).toMatchObject({ grantable: true, editable: true });
    expect(flags(visitor.id)).toMatchObject({ grantable: false, editable: false });
  });

  it('manageRoles held only through a class does not change the institute’s roles', async () => {
    const { institute, class5 } = await school();
    const classEditor = await createMember(
      t,
      class5,
      await createRole(t, institute, [...GROUP_ACTIONS]),
      { institute },
    );
    const res = await call(t, classEditor, 'POST', `/rest/roles?groupId=${class5.id}`, {
      name: 'Class Made',
      permissions: ['getGroup'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GRANT_MESSAGES.rolesAtInstitute);
  });

  it('a class invite no longer brings an institute-level membership with the class role', async () => {
    const { institute, admin, class5 } = await school();
    const invited = await call(t, admin, 'POST', `/rest/groups/${class5.id}/members/invite`, {
      ...person(4),
      roleId: institute.roles.TEACHER.id,
      sessionId: institute.session.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await setFirstPassword(t, 'person4@example.com');
    const members = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=eve`);
    expect(members.json().items).toEqual([expect.objectContaining({ roleName: 'Member' })]);
  });
});
