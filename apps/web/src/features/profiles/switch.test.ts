import type { ProfileData, UserData } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../core/storage';
import { actingAs, SWITCH_CLEARS } from './switch';

const user: UserData = {
  userProfileId: 'parent',
  firstName: 'Ravi',
  lastName: 'Kumar',
  fullName: 'Ravi Kumar',
  username: 'ravi_kumar',
  email: 'ravi@example.com',
  profileImage: null,
  photoLocation: null,
  verified: 'VERIFIED',
  defaultInstituteId: 'i1',
  defaultClassId: 'c1',
  resetPasswordRequired: 'false',
  unverifiedEmail: null,
  userContract: null,
  accountRole: 'ROLE_USER',
  chatStatus: 'OFFLINE',
};

describe('profile switch', () => {
  it('acts as the chosen profile with its own defaults, keeping the account fields', () => {
    const child: ProfileData = {
      userProfileId: 'child',
      firstName: 'Anu',
      lastName: 'Kumar',
      fullName: 'Anu Kumar',
      photoLocation: null,
      verified: 'UNVERIFIED',
      isDefault: true,
      defaultInstituteId: 'i2',
      defaultClassId: null,
    };
    const next = actingAs(user, child);
    expect(next).toMatchObject({
      userProfileId: 'child',
      fullName: 'Anu Kumar',
      verified: 'UNVERIFIED',
      defaultInstituteId: 'i2',
      defaultClassId: null,
      username: 'ravi_kumar',
      accountRole: 'ROLE_USER',
    });
  });

  it("forgets the old profile's permissions, sessions, cart and return URL, not the sign-in", () => {
    for (const key of ['returnUrl', 'permissions', 'groupMap', 'sessions', 'cart'] as const) {
      expect(SWITCH_CLEARS).toContain(STORAGE_KEYS[key]);
    }
    expect(SWITCH_CLEARS).not.toContain(STORAGE_KEYS.isLoggedIn);
    expect(SWITCH_CLEARS).not.toContain(STORAGE_KEYS.userData);
  });
});
