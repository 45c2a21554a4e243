import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { groups, guardianLinks, memberships } from '../../db/schema/index.js';

// The memberships and guardian_links tables: who belongs to which group, in which session, with
// which role, and who looks after whom. Only the people module writes them; the rules of who
// may add whom are the groups, admission, imports and invitations modules'.

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembership = {
  profileId: string;
  groupId: string;
  roleId: string;
  sessionId: string | null;
};

export async function insertMembership(db: Queryable, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}

/** Adds the memberships the profiles do not have yet (one insert); returns those added. */
export async function addMembershipsOnce(db: Queryable, values: NewMembership[], now: Date) {
  return db
    .insert(memberships)
    .values(values.map((v) => ({ ...v, createdAt: now })))
    .onConflictDoNothing()
    .returning({
      profileId: memberships.profileId,
      groupId: memberships.groupId,
      roleId: memberships.roleId,
    });
}

/** A membership of the profile in the group for exactly this session (null: all sessions). */
export async function findProfileMembership(
  db: Queryable,
  profileId: string,
  groupId: string,
  sessionId: string | null,
) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.profileId, profileId),
        eq(memberships.groupId, groupId),
        sessionId === null ? isNull(memberships.sessionId) : eq(memberships.sessionId, sessionId),
      ),
    )
    .limit(1);
  return row;
}

/** Any membership of the profile in the institute itself (for any session). */
export async function hasInstituteMembership(
  db: Queryable,
  profileId: string,
  instituteId: string,
) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.profileId, profileId), eq(memberships.groupId, instituteId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A membership's role changed, or the membership removed: `groupId` (the class or institute the
 * caller acts in) is repeated in the statement itself, not only in the read before it.
 */
export async function setMembershipRole(
  db: Queryable,
  groupId: string,
  membershipId: string,
  roleId: string,
) {
  await db
    .update(memberships)
    .set({ roleId })
    .where(and(eq(memberships.groupId, groupId), eq(memberships.id, membershipId)));
}

export async function deleteMembership(db: Queryable, groupId: string, membershipId: string) {
  await db
    .delete(memberships)
    .where(and(eq(memberships.groupId, groupId), eq(memberships.id, membershipId)));
}

/**
 * Removes the profile's memberships in the institute's classes: for one session, or (null) for
 * every session. Returns how many went.
 */
export async function deleteClassMemberships(
  db: Queryable,
  profileId: string,
  instituteId: string,
  sessionId: string | null,
) {
  const rows = await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.profileId, profileId),
        sql`${memberships.groupId} in (select id from groups where super_group_id = ${instituteId})`,
        sessionId === null ? undefined : eq(memberships.sessionId, sessionId),
      ),
    )
    .returning({ id: memberships.id });
  return rows.length;
}

/** A parent (or guardian) looks after a student; once. */
export async function linkGuardian(
  db: Queryable,
  values: { parentProfileId: string; studentProfileId: string; relation: string },
  now: Date,
) {
  await db
    .insert(guardianLinks)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing();
}

/** The institutes each profile belongs to (directly, or through one of their classes). */
export async function institutesOfProfiles(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  const group = alias(groups, 'member_group');
  return db
    .selectDistinct({
      profileId: memberships.profileId,
      id: groups.id,
      name: groups.name,
      verified: groups.verified,
    })
    .from(memberships)
    .innerJoin(group, eq(group.id, memberships.groupId))
    .innerJoin(groups, sql`${groups.id} = coalesce(${group.superGroupId}, ${group.id})`)
    .where(inArray(memberships.profileId, profileIds))
    .orderBy(asc(groups.name));
}

/**
 * The student's roll number in the class for the session: the one it has, else the next one
 * (one more than the class's highest), taken under a lock held until the transaction ends so
 * that two students joining at once never share a number. Undefined when there is no such
 * membership.
 */
export async function giveRollNo(
  tx: Tx,
  profileId: string,
  classId: string,
  sessionId: string,
): Promise<number | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`roll:${classId}:${sessionId}`}))`);
  const inClass = and(eq(memberships.groupId, classId), eq(memberships.sessionId, sessionId));
  const [own] = await tx
    .select({ id: memberships.id, rollNo: memberships.rollNo })
    .from(memberships)
    .where(and(inClass, eq(memberships.profileId, profileId)))
    .limit(1);
  if (!own) return undefined;
  if (own.rollNo !== null) return own.rollNo;
  const [top] = await tx
    .select({ n: max(memberships.rollNo) })
    .from(memberships)
    .where(inClass);
  const next = (top?.n ?? 0) + 1;
  await tx.update(memberships).set({ rollNo: next }).where(eq(memberships.id, own.id));
  return next;
}
