import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  examQuestionEntries,
  examQuestionOptions,
  examQuestions,
} from '../../../db/schema/index.js';

// The exam_question_entries table: bank questions placed in an exam, with their marks and place.
// The bank's tables (questions, options) are read here, never written.

export type EntryRow = typeof examQuestionEntries.$inferSelect;
export type BankQuestionRow = typeof examQuestions.$inferSelect;
export type OptionRow = { id: string; title: string; text: string; position: number };

/** An exam question with its bank question and that question's enabled options, in order. */
export type EntryWithQuestion = {
  entry: EntryRow;
  question: BankQuestionRow;
  options: OptionRow[];
};

/** The exam's questions (disabled ones too when asked), in their place, with question and options. */
export async function entriesOfTask(
  db: Queryable,
  taskId: string,
  opts: { includeDisabled: boolean; ids?: string[] },
): Promise<EntryWithQuestion[]> {
  const rows = await db
    .select({ entry: examQuestionEntries, question: examQuestions })
    .from(examQuestionEntries)
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .where(
      and(
        eq(examQuestionEntries.academicTaskId, taskId),
        opts.includeDisabled ? undefined : eq(examQuestionEntries.disabled, false),
        opts.ids ? inArray(examQuestionEntries.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(examQuestionEntries.position), asc(examQuestionEntries.id));
  const options = await optionsOf(
    db,
    rows.map((r) => r.question.id),
  );
  return rows.map((r) => ({ ...r, options: options.get(r.question.id) ?? [] }));
}

/** Enabled options of these questions, in their order, by question. */
async function optionsOf(db: Queryable, questionIds: string[]): Promise<Map<string, OptionRow[]>> {
  const byQuestion = new Map<string, OptionRow[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select({
      questionId: examQuestionOptions.questionId,
      id: examQuestionOptions.id,
      title: examQuestionOptions.title,
      text: examQuestionOptions.text,
      position: examQuestionOptions.position,
    })
    .from(examQuestionOptions)
    .where(
      and(
        inArray(examQuestionOptions.questionId, [...new Set(questionIds)]),
        eq(examQuestionOptions.disabled, false),
      ),
    )
    .orderBy(asc(examQuestionOptions.position), asc(examQuestionOptions.id));
  for (const { questionId, ...option } of rows) {
    const list = byQuestion.get(questionId) ?? [];
    list.push(option);
    byQuestion.set(questionId, list);
  }
  return byQuestion;
}

/** One exam question of this exam (disabled too), or undefined. */
export async function findEntry(db: Queryable, taskId: string, id: string) {
  const [row] = await db
    .select()
    .from(examQuestionEntries)
    .where(and(eq(examQuestionEntries.id, id), eq(examQuestionEntries.academicTaskId, taskId)))
    .limit(1);
  return row;
}

/** One exam question of the scope's exams (disabled too), or undefined. */
export async function findEntryInScope(
  db: Queryable,
  scope: { id: string; type: 'INSTITUTE' | 'CLASS' },
  id: string,
) {
  const [row] = await db
    .select()
    .from(examQuestionEntries)
    .where(
      and(
        eq(examQuestionEntries.id, id),
        scope.type === 'CLASS'
          ? eq(examQuestionEntries.groupId, scope.id)
          : eq(examQuestionEntries.instituteId, scope.id),
      ),
    )
    .limit(1);
  return row;
}

/**
 * A bank question an exam of this class may use: the class's own bank or its institute's,
 * enabled. Undefined otherwise (another class's or institute's question is not found).
 */
export async function findUsableQuestion(
  db: Queryable,
  task: { groupId: string; instituteId: string },
  questionId: string,
) {
  const [row] = await db
    .select()
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.id, questionId),
        eq(examQuestions.instituteId, task.instituteId),
        or(eq(examQuestions.groupId, task.groupId), eq(examQuestions.groupId, task.instituteId)),
      ),
    )
    .limit(1);
  return row;
}

/** The place after the exam's last question. */
export async function nextPosition(db: Queryable, taskId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(examQuestionEntries.position) })
    .from(examQuestionEntries)
    .where(eq(examQuestionEntries.academicTaskId, taskId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** Inserts the exam question; undefined when the question is already in the exam. */
export async function insertEntry(db: Queryable, values: typeof examQuestionEntries.$inferInsert) {
  const [row] = await db
    .insert(examQuestionEntries)
    .values(values)
    .onConflictDoNothing({
      target: [examQuestionEntries.academicTaskId, examQuestionEntries.questionId],
    })
    .returning();
  return row;
}

export async function updateEntry(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Pick<EntryRow, 'maximumMarks' | 'position' | 'disabled'>>,
) {
  const [row] = await db
    .update(examQuestionEntries)
    .set(changes)
    .where(and(eq(examQuestionEntries.instituteId, instituteId), eq(examQuestionEntries.id, id)))
    .returning();
  if (!row) throw new Error('exam question update returned nothing');
  return row;
}

/**
 * Puts the exam question at `position` (0-based) among the exam's questions and renumbers the
 * others 0, 1, 2 … in their order, so places stay whole and distinct.
 */
export async function moveEntry(
  db: Queryable,
  instituteId: string,
  taskId: string,
  id: string,
  position: number,
) {
  const ofTask = and(
    eq(examQuestionEntries.instituteId, instituteId),
    eq(examQuestionEntries.academicTaskId, taskId),
  );
  const rows = await db
    .select({ id: examQuestionEntries.id })
    .from(examQuestionEntries)
    .where(ofTask)
    .orderBy(asc(examQuestionEntries.position), asc(examQuestionEntries.id));
  const order = rows.map((r) => r.id).filter((other) => other !== id);
  order.splice(Math.min(position, order.length), 0, id);
  if (order.length === 0) return;
  await db
    .update(examQuestionEntries)
    .set({
      position: sql`(array_position(${sql.raw('ARRAY[')}${sql.join(
        order.map((o) => sql`${o}::uuid`),
        sql`, `,
      )}${sql.raw(']')}, ${examQuestionEntries.id}) - 1)`,
    })
    .where(ofTask);
}

export async function deleteEntry(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .delete(examQuestionEntries)
    .where(and(eq(examQuestionEntries.instituteId, instituteId), eq(examQuestionEntries.id, id)));
}

/** The ids of the exam's enabled exam questions. */
export async function enabledEntryIds(db: Queryable, taskId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: examQuestionEntries.id })
    .from(examQuestionEntries)
    .where(
      and(eq(examQuestionEntries.academicTaskId, taskId), eq(examQuestionEntries.disabled, false)),
    );
  return new Set(rows.map((r) => r.id));
}
