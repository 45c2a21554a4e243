import {
  EXAM_MESSAGES,
  EXAM_TASK_MESSAGES,
  EXAM_TASK_TEXTS,
  type UserExamConfig,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import type { Caller } from '../../permissions/index.js';
import { graceEnd, isFinished, startRefusal } from '../policy.js';
import { toUserExamConfig } from '../setup/task-presenters.js';
import type { ExamScope, TaskRow } from '../setup/task-queries.js';
import { visibleTask } from '../setup/task-service.js';
import {
  type AttemptRow,
  deleteAnswersOf,
  lockAttempt,
  startAttempt,
  updateAttempt,
} from './attempt-queries.js';
import { finaliseAttempt, scheduleAttemptFinalise } from './finalise-service.js';
import { assertTaker, ensureAttempt, takerTask, userExamConfigOf } from './taker-service.js';

/**
 * A taker's attempt: agreement (accept, reject), the start, the final submission; and the
 * teacher's reset. Who may sit, and the attempt they get, are taker-service.ts's. Each change is
 * one short transaction on the attempt's row.
 */

const refuse = (key: keyof typeof EXAM_MESSAGES) => {
  const message = EXAM_MESSAGES[key];
  return conflict(typeof message === 'string' ? message : EXAM_MESSAGES.alreadyOver);
};

type Answered = { message: string; data: UserExamConfig };

/** The call's text with the attempt's configuration as it now stands. */
async function answered(
  ctx: AppContext,
  message: string,
  attempt: AttemptRow,
  task: TaskRow,
  now: Date,
): Promise<Answered> {
  return { message, data: await userExamConfigOf(ctx.db, attempt, task, now) };
}

/**
 * A taker's change of its own attempt at a published exam, in one transaction on the attempt's
 * locked row (made first for a student who joined after publishing).
 */
async function changeOwnAttempt(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
  message: string,
  change: (tx: Tx, locked: AttemptRow, now: Date) => Promise<AttemptRow>,
): Promise<Answered> {
  const task = await takerTask(ctx.db, caller, scope, taskId);
  const now = ctx.clock.now();
  const attempt = await ctx.db.transaction(async (tx) => {
    await ensureAttempt(tx, task, caller.profileId, now);
    const locked = await lockAttempt(tx, task.id, caller.profileId);
    if (!locked) throw notFound(EXAM_MESSAGES.attemptNotFound);
    return change(tx, locked, now);
  });
  return answered(ctx, message, attempt, task, now);
}

/** POST examination/start/accept: records the agreement (once started, nothing changes). */
export function acceptRules(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<Answered> {
  return changeOwnAttempt(ctx, caller, scope, taskId, EXAM_TASK_TEXTS.agreed, (tx, locked, now) =>
    locked.status !== 'NOT_STARTED' && locked.status !== 'REJECTED'
      ? Promise.resolve(locked)
      : updateAttempt(tx, scope.instituteId, locked.id, { status: 'AGREED', agreedAt: now }),
  );
}

/**
 * POST examination/start/reject: records the rejection and sets the agreed flag to the given
 * value (spec §4; false unless given). Refused once the exam has begun.
 */
export function rejectRules(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
  agreed: boolean,
): Promise<Answered> {
  return changeOwnAttempt(
    ctx,
    caller,
    scope,
    taskId,
    EXAM_TASK_TEXTS.rejected,
    (tx, locked, now) => {
      if (isFinished(locked.status)) throw conflict(EXAM_MESSAGES.alreadySubmitted);
      if (locked.status === 'STARTED') throw conflict(EXAM_TASK_MESSAGES.examStarted);
      return updateAttempt(tx, scope.instituteId, locked.id, {
        status: agreed ? 'AGREED' : 'REJECTED',
        rejectedAt: now,
        ...(agreed && !locked.agreedAt ? { agreedAt: now } : {}),
      });
    },
  );
}

/**
 * GET examination/start: starts an agreed attempt of an open exam before its close, or resumes
 * one already started and not over (idempotent). The common case is one statement, plus the
 * finalisation job on a first start; a refusal reads why.
 */
export async function startExam(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<UserExamConfig> {
  assertTaker(caller, scope);
  const now = ctx.clock.now();
  const p = {
    taskId,
    instituteId: scope.instituteId,
    groupId: scope.id,
    profileId: caller.profileId,
    now,
  };
  let row = await startAttempt(ctx.db, p);
  if (!row) {
    // Why not: an unknown exam, no attempt yet (a late joiner gets one), or its state and time.
    const task = await takerTask(ctx.db, caller, scope, taskId);
    const attempt = await ensureAttempt(ctx.db, task, caller.profileId, now);
    const refusal = startRefusal(attempt, task, now);
    if (refusal) throw refuse(refusal);
    row = await startAttempt(ctx.db, p);
    if (!row) throw conflict(EXAM_MESSAGES.alreadyOver);
  }
  const startedAt = new Date(row.started_at);
  const endsAt = new Date(row.ends_at);
  if (row.previous_status !== 'STARTED') {
    // The safety net at the exam's close finalises it should this fail.
    await scheduleAttemptFinalise(ctx, { id: row.id, endsAt }).catch((err: unknown) =>
      ctx.log.warn({ err, attemptId: row?.id }, 'exam finalisation not scheduled'),
    );
  }
  const ids =
    typeof row.question_ids === 'string'
      ? (JSON.parse(row.question_ids) as string[])
      : row.question_ids;
  return toUserExamConfig(
    {
      id: row.id,
      academicTaskId: taskId,
      profileId: caller.profileId,
      status: row.status,
      startedAt,
      endsAt,
      extraMinutes: row.extra_minutes,
    },
    // Only its end is read once started (the attempt's own start and end are shown).
    { startAt: startedAt, endAt: endsAt },
    ids,
    now,
  );
}

/**
 * POST examination/submission: finalises the started attempt and grades its MCQ answers in one
 * transaction. A second call answers the same and changes nothing. Past the end and grace the
 * server would have finalised it: it is recorded so.
 */
export async function submitExam(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<Answered> {
  const task = await takerTask(ctx.db, caller, scope, taskId);
  const now = ctx.clock.now();
  const attempt = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, task.id, caller.profileId);
    if (!locked) throw conflict(EXAM_MESSAGES.notStarted);
    if (isFinished(locked.status)) return locked;
    if (locked.status !== 'STARTED') throw conflict(EXAM_MESSAGES.notStarted);
    const by = locked.endsAt && now <= graceEnd(locked.endsAt) ? 'STUDENT' : 'SERVER';
    return (await finaliseAttempt(tx, scope.instituteId, locked.id, by, now)) ?? locked;
  });
  return answered(ctx, EXAM_TASK_TEXTS.submitted, attempt, task, now);
}

/**
 * POST examination/start/reset (a teacher's): the student's attempt returns to not started, its
 * answers removed, recorded in the audit log. An evaluated attempt stays.
 */
export async function resetAttempt(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
  userProfileId: string | undefined,
): Promise<Answered> {
  if (!userProfileId) throw badRequest(EXAM_TASK_MESSAGES.studentNeeded);
  const task = await visibleTask(ctx.db, caller, scope, taskId);
  const now = ctx.clock.now();
  const attempt = await ctx.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, task.id, userProfileId);
    if (!locked) throw notFound(EXAM_MESSAGES.attemptNotFound);
    if (locked.status === 'EVALUATED') throw conflict(EXAM_TASK_MESSAGES.attemptReset);
    const answers = await deleteAnswersOf(tx, scope.instituteId, locked.id);
    const reset = await updateAttempt(tx, scope.instituteId, locked.id, {
      status: 'NOT_STARTED',
      agreedAt: null,
      rejectedAt: null,
      startedAt: null,
      endsAt: null,
      submittedAt: null,
      submittedBy: null,
      lastSeenAt: null,
      total: null,
      evaluatedAt: null,
      evaluatedByProfileId: null,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.attemptReset',
      targetType: 'profile',
      targetId: userProfileId,
      detail: {
        groupId: task.groupId,
        academicTaskId: task.id,
        title: task.title,
        from: locked.status,
        answers,
      },
    });
    return reset;
  });
  return answered(ctx, EXAM_TASK_TEXTS.reset, attempt, task, now);
}
