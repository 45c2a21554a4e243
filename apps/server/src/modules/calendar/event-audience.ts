import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { groups, memberships, roles } from '../../db/schema/index.js';
import { withGuardians } from '../people/index.js';

/**
 * Who hears of a new school event: the members of the institute (for a whole-institute event)
 * or of its classes whose role reads events (getEvent), in a session in view, with the
 * guardians of those members (a parent follows a child's classes).
 */
export async function eventAudience(
  db: Queryable,
  instituteId: string,
  classIds: readonly string[],
): Promise<string[]> {
  const activeSession = sql`(select i.active_session_id from groups i where i.id = ${instituteId})`;
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        classIds.length > 0
          ? inArray(memberships.groupId, [...classIds])
          : or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
        eq(roles.instituteId, instituteId),
        sql`'getEvent' = any(${roles.permissions})`,
        or(isNull(memberships.sessionId), eq(memberships.sessionId, activeSession)),
      ),
    );
  return withGuardians(
    db,
    rows.map((r) => r.id),
  );
}
