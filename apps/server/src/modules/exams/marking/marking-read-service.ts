import { EXAM_MESSAGES, type QuestionMarking, type StudentMarking } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import { entriesOfAttempt, loadMarkingBook, type MarkingBook, ranksOf } from './marking-book.js';
import { isMarkable } from './marking-policy.js';
import { answerWithChanges, toAttemptSummary, toMarkingEntry } from './marking-presenters.js';
import { type ExamScope, findExamTask } from './marking-queries.js';

const M = EXAM_MESSAGES;

/** The exam's marking book, when the exam is one of the scope's; else 404. */
export async function bookInScope(
  db: Queryable,
  scope: ExamScope,
  academicTaskId: string,
): Promise<MarkingBook> {
  const task = await findExamTask(db, scope, academicTaskId);
  if (!task) throw notFound(M.taskNotFound);
  return loadMarkingBook(db, task);
}

/** Marking by student: every exam question of the attempt in its order, answered or not. */
export async function studentMarking(
  ctx: AppContext,
  scope: ExamScope,
  query: { academicTaskId: string; userProfileId: string },
): Promise<StudentMarking> {
  const book = await bookInScope(ctx.db, scope, query.academicTaskId);
  const line = book.attempts.find((a) => a.attempt.profileId === query.userProfileId);
  if (!line) throw notFound(M.attemptNotFound);
  return {
    attempt: toAttemptSummary(book, line, ranksOf(book), ctx.clock.now()),
    entries: entriesOfAttempt(book, line.attempt).map((entry, position) =>
      toMarkingEntry(book, line.attempt.id, entry, position, line.attempt.optionOrder),
    ),
  };
}

/**
 * Marking by question: every submitted (or evaluated) attempt's answer to one exam question,
 * with how many are marked and still to mark.
 */
export async function questionMarking(
  ctx: AppContext,
  scope: ExamScope,
  query: { academicTaskId: string; examQuestionId: string },
): Promise<QuestionMarking> {
  const book = await bookInScope(ctx.db, scope, query.academicTaskId);
  const position = book.entries.findIndex((e) => e.id === query.examQuestionId);
  const entry = book.entries[position];
  if (!entry) throw notFound(M.examQuestionNotFound);
  const ranks = ranksOf(book);
  const now = ctx.clock.now();
  const rows = book.attempts
    .filter((line) => isMarkable(line.attempt))
    .map((line) => ({
      attempt: toAttemptSummary(book, line, ranks, now),
      ...answerWithChanges(book, line.attempt.id, entry),
    }));
  const answered = rows.filter((r) => r.answer !== null);
  const marked = answered.filter((r) => r.answer?.marks !== null).length;
  return {
    examQuestionId: entry.id,
    position,
    maximumMarks: entry.maximumMarks,
    questionType: entry.questionType,
    question: entry.question,
    correctAnswer: entry.correctAnswer,
    marked,
    toMark: answered.length - marked,
    rows,
  };
}
