import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { examQuestionOptions } from '../../../db/schema/index.js';

// The objective options of the bank's MCQs (exam_question_options), in their order.

export type OptionRow = typeof examQuestionOptions.$inferSelect;
export type NewOption = typeof examQuestionOptions.$inferInsert;

export async function findOption(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(examQuestionOptions)
    .where(and(eq(examQuestionOptions.id, id), eq(examQuestionOptions.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** The options of these questions, each question's in order. */
export async function optionsOf(db: Queryable, questionIds: string[]): Promise<OptionRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(examQuestionOptions)
    .where(inArray(examQuestionOptions.questionId, questionIds))
    .orderBy(asc(examQuestionOptions.questionId), asc(examQuestionOptions.position));
}

export async function insertOptions(db: Queryable, rows: NewOption[]) {
  if (rows.length === 0) return [];
  return db.insert(examQuestionOptions).values(rows).returning();
}

/** The place after the question's last option. */
export async function nextOptionPosition(db: Queryable, questionId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(examQuestionOptions.position) })
    .from(examQuestionOptions)
    .where(eq(examQuestionOptions.questionId, questionId));
  return (row?.last ?? -1) + 1;
}

export async function updateOption(
  db: Queryable,
  instituteId: string,
  id: string,
  values: Partial<Pick<NewOption, 'title' | 'text' | 'position' | 'disabled'>>,
) {
  const [row] = await db
    .update(examQuestionOptions)
    .set(values)
    .where(and(eq(examQuestionOptions.instituteId, instituteId), eq(examQuestionOptions.id, id)))
    .returning();
  return row;
}

export async function deleteOptions(db: Queryable, instituteId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(examQuestionOptions)
    .where(
      and(eq(examQuestionOptions.instituteId, instituteId), inArray(examQuestionOptions.id, ids)),
    );
}

export async function disableOptions(db: Queryable, instituteId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(examQuestionOptions)
    .set({ disabled: true })
    .where(
      and(eq(examQuestionOptions.instituteId, instituteId), inArray(examQuestionOptions.id, ids)),
    );
}
