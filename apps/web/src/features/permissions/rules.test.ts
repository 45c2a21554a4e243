import { describe, expect, it } from 'vitest';
import { holdsAction, keptSessions, nextFailureCount, shouldSignOut } from './rules';

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

describe('keptSessions', () => {
  const session = (id: string, activeStatus: 'true' | 'false') => ({
    id,
    name: id,
    startDate: '01/04/2026',
    endDate: '31/03/2027',
    activeStatus,
  });
  it('keeps the list and the first active session', () => {
    const kept = keptSessions([session('a', 'false'), session('b', 'true'), session('c', 'true')]);
    expect(kept.list).toHaveLength(3);
    expect(kept.active?.id).toBe('b');
    expect(kept.error).toBeNull();
  });
  it('has no active session when none is active, and keeps the error', () => {
    expect(keptSessions([session('a', 'false')]).active).toBeNull();
    expect(keptSessions(undefined, 'No institute').error).toBe('No institute');
  });
});
