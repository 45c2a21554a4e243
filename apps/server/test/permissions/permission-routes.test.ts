import { BUILTIN_ROLES, DEFAULT_USER_ACTIONS, USER_ACTIONS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

const read = (url: string, p: TestProfile) => t.app.inject({ method: 'GET', url, headers: as(p) });

describe('permissions for the user and for groups', () => {
  it('gives a verified profile every user-level action and an unverified one the defaults', async () => {
    const school = await createInstitute(t);
    const verified = await createMember(t, school, 'STUDENT');
    const unverified = await createMember(t, school, 'STUDENT', { verified: false });
    expect((await read('/rest/permission/user', verified)).json()).toEqual({
      userProfileId: verified.profileId,
      actions: [...USER_ACTIONS],
    });
    expect((await read('/rest/permission/user', unverified)).json().actions).toEqual([
      ...DEFAULT_USER_ACTIONS,
    ]);
  });

  it("maps each of the profile's groups to its actions; a class adds its institute's", async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const other = await createInstitute(t);
    const teacher = await createMember(t, school, 'TEACHER');
    await createMember(t, classA, 'STUDENT', { profile: teacher });
    const res = await read('/rest/permission/groups', teacher);
    expect(res.statusCode).toBe(200);
    const map = res.json() as Record<string, string[]>;
    expect(Object.keys(map).sort()).toEqual([school.id, classA.id].sort());
    expect(map[school.id]).toEqual([...BUILTIN_ROLES.TEACHER.actions].sort().filter(unique));
    expect(map[classA.id]).toEqual(
      [...new Set([...BUILTIN_ROLES.TEACHER.actions, ...BUILTIN_ROLES.STUDENT.actions])].sort(),
    );
    expect(map[other.id]).toBeUndefined();
  });

  it('shows an unverified profile only the default group actions', async () => {
    const school = await createInstitute(t);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN', { verified: false });
    const map = (await read('/rest/permission/groups', admin)).json();
    expect(map[school.id]).toEqual(['getAcademicSession', 'getGroup']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rest/permission/user' });
    expect(res.statusCode).toBe(401);
  });
});

function unique<T>(value: T, index: number, all: T[]) {
  return all.indexOf(value) === index;
}
