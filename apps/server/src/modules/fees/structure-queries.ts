import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { feeAssignments, feeParticulars, feeStructures, groups } from '../../db/schema/index.js';

export type StructureRow = typeof feeStructures.$inferSelect;
export type ParticularRow = typeof feeParticulars.$inferSelect;
export type StructureWithParts = StructureRow & {
  className: string;
  particulars: ParticularRow[];
  assignedCount: number;
  paidInto: boolean;
};

/** The institute's structure by id (undefined for another institute's), locked when asked. */
export async function findStructure(
  db: Queryable,
  instituteId: string,
  id: string,
  lock = false,
): Promise<StructureRow | undefined> {
  const query = db
    .select()
    .from(feeStructures)
    .where(and(eq(feeStructures.id, id), eq(feeStructures.instituteId, instituteId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function particularsOf(db: Queryable, structureIds: readonly string[]) {
  if (structureIds.length === 0) return [];
  return db
    .select()
    .from(feeParticulars)
    .where(inArray(feeParticulars.structureId, [...structureIds]))
    .orderBy(asc(feeParticulars.position));
}

export async function assignedProfiles(db: Queryable, structureId: string): Promise<string[]> {
  const rows = await db
    .select({ profileId: feeAssignments.profileId })
    .from(feeAssignments)
    .where(eq(feeAssignments.structureId, structureId));
  return rows.map((r) => r.profileId);
}

/**
 * Structures of a session in the institute (of one class when named), with their particulars,
 * how many students they are assigned to and whether money is paid into their dues.
 */
export async function structuresWithParts(
  db: Queryable,
  p: { instituteId: string; sessionId: string; classId?: string; id?: string },
): Promise<StructureWithParts[]> {
  const rows = await db
    .select({ structure: feeStructures, className: groups.name })
    .from(feeStructures)
    .innerJoin(groups, eq(groups.id, feeStructures.classId))
    .where(
      and(
        eq(feeStructures.instituteId, p.instituteId),
        eq(feeStructures.sessionId, p.sessionId),
        p.classId ? eq(feeStructures.classId, p.classId) : undefined,
        p.id ? eq(feeStructures.id, p.id) : undefined,
      ),
    )
    .orderBy(asc(groups.name), asc(feeStructures.name));
  const ids = rows.map((r) => r.structure.id);
  if (ids.length === 0) return [];
  const parts = await particularsOf(db, ids);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const figures = await selectRows<{ id: string; assigned: number; paid_into: boolean }>(
    db,
    sql`select s.id,
        (select count(*)::int from fee_assignments a where a.structure_id = s.id) as assigned,
        exists (select 1 from fee_particulars fp join student_dues d
          on d.source = 'STRUCTURE' and d.source_id = fp.id and d.institute_id = s.institute_id
          where fp.structure_id = s.id and d.paid_paise + d.discount_paise > 0) as paid_into
      from fee_structures s where s.id in (${idList})`,
  );
  const byId = new Map(figures.map((f) => [f.id, f]));
  return rows.map(({ structure, className }) => ({
    ...structure,
    className,
    particulars: parts.filter((x) => x.structureId === structure.id),
    assignedCount: byId.get(structure.id)?.assigned ?? 0,
    paidInto: byId.get(structure.id)?.paid_into ?? false,
  }));
}
