import { and, desc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { groups, memberships, storedFiles, userProfiles } from '../../db/schema/index.js';

// The institute's logo files, and who may read its hidden details. Its row is the groups
// module's (findInstitute, updateInstitute), its sessions the academic module's.

export const LOGO_PURPOSE = 'institute-logo';

/** The institute's newest logo file. */
export async function latestLogo(db: Queryable, instituteId: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.instituteId, instituteId), eq(storedFiles.purpose, LOGO_PURPOSE)))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  return row;
}

/** Every logo file of the institute (the one in use and any left from before). */
export async function logoIds(db: Queryable, instituteId: string): Promise<string[]> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.instituteId, instituteId), eq(storedFiles.purpose, LOGO_PURPOSE)));
  return rows.map((r) => r.id);
}

/** Does the account have a verified profile that belongs to the institute or one of its classes? */
export async function isVerifiedMember(db: Queryable, accountId: string, instituteId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(userProfiles.accountId, accountId),
        eq(userProfiles.verified, true),
        or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
