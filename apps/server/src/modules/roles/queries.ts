import { BUILTIN_ROLE_KEYS, BUILTIN_ROLES } from '@shala/shared';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { memberships, roles, userProfiles } from '../../db/schema/index.js';

// The roles table: each institute's roles (its copies of the built-in ones and its own). Only
// the roles module writes it; other modules find roles here (roles/index.ts).

export type RoleRow = typeof roles.$inferSelect;

/** A role by id, only within its institute. */
export async function findRole(db: Queryable, instituteId: string, roleId: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.instituteId, instituteId)))
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

/** Every role of the institute, as stored. */
export async function rolesOfInstitute(db: Queryable, instituteId: string) {
  return db.select().from(roles).where(eq(roles.instituteId, instituteId));
}

/** A new institute's copy of every built-in role: an institute is usable from its first minute. */
export async function insertBuiltinRoles(db: Queryable, instituteId: string) {
  return db
    .insert(roles)
    .values(
      BUILTIN_ROLE_KEYS.map((key) => ({
        instituteId,
        name: BUILTIN_ROLES[key].name,
        builtinKey: key,
        permissions: [...BUILTIN_ROLES[key].actions],
      })),
    )
    .returning();
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  builtinKey: roles.builtinKey,
  permissions: roles.permissions,
  // People holding the role (issue 22 item 11): a student is in the institute and in a class,
  // two memberships of one person. Qualified by hand: a bare "id" would be the membership's.
  memberCount: sql<number>`(select count(distinct m."profile_id")::int from "memberships" m where m."role_id" = "roles"."id")`,
};
export type RoleWithCount = {
  id: string;
  name: string;
  builtinKey: string | null;
  permissions: string[];
  memberCount: number;
};

/** The institute's roles: built-in ones first, then the institute's own, by name. */
export async function listRoles(db: Queryable, instituteId: string): Promise<RoleWithCount[]> {
  return db
    .select(roleColumns)
    .from(roles)
    .where(eq(roles.instituteId, instituteId))
    .orderBy(desc(sql`${roles.builtinKey} is not null`), asc(roles.name));
}

export async function findRoleWithCount(
  db: Queryable,
  instituteId: string,
  roleId: string,
): Promise<RoleWithCount | undefined> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** A role of the institute with this name (case and spacing aside), other than `exceptId`. */
export async function findRoleByName(
  db: Queryable,
  instituteId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.instituteId, instituteId),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** An institute's own role with a set of permissions. */
export async function insertRole(
  db: Queryable,
  values: { instituteId: string; name: string; permissions: string[] },
) {
  const [row] = await db.insert(roles).values(values).returning();
  if (!row) throw new Error('role insert returned nothing');
  return row;
}

/** Updates and deletes keep to the institute in the statement itself (defence in depth). */
export async function updateRole(
  db: Queryable,
  instituteId: string,
  roleId: string,
  values: { name: string; permissions: string[] },
) {
  await db
    .update(roles)
    .set(values)
    .where(and(eq(roles.instituteId, instituteId), eq(roles.id, roleId)));
}

export async function deleteRole(db: Queryable, instituteId: string, roleId: string) {
  await db.delete(roles).where(and(eq(roles.instituteId, instituteId), eq(roles.id, roleId)));
}

export async function countRoleMemberships(db: Queryable, roleId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.roleId, roleId));
  return row?.n ?? 0;
}

/** The roles of the institute that any profile of the account holds (its own roles). */
export async function rolesHeldBy(db: Queryable, accountId: string, instituteId: string) {
  const rows = await db
    .selectDistinct({ id: memberships.roleId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(and(eq(userProfiles.accountId, accountId), eq(roles.instituteId, instituteId)));
  return new Set(rows.map((r) => r.id));
}
