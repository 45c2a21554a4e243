import {
  attemptTotal,
  type EvaluationResult,
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  percentageOf,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import type { Caller } from '../../permissions/index.js';
import { loadAttemptAnswers, progressIn, totalIn } from './marking-book.js';
import { isEvaluated } from './marking-policy.js';
import {
  type AttemptRow,
  type ExamScope,
  entriesOfTask,
  findExamTask,
  lockAttemptInScope,
} from './marking-queries.js';
import { markAttemptEvaluated } from './marking-write-queries.js';
import { keepSubjectMarks } from './subject-marks.js';

const M = EXAM_MESSAGES;

export type EvaluationInput = { taskSubmissionId: string; userProfileId: string };

/**
 * POST examination/evaluation: a submitted attempt whose every answer is marked is evaluated —
 * its total (unanswered questions count 0) kept, evaluatedBy and evaluatedAt, an audit line.
 * An attempt already evaluated answers as it is and changes nothing (a second click, a retry).
 */
export async function evaluateAttempt(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  input: EvaluationInput,
): Promise<EvaluationResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const attempt = await lockAttemptInScope(tx, scope, input.taskSubmissionId);
    if (!attempt || attempt.profileId !== input.userProfileId) throw notFound(M.attemptNotFound);
    const task = await findExamTask(tx, scope, attempt.academicTaskId);
    if (!task) throw notFound(M.attemptNotFound);
    const entries = await entriesOfTask(tx, task.id);
    const maximumMarks = attemptTotal(entries.map((e) => e.maximumMarks));
    if (isEvaluated(attempt)) return evaluated(attempt, maximumMarks);
    if (attempt.status !== 'SUBMITTED') throw conflict(M.attemptNotSubmitted);

    const answers = await loadAttemptAnswers(tx, task.id, attempt.id);
    const { toMark } = progressIn(entries, answers);
    if (toMark > 0) throw conflict(M.unmarked(toMark));
    const total = totalIn(entries, answers);
    const row = await markAttemptEvaluated(tx, scope.instituteId, attempt.id, {
      total,
      evaluatedAt: now,
      evaluatedByProfileId: caller.profileId,
    });
    await keepSubjectMarks(tx, scope.instituteId, [attempt.id]);
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.evaluated',
      targetType: 'profile',
      targetId: attempt.profileId,
      detail: {
        groupId: task.groupId,
        academicTaskId: task.id,
        title: task.title,
        total,
        maximumMarks,
      },
    });
    return evaluated(row, maximumMarks);
  });
}

function evaluated(attempt: AttemptRow, maximumMarks: number): EvaluationResult {
  const total = attempt.total ?? 0;
  return {
    message: EXAM_SUCCESS.evaluationSubmitted,
    data: {
      taskSubmissionId: attempt.id,
      userProfileId: attempt.profileId,
      status: attempt.status,
      total,
      maximumMarks,
      percentage: percentageOf(total, maximumMarks),
      evaluatedAt: (attempt.evaluatedAt ?? new Date(0)).toISOString(),
    },
  };
}
