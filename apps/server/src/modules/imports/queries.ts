import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import {
  academicSessions,
  groups,
  guardianLinks,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

/** The institute with its classes, sessions and roles: read once per file, not per row. */
export async function loadInstitute(db: Queryable, instituteId: string) {
  const [institute] = await db
    .select({ id: groups.id, name: groups.name, activeSessionId: groups.activeSessionId })
    .from(groups)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .limit(1);
  if (!institute) return undefined;
  const [classes, sessions, roleRows] = await Promise.all([
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS'))),
    db
      .select({ id: academicSessions.id, name: academicSessions.name })
      .from(academicSessions)
      .where(eq(academicSessions.instituteId, instituteId)),
    db.select().from(roles).where(eq(roles.instituteId, instituteId)),
  ]);
  return { ...institute, classes, sessions, roles: roleRows };
}

export type MembershipInput = {
  profileId: string;
  groupId: string;
  roleId: string;
  sessionId: string | null;
};

/** Adds the memberships the profiles do not have yet (one insert); returns those added. */
export async function addMembershipsOnce(tx: Tx, values: MembershipInput[], now: Date) {
  return tx
    .insert(memberships)
    .values(values.map((v) => ({ ...v, createdAt: now })))
    .onConflictDoNothing()
    .returning({
      profileId: memberships.profileId,
      groupId: memberships.groupId,
      roleId: memberships.roleId,
    });
}

/** Adds the membership unless the profile already is in the group for the session; true when added. */
export async function addMembershipOnce(tx: Tx, values: MembershipInput, now: Date) {
  const rows = await tx
    .insert(memberships)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: memberships.id });
  return rows.length > 0;
}

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

/** A profile of the account with these names (case-blind): a child imported before. */
export async function findProfileNamed(
  tx: Tx,
  accountId: string,
  firstName: string,
  lastName: string,
) {
  const [row] = await tx
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

/** How many people of the institute (members of it or its classes) carry the registration number. */
export async function countRegistrationNo(tx: Tx, instituteId: string, registrationNo: string) {
  const groupIds = tx
    .select({ id: groups.id })
    .from(groups)
    .where(or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)));
  const [row] = await tx
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

/** Fills the profiles' default institute and class when they have none yet. */
export async function setDefaultsIfNone(
  tx: Tx,
  profileIds: string[],
  instituteId: string,
  classId: string | null,
) {
  await tx
    .update(userProfiles)
    .set({
      defaultInstituteId: sql`coalesce(${userProfiles.defaultInstituteId}, ${instituteId})`,
      ...(classId
        ? { defaultClassId: sql`coalesce(${userProfiles.defaultClassId}, ${classId})` }
        : {}),
    })
    .where(inArray(userProfiles.id, profileIds));
}
