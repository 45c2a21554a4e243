import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { guardianLinks, sessions, userProfiles } from '../../db/schema/index.js';

export type ProfileRow = typeof userProfiles.$inferSelect;

const guardian = alias(userProfiles, 'guardian');

/**
 * The account's linked profiles in an order that does not change when another one becomes the
 * default (a profile switch): the account's own profile first (one no other profile of the
 * account looks after), then the ones linked to it, oldest first.
 */
export async function profilesOfAccount(db: Queryable, accountId: string) {
  const lookedAfterHere = sql`exists (select 1 from ${guardianLinks} inner join ${userProfiles} as ${guardian} on ${guardian.id} = ${guardianLinks.parentProfileId} where ${guardianLinks.studentProfileId} = ${userProfiles.id} and ${guardian.accountId} = ${userProfiles.accountId})`;
  return db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId))
    .orderBy(asc(lookedAfterHere), asc(userProfiles.createdAt), asc(userProfiles.id));
}

/** A profile by id, only among the account's own. */
export async function findOwnProfile(db: Queryable, accountId: string, profileId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.id, profileId), eq(userProfiles.accountId, accountId)))
    .limit(1);
  return row;
}

/** Exactly one default profile per account. */
export async function makeDefaultProfile(tx: Tx, accountId: string, profileId: string) {
  await tx
    .update(userProfiles)
    .set({ isDefault: false })
    .where(and(eq(userProfiles.accountId, accountId), ne(userProfiles.id, profileId)));
  const [row] = await tx
    .update(userProfiles)
    .set({ isDefault: true })
    .where(and(eq(userProfiles.id, profileId), eq(userProfiles.accountId, accountId)))
    .returning();
  return row;
}

/** This browser's session continues as the given profile. */
export async function switchSessionProfile(tx: Tx, sessionIdHash: string, profileId: string) {
  await tx.update(sessions).set({ profileId }).where(eq(sessions.idHash, sessionIdHash));
}

export async function updateProfileDefaults(
  db: Queryable,
  profileId: string,
  defaults: { defaultInstituteId: string | null; defaultClassId: string | null },
) {
  const [row] = await db
    .update(userProfiles)
    .set(defaults)
    .where(eq(userProfiles.id, profileId))
    .returning();
  return row;
}
