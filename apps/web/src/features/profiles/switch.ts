import { API, type ProfileData, type UserData } from '@shala/shared';
import { http } from '../../core/http';
import { kept, STORAGE_KEYS, type StorageKey } from '../../core/storage';
import { loadGroupPermissions, loadUserPermissions } from '../permissions';

/** What the old profile kept and the new one must not see (the prompt flags among them). */
export const SWITCH_CLEARS: readonly StorageKey[] = [
  STORAGE_KEYS.returnUrl,
  STORAGE_KEYS.permissions,
  STORAGE_KEYS.groupMap,
  STORAGE_KEYS.sessions,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.chatSessions,
  STORAGE_KEYS.examAnswerDraft,
];

/** The kept user data, now acting as `profile` (same account). */
export function actingAs(user: UserData, profile: ProfileData): UserData {
  return {
    ...user,
    userProfileId: profile.userProfileId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    fullName: profile.fullName,
    photoLocation: profile.photoLocation,
    verified: profile.verified,
    defaultInstituteId: profile.defaultInstituteId,
    defaultClassId: profile.defaultClassId,
  };
}

/**
 * Spec §4 "Profile switch": make another linked profile the default, clear the prompt flags
 * (what the old profile kept: return URL, permissions, sessions, cart), reload permissions and
 * reload the app at root. A failure throws, so the caller can end its loading state.
 */
export async function switchProfile(profileId: string, user: UserData): Promise<void> {
  const profile = await http<ProfileData>('PUT', API.defaultProfile, { profileId });
  for (const key of SWITCH_CLEARS) kept.remove(key);
  // From now on requests act as the new profile.
  kept.write(STORAGE_KEYS.userData, actingAs(user, profile));
  try {
    kept.write(STORAGE_KEYS.userData, await http<UserData>('GET', API.me));
  } catch {
    // The profile answer above is enough to start again.
  }
  await Promise.all([loadUserPermissions(), loadGroupPermissions()]);
  window.location.assign('/');
}
