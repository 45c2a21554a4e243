import {
  type AttemptSummary,
  EXAM_MESSAGES,
  type LiveView,
  ONLINE_WITHIN_SECONDS,
  percentageOf,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import type { Caller } from '../../permissions/index.js';
import { attemptEnd, isDraft, isFinished } from '../policy.js';
import { configOfTask } from '../setup/config-queries.js';
import { type ExamScope, taskFigures } from '../setup/task-queries.js';
import { visibleTask } from '../setup/task-service.js';
import {
  type AttemptRow,
  answeredCounts,
  attemptsWithNames,
  lockAttempt,
  updateAttempt,
} from './attempt-queries.js';
import { scheduleAttemptFinalise } from './finalise-service.js';
import { takersOfClass } from './taker-queries.js';
import { ensureAttempt } from './taker-service.js';

/**
 * What a teacher sees and changes while an exam runs: the live view (who has started, how many
 * answered, who is online) and a student's extra time, which moves that student's end.
 */

type Named = {
  attempt: AttemptRow;
  firstName: string;
  lastName: string;
  registrationNo: string | null;
};

function toSummary(
  row: Named,
  figures: { answered: number; marked: number; maximumMarks: number },
  now: Date,
): AttemptSummary {
  const a = row.attempt;
  const online =
    a.lastSeenAt !== null && now.getTime() - a.lastSeenAt.getTime() <= ONLINE_WITHIN_SECONDS * 1000;
  return {
    taskSubmissionId: a.id,
    userProfileId: a.profileId,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    registrationNo: row.registrationNo,
    status: a.status,
    submittedBy: a.submittedBy,
    startAt: a.startedAt?.toISOString() ?? null,
    endAt: a.endsAt?.toISOString() ?? null,
    submittedAt: a.submittedAt?.toISOString() ?? null,
    extraMinutes: a.extraMinutes,
    answered: figures.answered,
    marked: figures.marked,
    // Only a finalised attempt's answers wait for marks.
    toMark:
      a.status === 'SUBMITTED' || a.status === 'EVALUATED' ? figures.answered - figures.marked : 0,
    total: a.total,
    percentage: a.total === null ? null : percentageOf(a.total, figures.maximumMarks),
    rank: null,
    online: a.status === 'STARTED' && online,
    lastSeenAt: a.lastSeenAt?.toISOString() ?? null,
  };
}

/** GET exam/live: every attempt of the exam with its progress, by name. */
export async function liveView(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<LiveView> {
  const task = await visibleTask(ctx.db, caller, scope, taskId);
  const now = ctx.clock.now();
  const [rows, counts, figures] = await Promise.all([
    attemptsWithNames(ctx.db, task.id),
    answeredCounts(ctx.db, task.id),
    taskFigures(ctx.db, [task.id]),
  ]);
  const countsOf = new Map(counts.map((c) => [c.attemptId, c]));
  const maximumMarks = figures.get(task.id)?.maximumMarks ?? 0;
  return {
    academicTaskId: task.id,
    serverNow: now.toISOString(),
    attempts: rows.map((r) =>
      toSummary(
        r,
        {
          answered: countsOf.get(r.attempt.id)?.answered ?? 0,
          marked: countsOf.get(r.attempt.id)?.marked ?? 0,
          maximumMarks,
        },
        now,
      ),
    ),
  };
}

/**
 * PUT exam/accommodation: the student's extra time, before or during the attempt. A started
 * attempt's end moves at once (and its finalisation with it); a finished one keeps its time.
 */
export async function giveExtraTime(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  body: { academicTaskId: string; userProfileId: string; extraMinutes: number },
): Promise<AttemptSummary> {
  const task = await visibleTask(ctx.db, caller, scope, body.academicTaskId);
  if (isDraft(task)) throw conflict(EXAM_MESSAGES.taskNotPublished);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    let attempt = await lockAttempt(tx, task.id, body.userProfileId);
    if (!attempt) {
      // A student who joined after publishing has none yet: make it, if a student of the class.
      if (!(await takersOfClass(tx, task.groupId)).includes(body.userProfileId)) {
        throw notFound(EXAM_MESSAGES.attemptNotFound);
      }
      await ensureAttempt(tx, task, body.userProfileId, now);
      attempt = await lockAttempt(tx, task.id, body.userProfileId);
      if (!attempt) throw notFound(EXAM_MESSAGES.attemptNotFound);
    }
    if (isFinished(attempt.status)) throw conflict(EXAM_MESSAGES.alreadySubmitted);
    const config = await configOfTask(tx, task.id);
    const endsAt =
      attempt.status === 'STARTED' && attempt.startedAt
        ? attemptEnd(attempt.startedAt, task, config?.jsonConfig ?? null, body.extraMinutes)
        : null;
    await updateAttempt(tx, scope.instituteId, attempt.id, {
      extraMinutes: body.extraMinutes,
      ...(endsAt ? { endsAt } : {}),
    });
    if (endsAt) await scheduleAttemptFinalise(ctx, { id: attempt.id, endsAt }, tx);
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.extraTimeGiven',
      targetType: 'profile',
      targetId: body.userProfileId,
      detail: {
        groupId: task.groupId,
        academicTaskId: task.id,
        title: task.title,
        from: attempt.extraMinutes,
        to: body.extraMinutes,
      },
    });
  });
  const view = await liveView(ctx, caller, scope, task.id);
  const mine = view.attempts.find((a) => a.userProfileId === body.userProfileId);
  if (!mine) throw notFound(EXAM_MESSAGES.attemptNotFound);
  return mine;
}
