import type { ProfileData } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { linkedProfilesInOrder } from './linked-profiles';

const profile = (id: string, firstName: string, isDefault = false): ProfileData => ({
  userProfileId: id,
  firstName,
  lastName: 'Sharma',
  fullName: `${firstName} Sharma`,
  photoLocation: null,
  verified: 'VERIFIED',
  isDefault,
  defaultInstituteId: null,
  defaultClassId: null,
});

const names = (list: ProfileData[]) => list.map((p) => p.firstName);

describe('Linked Profiles order', () => {
  it("keeps the account's own profile first and the others by first name", () => {
    const listed = [profile('1', 'Priya', true), profile('3', 'Diya'), profile('2', 'Aarav')];
    expect(names(linkedProfilesInOrder(listed))).toEqual(['Priya', 'Aarav', 'Diya']);
  });

  it('does not move when another profile is acting (the default)', () => {
    const asAarav = [profile('1', 'Priya'), profile('2', 'Aarav', true), profile('3', 'Diya')];
    const asDiya = [profile('1', 'Priya'), profile('3', 'Diya', true), profile('2', 'Aarav')];
    expect(names(linkedProfilesInOrder(asAarav))).toEqual(['Priya', 'Aarav', 'Diya']);
    expect(names(linkedProfilesInOrder(asDiya))).toEqual(['Priya', 'Aarav', 'Diya']);
  });

  it('sorts names as people read them, and is empty without profiles', () => {
    const listed = [profile('1', 'Zoe'), profile('2', 'ishaan'), profile('3', 'Anya')];
    expect(names(linkedProfilesInOrder(listed))).toEqual(['Zoe', 'Anya', 'ishaan']);
    expect(linkedProfilesInOrder([])).toEqual([]);
  });
});
