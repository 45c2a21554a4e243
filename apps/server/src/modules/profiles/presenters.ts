import type { ProfileData } from '@shala/shared';
import type { ProfileRow } from '../people/index.js';

export function toProfileData(row: ProfileRow): ProfileData {
  return {
    userProfileId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    photoLocation: row.photoLocation,
    verified: row.verified ? 'VERIFIED' : 'UNVERIFIED',
    isDefault: row.isDefault,
    defaultInstituteId: row.defaultInstituteId,
    defaultClassId: row.defaultClassId,
  };
}
