import { EXAM_ENDED_ACTION, EXAM_MESSAGES, type ExamEnded } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { announce, type Raised, raiseNotification } from '../../notifications/index.js';
import type { Caller } from '../../permissions/index.js';
import { mayStillBeSat } from '../marking/marking-policy.js';
import { isDraft, isFinished } from '../policy.js';
import { type ExamScope, lockTask, updateTask } from '../setup/task-queries.js';
import { lockAttemptsOfTask, updateAttempt } from './attempt-queries.js';
import { finaliseAttempt } from './finalise-service.js';

const M = EXAM_MESSAGES;

/**
 * POST exam/end: a teacher ends a published exam before its close, so that its results can be
 * published the same period. Without `forEveryone` it ends only once every student has submitted
 * or been finalised; with it, the attempts still open are finalised as they stand (graded, as the
 * server does at an end) and those not begun can no longer begin (their extra time is spent). In
 * one transaction with the exam and its attempts locked; the students whose window may be open
 * hear of it on the live channel (an "Exam ended" notice), so an open window closes.
 */
export async function endExam(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  body: { academicTaskId: string; forEveryone?: boolean | undefined },
): Promise<ExamEnded> {
  const now = ctx.clock.now();
  const raised: Raised[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, body.academicTaskId);
    if (!task) throw notFound(M.taskNotFound);
    if (isDraft(task)) throw conflict(M.taskNotPublished);
    if (task.status === 'RESULTS_PUBLISHED') throw conflict(M.examClosed);
    if (now < task.startAt) throw conflict(M.notOpenYet);
    const attempts = await lockAttemptsOfTask(tx, scope.instituteId, task.id);
    if (!mayStillBeSat(task, attempts, now)) throw conflict(M.examClosed);
    const writing = attempts.filter((a) => a.status === 'STARTED');
    const unbegun = attempts.filter((a) => a.status !== 'STARTED' && !isFinished(a.status));
    if (!body.forEveryone && writing.length + unbegun.length > 0) {
      throw conflict(M.stillSitting(writing.length, unbegun.length));
    }
    for (const attempt of writing) {
      await finaliseAttempt(tx, scope.instituteId, attempt.id, 'TEACHER', now);
    }
    for (const attempt of unbegun.filter((a) => a.extraMinutes > 0)) {
      await updateAttempt(tx, scope.instituteId, attempt.id, { extraMinutes: 0 });
    }
    const endAt = new Date(Math.min(now.getTime(), task.endAt.getTime()));
    await updateTask(tx, scope.instituteId, task.id, { endAt, updatedAt: now });
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.endedEarly',
      targetType: 'academicTask',
      targetId: task.id,
      detail: {
        groupId: task.groupId,
        name: task.title,
        closedAt: task.endAt.toISOString(),
        finalised: writing.length,
        notStarted: unbegun.length,
      },
    });
    const notice = (profileIds: string[], message: string) =>
      raiseNotification(ctx, tx, {
        kind: 'exam.ended',
        profileIds,
        instituteId: task.instituteId,
        groupId: task.groupId,
        title: `Exam ended: ${task.title}`,
        message,
        target: '/exam',
        featureId: task.id,
        featureAction: EXAM_ENDED_ACTION,
      });
    raised.push(
      await notice(
        writing.map((a) => a.profileId),
        `${task.title} was ended by your teacher. The answers you saved have been submitted.`,
      ),
      await notice(
        unbegun.map((a) => a.profileId),
        `${task.title} was ended by your teacher before you began it.`,
      ),
    );
    return {
      message: M.examEnded(writing.length),
      data: {
        endDateTime: endAt.toISOString(),
        finalised: writing.length,
        notStarted: unbegun.length,
      },
    };
  });
  await announce(ctx, raised);
  return result;
}
