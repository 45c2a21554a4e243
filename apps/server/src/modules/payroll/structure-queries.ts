import type { SalaryComponent } from '@shala/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { salaryStructures, staffEmployment } from '../../db/schema/index.js';

// Salary structures: every read by id names the institute too.

export type StructureRow = typeof salaryStructures.$inferSelect;

/** The institute's structures with how many staff each pays. */
export function structuresOf(db: Queryable, instituteId: string) {
  return db
    .select({
      structure: salaryStructures,
      staff: sql<number>`(select count(*)::int from staff_employment e
        where e.structure_id = ${salaryStructures.id} and e.active)`,
    })
    .from(salaryStructures)
    .where(eq(salaryStructures.instituteId, instituteId))
    .orderBy(asc(salaryStructures.name));
}

export async function findStructure(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(salaryStructures)
    .where(and(eq(salaryStructures.instituteId, instituteId), eq(salaryStructures.id, id)));
  return row;
}

/** Answers the new structure's id, or undefined when its name is taken. */
export async function insertStructure(
  db: Queryable,
  p: { instituteId: string; name: string; components: SalaryComponent[]; now: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(salaryStructures)
    .values({
      instituteId: p.instituteId,
      name: p.name,
      components: p.components,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing()
    .returning({ id: salaryStructures.id });
  return row?.id;
}

export function updateStructure(
  db: Queryable,
  instituteId: string,
  id: string,
  values: { name: string; components: SalaryComponent[]; active: boolean; updatedAt: Date },
) {
  return db
    .update(salaryStructures)
    .set(values)
    .where(and(eq(salaryStructures.instituteId, instituteId), eq(salaryStructures.id, id)));
}

export async function structureNameTaken(
  db: Queryable,
  p: { instituteId: string; name: string; exceptId: string },
) {
  const [row] = await db
    .select({ id: salaryStructures.id })
    .from(salaryStructures)
    .where(
      and(
        eq(salaryStructures.instituteId, p.instituteId),
        sql`lower(${salaryStructures.name}) = lower(${p.name})`,
        sql`${salaryStructures.id} <> ${p.exceptId}`,
      ),
    );
  return row !== undefined;
}

/** The institute's employment rows with their structures. */
export function employmentsOf(db: Queryable, instituteId: string) {
  return db
    .select({ employment: staffEmployment, structure: salaryStructures })
    .from(staffEmployment)
    .innerJoin(salaryStructures, eq(salaryStructures.id, staffEmployment.structureId))
    .where(eq(staffEmployment.instituteId, instituteId));
}

export type EmploymentValues = Omit<
  typeof staffEmployment.$inferInsert,
  'instituteId' | 'profileId'
>;

export async function saveEmployment(
  db: Queryable,
  instituteId: string,
  profileId: string,
  values: EmploymentValues,
) {
  await db
    .insert(staffEmployment)
    .values({ instituteId, profileId, ...values })
    .onConflictDoUpdate({
      target: [staffEmployment.instituteId, staffEmployment.profileId],
      set: values,
    });
}
