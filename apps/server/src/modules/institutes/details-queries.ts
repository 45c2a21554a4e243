import { and, desc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  academicSessions,
  groups,
  memberships,
  storedFiles,
  userProfiles,
} from '../../db/schema/index.js';

export type InstituteRow = typeof groups.$inferSelect;

export const LOGO_PURPOSE = 'institute-logo';

/** An institute by id; undefined for a class or nothing. */
export async function findInstitute(db: Queryable, instituteId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .limit(1);
  return row;
}

export async function updateInstitute(
  db: Queryable,
  instituteId: string,
  values: Partial<
    Pick<
      InstituteRow,
      | 'name'
      | 'about'
      | 'address'
      | 'phone'
      | 'email'
      | 'website'
      | 'verifyToViewDetails'
      | 'imageLocation'
      | 'setupCompletedAt'
    >
  >,
) {
  const [row] = await db
    .update(groups)
    .set(values)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .returning();
  return row;
}

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

/** The institute's classes: name, level, section, whether admission is configured. */
export async function classesOf(db: Queryable, instituteId: string) {
  return db
    .select({
      name: groups.name,
      level: groups.level,
      section: groups.section,
      admissionConfigSet: groups.admissionConfigSet,
    })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')));
}

export async function sessionName(db: Queryable, instituteId: string, sessionId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, name: academicSessions.name })
    .from(academicSessions)
    .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.instituteId, instituteId)))
    .limit(1);
  return row;
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
