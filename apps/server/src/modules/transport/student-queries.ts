import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { groups, memberships, roles } from '../../db/schema/index.js';

// Who may ride: a student of the institute in the session (a member of one of its classes by
// the built-in STUDENT role in that session), read here and never written by transport.

/** The student's class in the session (the named one, when given), or undefined. */
export async function classOfStudent(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileId: string; classId?: string },
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: groups.id, name: groups.name })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.profileId, p.profileId),
        eq(memberships.sessionId, p.sessionId),
        eq(groups.type, 'CLASS'),
        eq(groups.superGroupId, p.instituteId),
        eq(roles.builtinKey, 'STUDENT'),
        p.classId ? eq(groups.id, p.classId) : undefined,
      ),
    )
    .orderBy(asc(groups.name))
    .limit(1);
  return row;
}
