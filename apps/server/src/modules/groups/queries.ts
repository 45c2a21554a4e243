import { compareClassNames, sortClasses } from '@shala/shared';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { admissionApplications, groups, memberships, roles } from '../../db/schema/index.js';

// The groups table: institutes and their classes. Only the groups module writes it; other
// modules find institutes and classes here (groups/index.ts).

export type GroupRow = typeof groups.$inferSelect;
export type InstituteChanges = Partial<
  Pick<
    GroupRow,
    | 'name'
    | 'about'
    | 'address'
    | 'phone'
    | 'email'
    | 'website'
    | 'verifyToViewDetails'
    | 'imageLocation'
    | 'setupCompletedAt'
    | 'verified'
  >
>;

/**
 * Locks the institute's row until the transaction ends, so two session writes of one institute
 * check overlaps one after the other (a term write locks its session the same way).
 */
export async function lockInstituteRow(tx: Tx, instituteId: string) {
  await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, instituteId)).for('update');
}

export async function insertGroup(db: Queryable, values: typeof groups.$inferInsert) {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error('group insert returned nothing');
  return row;
}

/** An institute by id; undefined for a class or nothing. */
export async function findInstitute(db: Queryable, instituteId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .limit(1);
  return row;
}

/** An institute with this name, case and spacing aside. */
export async function findInstituteByName(db: Queryable, name: string) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.type, 'INSTITUTE'), sql`lower(${groups.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Changes an institute's own columns; the changed row, or undefined for a class or nothing. */
export async function updateInstitute(
  db: Queryable,
  instituteId: string,
  values: InstituteChanges,
) {
  const [row] = await db
    .update(groups)
    .set(values)
    .where(and(eq(groups.id, instituteId), eq(groups.type, 'INSTITUTE')))
    .returning();
  return row;
}

/** The institute's one active session (academic keeps the sessions' own flags beside it). */
export async function setActiveSession(db: Queryable, instituteId: string, sessionId: string) {
  await db.update(groups).set({ activeSessionId: sessionId }).where(eq(groups.id, instituteId));
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

/** A group of the institute (the institute itself or one of its classes). */
export async function findGroupRow(db: Queryable, instituteId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(groups)
    .where(
      and(
        eq(groups.id, groupId),
        or(eq(groups.id, instituteId), eq(groups.superGroupId, instituteId)),
      ),
    )
    .limit(1);
  return row;
}

/** The institute's classes, in school order (Nursery, LKG, UKG, Class 1 …). */
export async function classesOfInstitute(db: Queryable, instituteId: string) {
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')))
    .orderBy(asc(groups.name));
  return sortClasses(rows);
}

export async function countClasses(db: Queryable, instituteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')));
  return row?.n ?? 0;
}

/** The institute's classes with their member counts, in school order. */
export async function listClasses(db: Queryable, instituteId: string) {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      level: groups.level,
      section: groups.section,
      admissionConfigSet: groups.admissionConfigSet,
      // People (each once over sessions and roles). Qualified by hand: a bare "id" would be the membership's.
      memberCount: sql<number>`(select count(distinct m."profile_id")::int from "memberships" m where m."group_id" = "groups"."id")`,
    })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.type, 'CLASS')))
    .orderBy(asc(groups.name));
  return sortClasses(rows);
}

/** A class of the institute with this name (case and spacing aside), other than `exceptId`. */
export async function findClassByName(
  db: Queryable,
  instituteId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.superGroupId, instituteId),
        eq(groups.type, 'CLASS'),
        sql`lower(${groups.name}) = lower(${name})`,
        exceptId ? ne(groups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** A class of the institute, in a write's WHERE: the statement itself keeps to the institute. */
const classOfInstitute = (instituteId: string, classId: string) =>
  and(eq(groups.superGroupId, instituteId), eq(groups.id, classId));

export async function updateClassRow(
  db: Queryable,
  instituteId: string,
  classId: string,
  values: { name: string; level: string; section: string | null },
) {
  const [row] = await db
    .update(groups)
    .set(values)
    .where(classOfInstitute(instituteId, classId))
    .returning();
  return row;
}

/** Deletes a class of the institute. */
export async function deleteClassRow(db: Queryable, instituteId: string, classId: string) {
  await db.delete(groups).where(classOfInstitute(instituteId, classId));
}

/** Opens or closes the class for admission (its settings are the admission module's). */
export async function setAdmissionOpen(
  db: Queryable,
  instituteId: string,
  classId: string,
  open: boolean,
) {
  await db
    .update(groups)
    .set({ admissionConfigSet: open })
    .where(classOfInstitute(instituteId, classId));
}

/** Admission applications for the class still waiting for a decision. */
export async function countPendingApplications(db: Queryable, classId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(
      and(eq(admissionApplications.classId, classId), eq(admissionApplications.status, 'PENDING')),
    );
  return row?.n ?? 0;
}

/** The acting profile's memberships with their groups, institutes first, then in school order. */
export async function myGroups(db: Queryable, profileId: string) {
  const rows = await db
    .select({
      membershipId: memberships.id,
      id: groups.id,
      name: groups.name,
      type: groups.type,
      superGroupId: groups.superGroupId,
      imageLocation: groups.imageLocation,
      verifyToViewDetails: groups.verifyToViewDetails,
      activeSessionId: groups.activeSessionId,
      admissionConfigSet: groups.admissionConfigSet,
      level: groups.level,
      section: groups.section,
      roleName: roles.name,
      sessionId: memberships.sessionId,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.profileId, profileId))
    .orderBy(desc(sql`${groups.type} = 'INSTITUTE'`), asc(groups.name), asc(memberships.createdAt));
  // Stable: a group's memberships stay in the order they were made.
  return rows.sort(
    (a, b) =>
      Number(b.type === 'INSTITUTE') - Number(a.type === 'INSTITUTE') ||
      compareClassNames(a.name, b.name),
  );
}
