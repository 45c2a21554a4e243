import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { memberships, roles } from '../../db/schema/index.js';

/** Members of the institute (itself, not its classes) whose role holds `action`. */
export async function holdersOf(db: Queryable, instituteId: string, action: string) {
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.groupId, instituteId), sql`${action} = any(${roles.permissions})`));
  return rows.map((r) => r.id);
}
