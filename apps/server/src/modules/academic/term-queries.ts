import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { academicTerms } from '../../db/schema/index.js';

export type TermRow = typeof academicTerms.$inferSelect;

/** A session's terms, in date order; only within the institute. */
export async function termsOfSession(db: Queryable, instituteId: string, sessionId: string) {
  return db
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.instituteId, instituteId), eq(academicTerms.sessionId, sessionId)))
    .orderBy(asc(academicTerms.startDate), asc(academicTerms.name));
}

export async function findTerm(db: Queryable, instituteId: string, termId: string) {
  const [row] = await db
    .select()
    .from(academicTerms)
    .where(and(eq(academicTerms.id, termId), eq(academicTerms.instituteId, instituteId)))
    .limit(1);
  return row;
}

export async function insertTerm(db: Queryable, values: typeof academicTerms.$inferInsert) {
  const [row] = await db.insert(academicTerms).values(values).returning();
  if (!row) throw new Error('term insert returned nothing');
  return row;
}

export async function updateTerm(
  db: Queryable,
  instituteId: string,
  termId: string,
  values: { name: string; startDate: string; endDate: string },
) {
  const [row] = await db
    .update(academicTerms)
    .set(values)
    .where(and(eq(academicTerms.id, termId), eq(academicTerms.instituteId, instituteId)))
    .returning();
  return row;
}

export async function deleteTerm(db: Queryable, instituteId: string, termId: string) {
  await db
    .delete(academicTerms)
    .where(and(eq(academicTerms.id, termId), eq(academicTerms.instituteId, instituteId)));
}
