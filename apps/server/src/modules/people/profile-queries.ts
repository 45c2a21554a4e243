import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import {
  accounts,
  groups,
  guardianLinks,
  memberships,
  userProfiles,
} from '../../db/schema/index.js';

// The user_profiles table: the people an account holds (its own, its children). Only the people
// module writes it.

export type ProfileRow = typeof userProfiles.$inferSelect;
/** The columns a profile's holder or its institute may change. */
export type ProfileChanges = Partial<Omit<typeof userProfiles.$inferInsert, 'id' | 'accountId'>>;

/** The account's default profile, else its oldest. */
export async function findDefaultProfile(db: Queryable, accountId: string) {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId))
    .orderBy(desc(userProfiles.isDefault), asc(userProfiles.createdAt))
    .limit(1);
  return row;
}

/** A profile by id, whoever holds it: callers judge who may see it (profiles' policy). */
export async function findProfile(db: Queryable, profileId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, profileId)).limit(1);
  return row;
}

/** A profile with its account's e-mail. */
export async function findProfileWithEmail(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ profile: userProfiles, email: accounts.email })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(userProfiles.id, profileId))
    .limit(1);
  return row;
}

/** A profile with its account (the applicant a signed-in account applied for). */
export async function findProfileWithAccount(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ profile: userProfiles, account: accounts })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(userProfiles.id, profileId))
    .limit(1);
  return row;
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

/** A profile of the account with these names (case-blind): a child imported before. */
export async function findProfileNamed(
  db: Queryable,
  accountId: string,
  firstName: string,
  lastName: string,
) {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.accountId, accountId),
        sql`lower(${userProfiles.firstName}) = lower(${firstName})`,
        sql`lower(${userProfiles.lastName}) = lower(${lastName})`,
      ),
    )
    .limit(1);
  return row;
}

/** Another profile in an account (a child); the caller decides whether it may be added. */
export async function insertProfile(db: Queryable, values: typeof userProfiles.$inferInsert) {
  const [row] = await db.insert(userProfiles).values(values).returning({ id: userProfiles.id });
  if (!row) throw new Error('profile insert returned nothing');
  return row.id;
}

/** Changes a profile's columns; the changed row, or undefined when it is gone. */
export async function updateProfile(db: Queryable, profileId: string, values: ProfileChanges) {
  const [row] = await db
    .update(userProfiles)
    .set(values)
    .where(eq(userProfiles.id, profileId))
    .returning();
  return row;
}

/** The profile's photo address, locked until the transaction ends (one photo change at a time). */
export async function lockProfilePhoto(tx: Tx, profileId: string) {
  const [row] = await tx
    .select({ photoLocation: userProfiles.photoLocation })
    .from(userProfiles)
    .where(eq(userProfiles.id, profileId))
    .for('update');
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

/** Fills the profiles' default institute and class when they have none yet. */
export async function setDefaultsIfNone(
  db: Queryable,
  profileIds: string[],
  instituteId: string,
  classId: string | null,
) {
  await db
    .update(userProfiles)
    .set({
      defaultInstituteId: sql`coalesce(${userProfiles.defaultInstituteId}, ${instituteId})`,
      ...(classId
        ? { defaultClassId: sql`coalesce(${userProfiles.defaultClassId}, ${classId})` }
        : {}),
    })
    .where(inArray(userProfiles.id, profileIds));
}

/** How many people of the institute (members of it or its classes) carry the registration number. */
export async function countRegistrationNo(
  db: Queryable,
  instituteId: string,
  registrationNo: string,
) {
  const groupIds = db
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)));
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${userProfiles.id})::int` })
    .from(userProfiles)
    .innerJoin(memberships, eq(memberships.profileId, userProfiles.id))
    .where(
      and(
        sql`lower(${userProfiles.registrationNo}) = lower(${registrationNo})`,
        inArray(memberships.groupId, groupIds),
      ),
    );
  return row?.n ?? 0;
}
