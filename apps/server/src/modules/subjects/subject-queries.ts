import { STARTER_SUBJECTS } from '@shala/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { classSubjects, subjects } from '../../db/schema/index.js';

/** The SQL of an institute's subject list: every read by id names the institute too. */

export type SubjectRow = typeof subjects.$inferSelect;
export type SubjectWithClasses = SubjectRow & { classes: number };

/** The institute's subjects with how many classes have each: kept ones first, by name. */
export async function subjectsOfInstitute(
  db: Queryable,
  instituteId: string,
): Promise<SubjectWithClasses[]> {
  const rows = await db
    .select({ subject: subjects, classes: count(classSubjects.id) })
    .from(subjects)
    .leftJoin(classSubjects, eq(classSubjects.subjectId, subjects.id))
    .where(eq(subjects.instituteId, instituteId))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.archived), asc(subjects.name));
  return rows.map((r) => ({ ...r.subject, classes: Number(r.classes) }));
}

export async function findSubject(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<SubjectRow | undefined> {
  const [row] = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.instituteId, instituteId), eq(subjects.id, id)))
    .limit(1);
  return row;
}

export async function insertSubject(
  db: Queryable,
  values: typeof subjects.$inferInsert,
): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values(values).returning();
  if (!row) throw new Error('subject insert returned nothing');
  return row;
}

export async function updateSubject(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Pick<SubjectRow, 'name' | 'code' | 'colour' | 'archived'>>,
): Promise<SubjectRow | undefined> {
  const [row] = await db
    .update(subjects)
    .set(changes)
    .where(and(eq(subjects.instituteId, instituteId), eq(subjects.id, id)))
    .returning();
  return row;
}

export async function deleteSubject(db: Queryable, instituteId: string, id: string) {
  await db.delete(subjects).where(and(eq(subjects.instituteId, instituteId), eq(subjects.id, id)));
}

/** How many classes have the subject. */
export async function classesWithSubject(db: Queryable, subjectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(classSubjects)
    .where(eq(classSubjects.subjectId, subjectId));
  return Number(row?.n ?? 0);
}

/** A new institute's starting list (rules/subjects.ts), which its admin then edits. */
export async function insertStarterSubjects(db: Queryable, instituteId: string, now: Date) {
  await db
    .insert(subjects)
    .values(STARTER_SUBJECTS.map((s) => ({ ...s, instituteId, createdAt: now })));
}
