import type { ProfileData } from '@shala/shared';
import { compareNames } from '../../groups';

/**
 * The Linked Profiles list in an order that stays put when the user switches profile: the
 * account's own profile first (GET /rest/profile/all lists it first, whichever profile is the
 * default), then the others by first name, then last name.
 */
export function linkedProfilesInOrder(profiles: readonly ProfileData[]): ProfileData[] {
  const [own, ...others] = profiles;
  if (!own) return [];
  const sorted = [...others].sort(
    (a, b) =>
      compareNames(a.firstName, b.firstName) ||
      compareNames(a.lastName, b.lastName) ||
      a.userProfileId.localeCompare(b.userProfileId),
  );
  return [own, ...sorted];
}
