import type { InstituteDetails } from '@shala/shared';
import type { GroupRow } from '../groups/index.js';

/** An institute as its admin edits it; blank fields are ''. */
export function toInstituteDetails(row: GroupRow): InstituteDetails {
  return {
    id: row.id,
    name: row.name,
    imageLocation: row.imageLocation,
    about: row.about ?? '',
    address: row.address ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    verifyToViewDetails: row.verifyToViewDetails,
    verified: row.verified,
    activeSessionId: row.activeSessionId,
    setupCompletedAt: row.setupCompletedAt ? row.setupCompletedAt.toISOString() : null,
  };
}
