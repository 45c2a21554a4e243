import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { academicSessions, groups, memberships, roles } from '../../db/schema/index.js';

export type GroupRow = typeof groups.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

export async function insertGroup(db: Queryable, values: typeof groups.$inferInsert) {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error('group insert returned nothing');
  return row;
}

export async function insertSession(db: Queryable, values: typeof academicSessions.$inferInsert) {
  const [row] = await db.insert(academicSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

export async function setActiveSession(db: Queryable, instituteId: string, sessionId: string) {
  await db.update(groups).set({ activeSessionId: sessionId }).where(eq(groups.id, instituteId));
}

export async function insertRoles(db: Queryable, values: (typeof roles.$inferInsert)[]) {
  return db.insert(roles).values(values).returning();
}

export async function insertMembership(db: Queryable, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  if (!row) throw new Error('membership insert returned nothing');
  return row;
}

/** A role by id, only within its institute. */
export async function findRole(db: Queryable, instituteId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** A class by id, only within its institute. */
export async function findClass(db: Queryable, instituteId: string, classId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(
      and(eq(groups.id, classId), eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')),
    )
    .limit(1);
  return row;
}

/** A session by id, only within its institute. */
export async function findSession(db: Queryable, instituteId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(academicSessions)
    .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** The institute's copy of a built-in role (MEMBER, STUDENT ...). */
export async function findBuiltinRole(db: Queryable, instituteId: string, builtinKey: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.instituteId, instituteId), eq(roles.builtinKey, builtinKey)))
    .limit(1);
  return row;
}
