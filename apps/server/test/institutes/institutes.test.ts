import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.js';
import { addMember, MEMBERSHIP_MESSAGES } from '../../src/modules/groups/index.js';
import { useTestApp } from '../support/app.js';
import { createClass, createInstitute, createProfile } from '../support/factories.js';

const t = useTestApp();

const deps = () => ({ db: t.app.deps.database.db, clock: t.clock });

describe('institutes', () => {
  it('start with an active session and a copy of every built-in role', async () => {
    const school = await createInstitute(t, { name: 'Demo Public School' });
    expect(school.activeSessionId).toBe(school.session.id);
    for (const key of BUILTIN_ROLE_KEYS) {
      expect(school.roles[key].name).toBe(BUILTIN_ROLES[key].name);
      expect(school.roles[key].permissions).toEqual([...BUILTIN_ROLES[key].actions]);
      expect(school.roles[key].instituteId).toBe(school.id);
    }
  });

  it("refuse a membership with another institute's role or session", async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const other = await createInstitute(t);
    const { profileId } = await createProfile(t);
    const foreignRole = addMember(deps(), null, {
      profileId,
      groupId: classA.id,
      roleId: other.roles.STUDENT.id,
    });
    await expect(foreignRole).rejects.toThrow(AppError);
    await expect(foreignRole).rejects.toThrow('This role does not exist.');
    await expect(
      addMember(deps(), null, {
        profileId,
        groupId: classA.id,
        roleId: school.roles.STUDENT.id,
        sessionId: other.session.id,
      }),
    ).rejects.toThrow('This session does not exist.');
  });

  it('keep one membership per profile, group and session', async () => {
    const school = await createInstitute(t);
    const { profileId } = await createProfile(t);
    const input = { profileId, groupId: school.id, roleId: school.roles.TEACHER.id };
    await addMember(deps(), null, input);
    await expect(
      addMember(deps(), null, { ...input, roleId: school.roles.ACCOUNTANT.id }),
    ).rejects.toThrow(MEMBERSHIP_MESSAGES.alreadyMember);
  });
});
