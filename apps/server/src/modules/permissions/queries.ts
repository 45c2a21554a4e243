import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { academicSessions, groups, memberships, roles } from '../../db/schema/index.js';

/** A group with the institute it belongs to (itself for an institute). */
export type GroupScope = {
  id: string;
  type: 'INSTITUTE' | 'CLASS';
  instituteId: string;
  activeSessionId: string | null;
};

/** The class a call in this scope is limited to: the class itself; none for an institute. */
export const classOfScope = (scope: Pick<GroupScope, 'type' | 'id'>): string | undefined =>
  scope.type === 'CLASS' ? scope.id : undefined;

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

/** A membership of a profile, with its group, its institute and its role (names and actions). */
export type ProfileMembership = Omit<
  Awaited<ReturnType<typeof membershipRows>>[number],
  'profileId'
>;

function membershipRows(db: Queryable, profileIds: readonly string[]) {
  const groupInstitute = alias(groups, 'group_institute');
  return (
    db
      .select({
        profileId: memberships.profileId,
        groupId: memberships.groupId,
        groupType: groups.type,
        groupName: groups.name,
        instituteId: groupInstitute.id,
        instituteName: groupInstitute.name,
        instituteVerified: groupInstitute.verified,
        setupCompletedAt: groupInstitute.setupCompletedAt,
        sessionId: memberships.sessionId,
        activeSessionId: groupInstitute.activeSessionId,
        roleName: roles.name,
        builtinKey: roles.builtinKey,
        permissions: roles.permissions,
      })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .innerJoin(
        groupInstitute,
        eq(groupInstitute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`),
      )
      // A role of another institute attached by mistake grants nothing.
      .innerJoin(
        roles,
        and(eq(roles.id, memberships.roleId), eq(roles.instituteId, groupInstitute.id)),
      )
      .where(inArray(memberships.profileId, [...profileIds]))
  );
}

/** Every membership of each profile, in one statement; a profile without any maps to []. */
export async function membershipsOfProfiles(
  db: Queryable,
  profileIds: readonly string[],
): Promise<Map<string, ProfileMembership[]>> {
  const byProfile = new Map<string, ProfileMembership[]>(profileIds.map((id) => [id, []]));
  for (const { profileId, ...row } of await membershipRows(db, profileIds)) {
    byProfile.get(profileId)?.push(row);
  }
  return byProfile;
}

export async function findSessionInstitute(db: Queryable, sessionId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, instituteId: academicSessions.instituteId })
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}
