import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import {
  academicSessions,
  accounts,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

export async function findProfileWithEmail(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ profile: userProfiles, email: accounts.email })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(userProfiles.id, profileId))
    .limit(1);
  return row;
}

const institute = alias(groups, 'card_institute');

/** Every membership of the profile with the names a card shows. */
export async function membershipsWithNames(db: Queryable, profileId: string) {
  return db
    .select({
      groupId: groups.id,
      name: groups.name,
      type: groups.type,
      instituteId: institute.id,
      instituteName: institute.name,
      role: roles.name,
      permissions: roles.permissions,
      sessionName: academicSessions.name,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(institute, eq(institute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(academicSessions, eq(academicSessions.id, memberships.sessionId))
    .where(eq(memberships.profileId, profileId))
    .orderBy(institute.name, groups.type, groups.name);
}

/** The institutes where `profileId` holds `action` (through any of its memberships). */
export async function institutesWithAction(db: Queryable, profileId: string, action: string) {
  const rows = await db
    .select({ instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})` })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.profileId, profileId), sql`${action} = any(${roles.permissions})`));
  return new Set(rows.map((r) => r.instituteId));
}

/** The institutes `profileIds` belong to (any group, any session). */
export async function institutesOf(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ instituteId: sql<string>`coalesce(${groups.superGroupId}, ${groups.id})` })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(inArray(memberships.profileId, profileIds));
  return new Set(rows.map((r) => r.instituteId));
}

export async function updateBasicInfo(
  db: Queryable,
  profileId: string,
  values: Partial<typeof userProfiles.$inferInsert>,
) {
  const [row] = await db
    .update(userProfiles)
    .set(values)
    .where(eq(userProfiles.id, profileId))
    .returning();
  return row;
}
