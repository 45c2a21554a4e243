import type { Action } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import type { MenuUser } from '../../core/manifest';
import { INSTITUTE_ACTION, isWithin, mayOpen, screenVerdict } from './access';
import type { May } from './rules';

const member: MenuUser = {
  userProfileId: 'p1',
  defaultInstituteId: 'i1',
  defaultClassId: null,
  verified: 'VERIFIED',
  accountRole: 'ROLE_USER',
};
const holding =
  (...held: Action[]): May =>
  (actions, groupId) =>
    (typeof actions === 'string' ? [actions] : actions).some(
      (a) => held.includes(a) && (!groupId || groupId === 'i1'),
    );

describe('mayOpen', () => {
  it('needs one of the actions, in the default groups or the group named', () => {
    const access = { anyOf: ['importMembers'] as Action[], groupParam: 'id' };
    expect(mayOpen(access, holding('importMembers'), member)).toBe(true);
    expect(mayOpen(access, holding('importMembers'), member, 'i1')).toBe(true);
    expect(mayOpen(access, holding('importMembers'), member, 'i2')).toBe(false);
    expect(mayOpen(access, holding('getMembers'), member)).toBe(false);
  });
  it('needs a default institute (or class) and its basic permission', () => {
    const access = { needs: 'institute' as const };
    expect(mayOpen(access, holding(INSTITUTE_ACTION), member)).toBe(true);
    expect(mayOpen(access, holding(), member)).toBe(false);
    expect(
      mayOpen(access, holding(INSTITUTE_ACTION), { ...member, defaultInstituteId: null }),
    ).toBe(false);
    expect(mayOpen({ needs: 'class' }, holding(INSTITUTE_ACTION), member)).toBe(false);
  });
  it('keeps a super admin screen to the super admin', () => {
    expect(mayOpen({ superAdmin: true }, holding(), member)).toBe(false);
    expect(
      mayOpen({ superAdmin: true }, holding(), { ...member, accountRole: 'ROLE_SUPER_ADMIN' }),
    ).toBe(true);
  });
});

describe('screenVerdict', () => {
  const admission = { needs: 'institute' as const, anyOf: ['getAdmissionRequests'] as Action[] };
  it('opens a screen that asks nothing at once', () => {
    expect(screenVerdict({}, holding(), member, false)).toBe('open');
  });
  it('says the profile is in no institute before anything else', () => {
    const nowhere = { ...member, defaultInstituteId: null };
    expect(screenVerdict(admission, holding(), nowhere, false)).toBe('no-institute');
    expect(screenVerdict({ needs: 'class' }, holding(), member, true)).toBe('no-class');
  });
  it('waits for the permissions, then opens or refuses', () => {
    const front = holding(INSTITUTE_ACTION, 'getAdmissionRequests');
    expect(screenVerdict(admission, front, member, false)).toBe('pending');
    expect(screenVerdict(admission, front, member, true)).toBe('open');
    expect(screenVerdict(admission, holding(INSTITUTE_ACTION), member, true)).toBe('refused');
    expect(screenVerdict({ superAdmin: true }, holding(), member, false)).toBe('refused');
  });
});

describe('isWithin', () => {
  it('lets a link be stricter than its screen, never looser', () => {
    const terms = { anyOf: ['getAcademicSession', 'manageAcademicSession'] as Action[] };
    const managers = { needs: 'institute' as const, anyOf: ['manageAcademicSession'] as Action[] };
    expect(isWithin(managers, terms)).toBe(true);
    expect(isWithin(terms, managers)).toBe(false);
    expect(isWithin({ anyOf: ['getMembers'] }, {})).toBe(true);
    expect(isWithin({}, { anyOf: ['getMembers'] })).toBe(false);
    expect(isWithin({}, { superAdmin: true })).toBe(false);
  });
});
