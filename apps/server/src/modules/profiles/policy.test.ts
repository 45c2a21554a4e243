import { describe, expect, it } from 'vitest';
import {
  cardView,
  isOwnProfile,
  mayEditDetails,
  mayFindProfile,
  mayReadPersonalFields,
  mayReadStaffFields,
  seesOnlySharedGroups,
  sharedInstitutes,
} from './policy.js';

const none = { own: false, guardian: false, holdsDetails: false, staff: false };

describe('profiles policy', () => {
  it('knows the own profiles by their account', () => {
    expect(isOwnProfile({ accountId: 'a' }, { accountId: 'a' })).toBe(true);
    expect(isOwnProfile({ accountId: 'a' }, { accountId: 'b' })).toBe(false);
  });

  it('finds a profile that is own, a child, or in a shared institute, and no other', () => {
    const shared = sharedInstitutes(new Set(['i1', 'i2']), new Set(['i2', 'i3']));
    expect([...shared]).toEqual(['i2']);
    expect(mayFindProfile({ own: false, guardian: false, shared })).toBe(true);
    expect(mayFindProfile({ own: false, guardian: false, shared: new Set() })).toBe(false);
    expect(mayFindProfile({ own: false, guardian: true, shared: new Set() })).toBe(true);
    expect(mayFindProfile({ own: true, guardian: false, shared: new Set() })).toBe(true);
  });

  it('shows all to the holder, a guardian and staff with member details; less to others', () => {
    expect(cardView({ ...none, own: true })).toBe('full');
    expect(cardView({ ...none, guardian: true })).toBe('full');
    expect(cardView({ ...none, holdsDetails: true })).toBe('full');
    expect(cardView({ ...none, staff: true })).toBe('staff');
    expect(cardView(none)).toBe('member');
  });

  it('says which fields and groups each view shows', () => {
    expect(['full', 'staff', 'member'].map((v) => mayReadPersonalFields(v as never))).toEqual([
      true,
      false,
      false,
    ]);
    expect(['full', 'staff', 'member'].map((v) => mayReadStaffFields(v as never))).toEqual([
      true,
      true,
      false,
    ]);
    expect(seesOnlySharedGroups('member')).toBe(true);
    expect(seesOnlySharedGroups('staff')).toBe(false);
  });

  it('lets the holder, and staff who see it in full and manage its members, edit the details', () => {
    expect(mayEditDetails({ view: 'full', own: true, managesMember: false })).toBe(true);
    expect(mayEditDetails({ view: 'full', own: false, managesMember: true })).toBe(true);
    expect(mayEditDetails({ view: 'full', own: false, managesMember: false })).toBe(false);
    expect(mayEditDetails({ view: 'staff', own: false, managesMember: true })).toBe(false);
    expect(mayEditDetails({ view: 'member', own: false, managesMember: false })).toBe(false);
  });
});
