import { describe, expect, it } from 'vitest';
import {
  firstGroupHolding,
  holdsAction,
  holdsIn,
  mayWith,
  nextFailureCount,
  shouldSignOut,
} from './rules';

const perms = (actions: string[]) => ({ userProfileId: 'p1', actions });

describe('permission check counting', () => {
  it('signs out after two failed checks in a row', () => {
    let failures = 0;
    failures = nextFailureCount(failures, { ok: false });
    expect(shouldSignOut(failures)).toBe(false);
    failures = nextFailureCount(failures, { ok: false });
    expect(shouldSignOut(failures)).toBe(true);
  });

  it('counts an answer without user permissions as a failure', () => {
    expect(nextFailureCount(1, { ok: true, userPermissions: perms([]) })).toBe(2);
    expect(nextFailureCount(0, { ok: true, userPermissions: undefined })).toBe(1);
  });

  it('resets the count when user permissions come back', () => {
    const failures = nextFailureCount(1, { ok: true, userPermissions: perms(['getVerify']) });
    expect(failures).toBe(0);
    expect(shouldSignOut(nextFailureCount(failures, { ok: false }))).toBe(false);
  });
});

describe('holdsAction', () => {
  const groups = { inst: ['getFeeStructure'], klass: ['getNotice'], other: ['createGatePass'] };
  it('finds user actions and actions of the default institute or class', () => {
    const user = { defaultInstituteId: 'inst', defaultClassId: 'klass' };
    expect(holdsAction('getVerify', user, perms(['getVerify']), groups)).toBe(true);
    expect(holdsAction('getFeeStructure', user, perms([]), groups)).toBe(true);
    expect(holdsAction('getNotice', user, perms([]), groups)).toBe(true);
    expect(holdsAction('createGatePass', user, perms([]), groups)).toBe(false);
  });
  it('looks at every group when no default is set', () => {
    const user = { defaultInstituteId: null, defaultClassId: null };
    expect(holdsAction('createGatePass', user, undefined, groups)).toBe(true);
    expect(holdsAction('getVehicle', user, undefined, groups)).toBe(false);
    expect(holdsAction('getVehicle', user, undefined, undefined)).toBe(false);
  });
});

describe('mayWith (the one permission question of the web)', () => {
  const groups = { inst: ['manageGroup', 'getMembers'], klass: ['getNotice'] };
  const user = { defaultInstituteId: 'inst', defaultClassId: null };
  const may = mayWith(user, perms(['getVerify']), groups);
  it('answers for any one of the actions, in the default groups without a group', () => {
    expect(may('manageGroup')).toBe(true);
    expect(may(['importMembers', 'getMembers'])).toBe(true);
    expect(may(['importMembers'])).toBe(false);
    expect(may('getVerify')).toBe(true);
  });
  it('answers in one group, or its institute (a class the profile is not a member of)', () => {
    expect(may('getNotice', 'klass')).toBe(true);
    expect(may('getNotice', 'inst')).toBe(false);
    expect(may('manageGroup', 'other-class')).toBe(false);
    expect(may('manageGroup', 'other-class', 'inst')).toBe(true);
    expect(may('getVerify', 'klass')).toBe(true);
  });
  it('finds the first group where an action is held', () => {
    expect(firstGroupHolding(groups, 'getNotice')).toBe('klass');
    expect(firstGroupHolding(groups, 'importMembers')).toBeNull();
    expect(firstGroupHolding(undefined, 'getNotice')).toBeNull();
  });
  it('knows nothing before the permissions load', () => {
    expect(mayWith(user, undefined, undefined)('getGroup')).toBe(false);
    expect(holdsIn('getGroup', undefined, 'inst')).toBe(false);
  });
});
