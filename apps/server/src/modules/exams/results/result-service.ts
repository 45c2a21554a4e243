import {
  EXAM_MESSAGES,
  percentageHistogram,
  type ResultSheet,
  type ResultsPublished,
  resultsCsvFileName,
  safeCsv,
  totalsSummary,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { announce, type Raised, raiseNotification } from '../../notifications/index.js';
import { withGuardians } from '../../people/index.js';
import type { Caller } from '../../permissions/index.js';
import { loadMarkingBook, type MarkingBook, ranksOf } from '../marking/marking-book.js';
import { isMarkable, mayStillBeSat, resultsArePublished } from '../marking/marking-policy.js';
import { toAttemptSummary } from '../marking/marking-presenters.js';
import { type ExamScope, lockExamTask } from '../marking/marking-queries.js';
import { bookInScope } from '../marking/marking-read-service.js';
import { markResultsPublished } from '../marking/marking-write-queries.js';

const M = EXAM_MESSAGES;

/**
 * GET exam/results: the class result sheet — every student with the exam, their state and
 * progress, and once evaluated total, percentage and competition rank; ten percentage bins;
 * average, highest and lowest of the totals; and the marking progress of the exam.
 */
export async function resultSheet(
  ctx: AppContext,
  scope: ExamScope,
  academicTaskId: string,
): Promise<ResultSheet> {
  return sheetOf(await bookInScope(ctx.db, scope, academicTaskId), ctx.clock.now());
}

export function sheetOf(book: MarkingBook, now: Date): ResultSheet {
  const ranks = ranksOf(book);
  const attempts = book.attempts
    .map((line) => toAttemptSummary(book, line, ranks, now))
    // By rank, the unranked after, each by name (the book is by name already).
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const evaluated = attempts.filter((a) => a.status === 'EVALUATED');
  const submitted = attempts.filter((a) => isMarkable(a));
  const fullyMarked = submitted.filter((a) => a.toMark === 0).length;
  return {
    academicTaskId: book.task.id,
    title: book.task.title,
    maximumMarks: book.maximumMarks,
    status: book.task.status,
    attempts,
    histogram: percentageHistogram(evaluated.map((a) => a.percentage ?? 0)),
    ...totalsSummary(evaluated.map((a) => a.total ?? 0)),
    progress: {
      students: attempts.length,
      submitted: submitted.length,
      marked: fullyMarked,
      toMark: submitted.length - fullyMarked,
      evaluated: evaluated.length,
      toEvaluate: submitted.length - evaluated.length,
    },
    resultsPublishedAt: book.task.resultsPublishedAt?.toISOString() ?? null,
  };
}

const CSV_HEADER = [
  'name',
  'registration no',
  'status',
  'total',
  'maximum',
  'percentage',
  'rank',
] as const;

/** GET exam/results/csv: the sheet's lines as CSV, safe to open in a spreadsheet. */
export async function resultsCsv(
  ctx: AppContext,
  scope: ExamScope,
  academicTaskId: string,
): Promise<{ filename: string; csv: string }> {
  const sheet = await resultSheet(ctx, scope, academicTaskId);
  const rows = sheet.attempts.map((a) => [
    a.fullName,
    a.registrationNo,
    a.status,
    a.total,
    sheet.maximumMarks,
    a.percentage,
    a.rank,
  ]);
  return { filename: resultsCsvFileName(sheet.title), csv: safeCsv([CSV_HEADER, ...rows]) };
}

/**
 * POST exam/results/publish: once nobody may still sit the exam and every submitted attempt is
 * evaluated, the exam's results are shown to its students and their parents. Publishing again
 * answers the sheet and changes nothing. Marks may still be corrected after, with a reason.
 */
export async function publishResults(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  academicTaskId: string,
): Promise<ResultsPublished> {
  const now = ctx.clock.now();
  let raised: Raised | undefined;
  const book = await ctx.db.transaction(async (tx) => {
    const task = await lockExamTask(tx, scope, academicTaskId);
    if (!task) throw notFound(M.taskNotFound);
    if (resultsArePublished(task)) return loadMarkingBook(tx, task);
    if (task.status !== 'PUBLISHED') throw conflict(M.taskNotPublished);
    const book = await loadMarkingBook(tx, task);
    const attempts = book.attempts.map((a) => a.attempt);
    if (mayStillBeSat(task, attempts, now)) throw conflict(M.examStillOpen);
    const waiting = attempts.filter((a) => a.status === 'SUBMITTED').length;
    if (waiting > 0) throw conflict(M.notEvaluated(waiting));
    await markResultsPublished(tx, scope.instituteId, task.id, now);
    raised = await raiseNotification(ctx, tx, {
      kind: 'exam.resultOut',
      profileIds: await withGuardians(
        tx,
        attempts.filter((a) => a.status === 'EVALUATED').map((a) => a.profileId),
      ),
      instituteId: task.instituteId,
      groupId: task.groupId,
      title: `Result out: ${task.title}`,
      message: `The results of ${task.title} are published.`,
      target: '/exam',
      featureId: task.id,
      featureAction: 'EXAM_RESULT',
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.resultsPublished',
      targetType: 'academicTask',
      targetId: task.id,
      detail: {
        groupId: task.groupId,
        name: task.title,
        evaluated: attempts.filter((a) => a.status === 'EVALUATED').length,
      },
    });
    return {
      ...book,
      task: { ...task, status: 'RESULTS_PUBLISHED' as const, resultsPublishedAt: now },
    };
  });
  if (raised) await announce(ctx, raised);
  const sheet = sheetOf(book, now);
  return { message: M.resultsPublished, status: sheet.status, data: sheet };
}
