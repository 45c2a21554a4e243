import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { groups, memberships, roles } from '../../../db/schema/index.js';

// Who sits exams: memberships, roles and guardian links, read here (who sits a class's exams,
// whose child a student is) and never written by the exams module.

/**
 * A membership (joined with its group and role) through which its profile sits exams now: in a
 * session in view (all sessions, or the institute's active one), by a role holding
 * finalExamSubmit.
 */
const sitsExamsNow = () =>
  and(
    sql`(${memberships.sessionId} is null or ${memberships.sessionId} = (select i.active_session_id from groups i where i.id = ${groups.superGroupId}))`,
    sql`'finalExamSubmit' = any(${roles.permissions})`,
  );

/** The class's takers now: members of the class itself who sit exams now (sitsExamsNow). */
export async function takersOfClass(db: Queryable, classId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ profileId: memberships.profileId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.groupId, classId), sitsExamsNow()));
  return rows.map((r) => r.profileId);
}

/** Classes in which each of these profiles sits exams now (sitsExamsNow). */
export async function takerClassesOf(db: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return [];
  return db
    .selectDistinct({ profileId: memberships.profileId, classId: memberships.groupId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(inArray(memberships.profileId, profileIds), eq(groups.type, 'CLASS'), sitsExamsNow()),
    );
}
