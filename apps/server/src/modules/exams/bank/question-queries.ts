import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.js';
import {
  academicTasks,
  examAttempts,
  examQuestionEntries,
  examQuestions,
} from '../../../db/schema/index.js';

// The question bank's table (exam_questions): reads by the groups a caller sees, and writes.
// Every read by id also filters by institute, so another institute's id is simply not found.

export type QuestionRow = typeof examQuestions.$inferSelect;
export type NewQuestion = typeof examQuestions.$inferInsert;

/** The bank questions of these groups (a class and its institute), enabled only unless told. */
const inBanks = (instituteId: string, groupIds: string[], includeDisabled: boolean) =>
  and(
    eq(examQuestions.instituteId, instituteId),
    inArray(examQuestions.groupId, groupIds),
    includeDisabled ? undefined : eq(examQuestions.disabled, false),
  );

const newestFirst = [desc(examQuestions.createdAt), desc(examQuestions.id)];

export async function findQuestion(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, id), eq(examQuestions.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** The question, locked until the transaction ends (two edits of one question wait in turn). */
export async function lockQuestion(tx: Tx, instituteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, id), eq(examQuestions.instituteId, instituteId)))
    .for('update');
  return row;
}

export async function countQuestions(
  db: Queryable,
  bank: { instituteId: string; groupIds: string[]; includeDisabled: boolean },
) {
  const [row] = await db
    .select({ n: count() })
    .from(examQuestions)
    .where(inBanks(bank.instituteId, bank.groupIds, bank.includeDisabled));
  return row?.n ?? 0;
}

/** One page of the bank, newest first. */
export async function pageOfQuestions(
  db: Queryable,
  bank: { instituteId: string; groupIds: string[]; includeDisabled: boolean },
  page: { offset: number; limit: number },
) {
  return db
    .select()
    .from(examQuestions)
    .where(inBanks(bank.instituteId, bank.groupIds, bank.includeDisabled))
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit);
}

/** Questions with any of the tags (compared case-blind), those with the most of them first. */
export async function questionsByTags(
  db: Queryable,
  bank: { instituteId: string; groupIds: string[]; includeDisabled: boolean },
  tags: string[],
  max: number,
) {
  const lowered = [...new Set(tags.map((t) => t.toLowerCase()))];
  const matches: SQL<number> = sql`(select count(*) from unnest(${examQuestions.tags}) as t(tag) where lower(t.tag) in ${lowered})::int`;
  return db
    .select()
    .from(examQuestions)
    .where(and(inBanks(bank.instituteId, bank.groupIds, bank.includeDisabled), sql`${matches} > 0`))
    .orderBy(desc(matches), ...newestFirst)
    .limit(max);
}

/** Questions of this category, compared case-blind. */
export async function questionsByCategory(
  db: Queryable,
  bank: { instituteId: string; groupIds: string[]; includeDisabled: boolean },
  category: string,
  max: number,
) {
  return db
    .select()
    .from(examQuestions)
    .where(
      and(
        inBanks(bank.instituteId, bank.groupIds, bank.includeDisabled),
        sql`lower(${examQuestions.category}) = lower(${category})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(max);
}

export async function insertQuestions(tx: Queryable, rows: NewQuestion[]) {
  if (rows.length === 0) return [];
  return tx.insert(examQuestions).values(rows).returning();
}

export async function updateQuestion(
  tx: Queryable,
  instituteId: string,
  id: string,
  values: Partial<Omit<NewQuestion, 'id' | 'instituteId' | 'groupId' | 'createdAt'>>,
) {
  const [row] = await tx
    .update(examQuestions)
    .set(values)
    .where(and(eq(examQuestions.instituteId, instituteId), eq(examQuestions.id, id)))
    .returning();
  return row;
}

export async function deleteQuestion(tx: Queryable, instituteId: string, id: string) {
  await tx
    .delete(examQuestions)
    .where(and(eq(examQuestions.instituteId, instituteId), eq(examQuestions.id, id)));
}

/** Of these questions, those placed in an exam that has left its draft. */
export async function questionsInPublishedExams(
  db: Queryable,
  questionIds: string[],
): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ questionId: examQuestionEntries.questionId })
    .from(examQuestionEntries)
    .innerJoin(academicTasks, eq(academicTasks.id, examQuestionEntries.academicTaskId))
    .where(
      and(inArray(examQuestionEntries.questionId, questionIds), ne(academicTasks.status, 'DRAFT')),
    );
  return new Set(rows.map((r) => r.questionId));
}

/**
 * The exams the question is in, their rows locked: an exam cannot be published while the
 * question is being deleted (its publishing waits, then finds the entry gone).
 */
export async function lockExamsOfQuestion(tx: Tx, questionId: string) {
  return tx
    .select({ id: academicTasks.id, status: academicTasks.status })
    .from(academicTasks)
    .innerJoin(examQuestionEntries, eq(examQuestionEntries.academicTaskId, academicTasks.id))
    .where(eq(examQuestionEntries.questionId, questionId))
    .orderBy(asc(academicTasks.id))
    .for('update', { of: academicTasks });
}

/** Removes the question from draft exams (called once none of its exams is published). */
export async function deleteEntriesOfQuestion(
  tx: Queryable,
  instituteId: string,
  questionId: string,
) {
  await tx
    .delete(examQuestionEntries)
    .where(
      and(
        eq(examQuestionEntries.instituteId, instituteId),
        eq(examQuestionEntries.questionId, questionId),
      ),
    );
}

/**
 * True when the profile has started (or finished) a published exam of the group that holds the
 * question: the student may see its image.
 */
export async function attemptHoldsQuestion(
  db: Queryable,
  p: { profileId: string; groupId: string; questionId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(academicTasks, eq(academicTasks.id, examAttempts.academicTaskId))
    .innerJoin(
      examQuestionEntries,
      eq(examQuestionEntries.academicTaskId, examAttempts.academicTaskId),
    )
    .where(
      and(
        eq(examAttempts.profileId, p.profileId),
        eq(examAttempts.groupId, p.groupId),
        inArray(examAttempts.status, ['STARTED', 'SUBMITTED', 'EVALUATED']),
        inArray(academicTasks.status, ['PUBLISHED', 'RESULTS_PUBLISHED']),
        eq(examQuestionEntries.questionId, p.questionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
