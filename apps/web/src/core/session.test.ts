import type { UserData } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { forgetSignIn, isAuthenticated, rememberSignIn, storedUser } from './session';
import { createKeptData, STORAGE_KEYS } from './storage';
import { memoryStore } from './test-store';

const user: UserData = {
  userProfileId: 'p1',
  firstName: 'Ravi',
  lastName: 'Kumar',
  fullName: 'Ravi Kumar',
  username: 'ravi_kumar',
  email: 'ravi@example.com',
  profileImage: null,
  photoLocation: null,
  verified: 'VERIFIED',
  defaultInstituteId: null,
  defaultClassId: null,
  resetPasswordRequired: 'false',
  unverifiedEmail: null,
  userContract: null,
  accountRole: 'ROLE_USER',
  chatStatus: 'OFFLINE',
};

describe('isAuthenticated (spec §4)', () => {
  const kept = (initial: Record<string, string>) => createKeptData(() => memoryStore(initial));

  it('needs isLoggedIn set and not false, and userData present', () => {
    expect(isAuthenticated(kept({}))).toBe(false);
    expect(isAuthenticated(kept({ isLoggedIn: 'true' }))).toBe(false);
    expect(isAuthenticated(kept({ userData: JSON.stringify(user) }))).toBe(false);
    expect(isAuthenticated(kept({ isLoggedIn: 'false', userData: JSON.stringify(user) }))).toBe(
      false,
    );
    expect(isAuthenticated(kept({ isLoggedIn: 'true', userData: 'undefined' }))).toBe(false);
    expect(isAuthenticated(kept({ isLoggedIn: 'true', userData: 'null' }))).toBe(false);
    expect(isAuthenticated(kept({ isLoggedIn: 'true', userData: '{broken' }))).toBe(false);
    expect(isAuthenticated(kept({ isLoggedIn: 'true', userData: JSON.stringify(user) }))).toBe(
      true,
    );
  });

  it('treats a store that throws as empty', () => {
    const throwing = createKeptData(() => {
      throw new Error('SecurityError');
    });
    expect(isAuthenticated(throwing)).toBe(false);
    expect(() => forgetSignIn(throwing)).not.toThrow();
  });
});

describe('signing in and out', () => {
  it('keeps user data, isLoggedIn and reloadOnce, and clears everything on sign-out', () => {
    const backend = memoryStore({ cart: '[1]', permissions: '{}' });
    const kept = createKeptData(() => backend);
    rememberSignIn(user, kept);
    expect(isAuthenticated(kept)).toBe(true);
    expect(storedUser(kept)?.username).toBe('ravi_kumar');
    expect(kept.read(STORAGE_KEYS.reloadOnce)).toBe(true);
    expect(kept.read(STORAGE_KEYS.isLoggedIn)).toBe(true);

    forgetSignIn(kept);
    expect(backend.data.size).toBe(0);
    expect(isAuthenticated(kept)).toBe(false);
  });
});
