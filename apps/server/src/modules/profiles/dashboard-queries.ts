import { and, count, countDistinct, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  academicSessions,
  groups,
  guardianLinks,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

const institute = alias(groups, 'dash_institute');

/** The profiles' memberships with group, institute and role, in one query. */
export async function dashboardMemberships(db: Db, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .select({
      profileId: memberships.profileId,
      groupId: groups.id,
      groupName: groups.name,
      groupType: groups.type,
      instituteId: institute.id,
      instituteName: institute.name,
      instituteVerified: institute.verified,
      activeSessionId: institute.activeSessionId,
      setupCompletedAt: institute.setupCompletedAt,
      sessionId: memberships.sessionId,
      roleName: roles.name,
      builtinKey: roles.builtinKey,
      permissions: roles.permissions,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(institute, eq(institute.id, sql`coalesce(${groups.superGroupId}, ${groups.id})`))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(inArray(memberships.profileId, profileIds));
}
export type DashboardMembership = Awaited<ReturnType<typeof dashboardMemberships>>[number];

export async function sessionName(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: academicSessions.id, name: academicSessions.name })
    .from(academicSessions)
    .where(eq(academicSessions.id, sessionId))
    .limit(1);
  return row;
}

const inSession = (sessionId: string | null) =>
  sessionId ? or(isNull(memberships.sessionId), eq(memberships.sessionId, sessionId)) : undefined;

/** Classes, students, staff and pending admissions of an institute, in one round of queries. */
export async function instituteCounts(db: Db, instituteId: string, sessionId: string | null) {
  const inInstitute = or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId));
  const [classes, students, staff] = await Promise.all([
    db
      .select({ n: count() })
      .from(groups)
      .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS'))),
    db
      .select({ n: countDistinct(memberships.profileId) })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(and(inInstitute, eq(roles.builtinKey, 'STUDENT'), inSession(sessionId))),
    db
      .select({ n: countDistinct(memberships.profileId) })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .where(
        and(
          eq(memberships.groupId, instituteId),
          isNull(memberships.sessionId),
          or(
            isNull(roles.builtinKey),
            and(ne(roles.builtinKey, 'STUDENT'), ne(roles.builtinKey, 'PARENT')),
          ),
        ),
      ),
  ]);
  return {
    classes: classes[0]?.n ?? 0,
    students: students[0]?.n ?? 0,
    staff: staff[0]?.n ?? 0,
  };
}

/** Students per class for the session. */
export async function studentsPerClass(db: Db, classIds: string[], sessionId: string | null) {
  if (classIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ groupId: memberships.groupId, n: countDistinct(memberships.profileId) })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        inArray(memberships.groupId, classIds),
        eq(roles.builtinKey, 'STUDENT'),
        inSession(sessionId),
      ),
    )
    .groupBy(memberships.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}

/** The students a parent profile looks after. */
export async function childrenOf(db: Db, parentProfileId: string) {
  return db
    .select({
      userProfileId: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      relation: guardianLinks.relation,
    })
    .from(guardianLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, guardianLinks.studentProfileId))
    .where(eq(guardianLinks.parentProfileId, parentProfileId))
    .orderBy(userProfiles.firstName);
}
