import { describe, expect, it } from 'vitest';
import {
  ALL_ACTIONS,
  BUILTIN_ROLE_KEYS,
  BUILTIN_ROLES,
  DEFAULT_ACTIONS,
  GROUP_ACTIONS,
  isGroupAction,
  isUserAction,
  USER_ACTIONS,
} from './permissions.js';

describe('action permissions', () => {
  it('name the user-level actions of spec §6 verbatim', () => {
    expect(USER_ACTIONS).toEqual([
      'getNotifications',
      'getUserProfile',
      'getVerify',
      'updateUserProfileDefaultGroup',
      'settingDefaultProfileId',
      'updateUserProfileNotification',
      'getUserProfileNotification',
    ]);
  });

  it('hold each name once, and no name at both levels', () => {
    expect(new Set(ALL_ACTIONS).size).toBe(ALL_ACTIONS.length);
    for (const action of USER_ACTIONS) expect(isGroupAction(action)).toBe(false);
    for (const action of GROUP_ACTIONS) expect(isUserAction(action)).toBe(false);
  });

  it('give default actions only from the list', () => {
    for (const action of DEFAULT_ACTIONS) expect(ALL_ACTIONS).toContain(action);
  });

  it('build every built-in role from group actions, and give the admin all of them', () => {
    for (const key of BUILTIN_ROLE_KEYS) {
      const actions = BUILTIN_ROLES[key].actions;
      expect(new Set(actions).size, key).toBe(actions.length);
      for (const action of BUILTIN_ROLES[key].actions)
        expect(isGroupAction(action), key).toBe(true);
    }
    expect([...BUILTIN_ROLES.INSTITUTE_ADMIN.actions].sort()).toEqual([...GROUP_ACTIONS].sort());
    expect(BUILTIN_ROLES.STUDENT.actions).not.toContain('decideAdmission');
  });
});
