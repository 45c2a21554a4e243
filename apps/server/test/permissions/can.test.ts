import { type Action, DEFAULT_GROUP_ACTIONS, isUserAction, USER_ACTIONS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../src/db/schema/index.js';
import { insertSession } from '../../src/modules/academic/index.js';
import { setActiveSession } from '../../src/modules/groups/index.js';
import { findGroupScope, membershipsOfProfiles } from '../../src/modules/permissions/queries.js';
import { canAsUser, canInScope } from '../../src/modules/permissions/service.js';
import { useTestApp } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  createProfile,
  createRole,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

type Who = { profileId: string; verified: boolean; selected?: { sessionId: string } };
const who = (p: TestProfile, verified = true): Who => ({ profileId: p.profileId, verified });
const db = () => t.app.deps.database.db;

/** The decision as the guard makes it: user-level from the profile, group-level from its memberships. */
async function can(_db: unknown, w: Who, action: Action, groupId?: string): Promise<boolean> {
  if (isUserAction(action)) return canAsUser(w, action);
  if (!groupId) return false;
  const scope = await findGroupScope(db(), groupId);
  if (!scope) return false;
  const memberships = (await membershipsOfProfiles(db(), [w.profileId])).get(w.profileId) ?? [];
  return canInScope({ ...w, memberships }, action, scope);
}

describe('can()', () => {
  it('grants what a role holds in its group and nothing else', async () => {
    const school = await createInstitute(t);
    const accountant = await createMember(t, school, 'ACCOUNTANT');
    expect(await can(db(), who(accountant), 'getFeeStructure', school.id)).toBe(true);
    expect(await can(db(), who(accountant), 'manageRoles', school.id)).toBe(false);
  });

  it('lets an institute role cover its classes, but a class role not its institute', async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school, 'Class 1');
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    const student = await createMember(t, classA, 'STUDENT');
    expect(await can(db(), who(admin), 'getAcademicSession', classA.id)).toBe(true);
    expect(await can(db(), who(student), 'getNotice', classA.id)).toBe(true);
    expect(await can(db(), who(student), 'getNotice', school.id)).toBe(false);
  });

  it('gives a class member nothing in a sibling class', async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school, 'Class 1');
    const classB = await createClass(t, school, 'Class 2');
    const student = await createMember(t, classA, 'STUDENT');
    expect(await can(db(), who(student), 'getNotice', classB.id)).toBe(false);
  });

  it("denies everything in another institute, even to that institute's role names", async () => {
    const school = await createInstitute(t);
    const other = await createInstitute(t);
    const otherClass = await createClass(t, other);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    expect(await can(db(), who(admin), 'getGroup', other.id)).toBe(false);
    expect(await can(db(), who(admin), 'getGroup', otherClass.id)).toBe(false);
  });

  it('ignores a membership whose role belongs to another institute', async () => {
    const school = await createInstitute(t);
    const other = await createInstitute(t);
    const profile = await createProfile(t);
    // A foreign role attached by mistake must not grant anything here.
    await db().insert(memberships).values({
      profileId: profile.profileId,
      groupId: school.id,
      roleId: other.roles.INSTITUTE_ADMIN.id,
      createdAt: t.clock.now(),
    });
    expect(await can(db(), who(profile), 'getGroup', school.id)).toBe(false);
  });

  it('leaves an unverified profile only the default actions', async () => {
    const school = await createInstitute(t);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN', { verified: false });
    for (const action of DEFAULT_GROUP_ACTIONS) {
      expect(await can(db(), who(admin, false), action, school.id), action).toBe(true);
    }
    expect(await can(db(), who(admin, false), 'manageMembers', school.id)).toBe(false);
    expect(await can(db(), who(admin, false), 'getUserProfile')).toBe(true);
    expect(await can(db(), who(admin, false), 'updateUserProfileNotification')).toBe(false);
  });

  it('gives a verified profile every user-level action, with or without a group', async () => {
    const profile = await createProfile(t);
    for (const action of USER_ACTIONS) expect(await can(db(), who(profile), action)).toBe(true);
  });

  it('refuses a group action asked without a group, or for a group that does not exist', async () => {
    const school = await createInstitute(t);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    expect(await can(db(), who(admin), 'getGroup')).toBe(false);
    expect(await can(db(), who(admin), 'getGroup', '00000000-0000-4000-8000-000000000000')).toBe(
      false,
    );
  });

  it('counts a class membership only in the active (or selected) session', async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const student = await createMember(t, classA, 'STUDENT');
    const next = await insertSession(db(), {
      instituteId: school.id,
      name: '2027-28',
      startDate: '2027-04-01',
      endDate: '2028-03-31',
      activeStatus: true,
    });
    await setActiveSession(db(), school.id, next.id);
    expect(await can(db(), who(student), 'getNotice', classA.id)).toBe(false);
    const selected = { ...who(student), selected: { sessionId: school.session.id } };
    expect(await can(db(), selected, 'getNotice', classA.id)).toBe(true);
  });

  it('grants a custom role exactly its actions', async () => {
    const school = await createInstitute(t);
    const role = await createRole(t, school, ['getVehicle']);
    const member = await createMember(t, school, role);
    expect(await can(db(), who(member), 'getVehicle', school.id)).toBe(true);
    expect(await can(db(), who(member), 'getGroup', school.id)).toBe(false);
  });
});
