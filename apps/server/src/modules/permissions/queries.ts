import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import {
  academicSessions,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

/** A group with the institute it belongs to (itself for an institute). */
export type GroupScope = {
  id: string;
  type: 'INSTITUTE' | 'CLASS';
  instituteId: string;
  activeSessionId: string | null;
};

const institute = alias(groups, 'institute');

export async function findGroupScope(
  db: Queryable,
  groupId: string,
): Promise<GroupScope | undefined> {
  const [row] = await db
    .select({
      id: groups.id,
      type: groups.type,
      instituteId: institute.id,
      activeSessionId: institute.activeSessionId,
    })
    .from(groups)
    .innerJoin(institute, eq(institute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`))
    .where(eq(groups.id, groupId))
    .limit(1);
  return row;
}

/**
 * Memberships count in the sessions in view: those without a session (staff), the institute's
 * active session, and the session the caller selected.
 */
function inSessionsInView(sessionIds: (string | null)[]) {
  const ids = sessionIds.filter((id): id is string => id !== null);
  return ids.length > 0
    ? or(isNull(memberships.sessionId), inArray(memberships.sessionId, ids))
    : isNull(memberships.sessionId);
}

/** Does one of the profile's roles in the group or its institute grant the action? */
export async function holdsAction(
  db: Queryable,
  profileId: string,
  scope: GroupScope,
  action: string,
  selectedSessionId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.profileId, profileId),
        inArray(memberships.groupId, [...new Set([scope.id, scope.instituteId])]),
        eq(roles.instituteId, scope.instituteId),
        inSessionsInView([scope.activeSessionId, selectedSessionId]),
        sql`${action} = any(${roles.permissions})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ProfileMembership = Awaited<ReturnType<typeof profileMemberships>>[number];

/** Every membership of the profile, with its group's institute and its role's actions. */
export async function profileMemberships(db: Queryable, profileId: string) {
  const groupInstitute = alias(groups, 'group_institute');
  return db
    .select({
      groupId: memberships.groupId,
      groupType: groups.type,
      instituteId: groupInstitute.id,
      sessionId: memberships.sessionId,
      activeSessionId: groupInstitute.activeSessionId,
      permissions: roles.permissions,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(
      groupInstitute,
      eq(groupInstitute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`),
    )
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.profileId, profileId));
}

export async function findSessionInstitute(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, instituteId: academicSessions.instituteId })
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}

/** The account's profile `preferredId` when it is one of them, else its default, else its oldest. */
export async function findActingProfile(
  db: Queryable,
  accountId: string,
  preferredId: string | null,
) {
  const [row] = await db
    .select({ id: userProfiles.id, verified: userProfiles.verified })
    .from(userProfiles)
    .where(eq(userProfiles.accountId, accountId))
    .orderBy(
      desc(preferredId ? sql`${userProfiles.id} = ${preferredId}` : sql`false`),
      desc(userProfiles.isDefault),
      asc(userProfiles.createdAt),
    )
    .limit(1);
  return row;
}

export async function findAccountProfile(db: Queryable, accountId: string, profileId: string) {
  const [row] = await db
    .select({ id: userProfiles.id, verified: userProfiles.verified })
    .from(userProfiles)
    .where(and(eq(userProfiles.accountId, accountId), eq(userProfiles.id, profileId)))
    .limit(1);
  return row;
}
