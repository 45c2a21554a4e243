import { type AnswerMarked, EXAM_MESSAGES, EXAM_SUCCESS, type MarksSaved } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { toExamAnswer } from '../sitting/answer-presenters.js';
import { loadAttemptAnswers, progressIn, totalIn } from './marking-book.js';
import {
  changeNeedsReason,
  isAnswered,
  isEvaluated,
  isMarkable,
  sameMarks,
} from './marking-policy.js';
import {
  answerWithEntry,
  type ExamScope,
  entriesOfTask,
  findAnswerInScope,
  lockAttemptInScope,
  profileNameOf,
} from './marking-queries.js';
import { insertGradeChange, setAnswerMarks, setAttemptTotal } from './marking-write-queries.js';
import { keepSubjectMarks } from './subject-marks.js';

const M = EXAM_MESSAGES;

export type MarkingInput = {
  answerId: string;
  marks: number;
  remarks?: string | undefined;
  reason?: string | undefined;
};

/**
 * PUT examination/answer/marking: marks (0 to the exam question's maximum) and remarks for an
 * answer of a submitted or evaluated attempt. Once the attempt is evaluated a change of marks
 * needs a reason: it is written to the grade-change log and the attempt's total follows, all in
 * one transaction with the attempt locked, so two markers never lose each other's change.
 */
export async function markAnswer(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  input: MarkingInput,
): Promise<AnswerMarked> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => ({
    message: EXAM_SUCCESS.answerMarked,
    ...(await markAnswerIn(tx, caller, scope, input, now)),
  }));
}

/**
 * PUT exam/marking/all: Save all of a marking screen. Every mark is checked and written as
 * markAnswer does, in one transaction: the first bad one (named by its place) is refused with its
 * status and nothing is written.
 */
export async function markAnswers(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  inputs: readonly MarkingInput[],
): Promise<MarksSaved> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const data: Omit<AnswerMarked, 'message'>[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        data.push(await markAnswerIn(tx, caller, scope, input, now));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new AppError(
          error.statusCode,
          M.markOfMany(index + 1, inputs.length, error.message),
          error.code,
        );
      }
    }
    return { message: M.marksSaved(data.length), data };
  });
}

async function markAnswerIn(
  tx: Tx,
  caller: Caller,
  scope: ExamScope,
  input: MarkingInput,
  now: Date,
): Promise<Omit<AnswerMarked, 'message'>> {
  const located = await findAnswerInScope(tx, scope, input.answerId);
  if (!located) throw notFound(M.answerNotFound);
  const attempt = await lockAttemptInScope(tx, scope, located.attemptId);
  const found = await answerWithEntry(tx, input.answerId);
  if (!attempt || !found || found.entryDisabled) throw notFound(M.answerNotFound);
  if (!isMarkable(attempt)) throw conflict(M.attemptNotSubmitted);
  if (!isAnswered(found.answer)) throw badRequest(M.unanswered);
  if (input.marks > found.maximumMarks) throw badRequest(M.marksOverMaximum(found.maximumMarks));

  const oldMarks = found.answer.marks;
  const logged = changeNeedsReason(attempt, oldMarks, input.marks);
  if (logged && !input.reason) throw badRequest(M.reason);
  const remarks = input.remarks === undefined ? found.answer.remarks : input.remarks || null;
  const answer = await setAnswerMarks(tx, scope.instituteId, found.answer.id, {
    marks: input.marks,
    remarks,
    markedByProfileId: caller.profileId,
    markedAt: now,
  });
  const change = logged
    ? await insertGradeChange(tx, {
        instituteId: scope.instituteId,
        attemptId: attempt.id,
        answerId: answer.id,
        changedByProfileId: caller.profileId,
        changedAt: now,
        oldMarks,
        newMarks: input.marks,
        reason: input.reason ?? '',
      })
    : null;

  const entries = await entriesOfTask(tx, located.academicTaskId);
  const answers = await loadAttemptAnswers(tx, located.academicTaskId, attempt.id);
  let total = attempt.total;
  if (isEvaluated(attempt)) {
    const kept = totalIn(entries, answers);
    if (!sameMarks(kept, total)) await setAttemptTotal(tx, scope.instituteId, attempt.id, kept);
    if (!sameMarks(oldMarks, input.marks)) {
      await keepSubjectMarks(tx, scope.instituteId, [attempt.id]);
    }
    total = kept;
  }
  return {
    data: toExamAnswer(answer, found),
    gradeChange: change && {
      id: change.id,
      answerId: change.answerId,
      attemptId: change.attemptId,
      changedBy: await profileNameOf(tx, caller.profileId),
      changedAt: change.changedAt.toISOString(),
      oldMarks: change.oldMarks,
      newMarks: change.newMarks,
      reason: change.reason,
    },
    attempt: {
      taskSubmissionId: attempt.id,
      userProfileId: attempt.profileId,
      status: attempt.status,
      total,
      ...progressIn(entries, answers),
    },
  };
}
