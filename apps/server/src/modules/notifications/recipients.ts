import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from '../../db/chunks.js';
import type { Queryable } from '../../db/client.js';
import { guardianLinks, memberships, roles } from '../../db/schema/index.js';

/** The students and the parents who look after them: who hears of a student's exams and fees. */
export async function withGuardians(db: Queryable, studentIds: string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const parents: string[] = [];
  for (const slice of chunks(studentIds, 10_000)) {
    const rows = await db
      .select({ id: guardianLinks.parentProfileId })
      .from(guardianLinks)
      .where(inArray(guardianLinks.studentProfileId, slice));
    parents.push(...rows.map((r) => r.id));
  }
  return [...new Set([...studentIds, ...parents])];
}

/** The students a parent looks after. */
export async function childrenOf(db: Queryable, parentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: guardianLinks.studentProfileId })
    .from(guardianLinks)
    .where(eq(guardianLinks.parentProfileId, parentId));
  return rows.map((r) => r.id);
}

/** Members of the institute (itself, not its classes) whose role holds `action`. */
export async function holdersOf(db: Queryable, instituteId: string, action: string) {
  const rows = await db
    .selectDistinct({ id: memberships.profileId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.groupId, instituteId), sql`${action} = any(${roles.permissions})`));
  return rows.map((r) => r.id);
}
