import {
  type AcademicTask,
  type academicTaskBodySchema,
  EXAM_MESSAGES,
  EXAM_TASK_MESSAGES,
} from '@shala/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/index.js';
import { announce, raiseNotification } from '../../notifications/index.js';
import { withGuardians } from '../../people/index.js';
import type { Caller } from '../../permissions/index.js';
import {
  isDraft,
  isPublished,
  mayDeleteTask,
  maySetExams,
  publishedChangeRefusal,
} from '../policy.js';
import { attemptOrder } from '../sitting/attempt-order.js';
import { insertAttempts } from '../sitting/attempt-queries.js';
import { scheduleTaskFinalise } from '../sitting/finalise-service.js';
import { takersOfClass } from '../sitting/taker-queries.js';
import { configOfTask } from './config-queries.js';
import { entriesOfTask } from './exam-question-queries.js';
import { examTime } from './task-presenters.js';
import {
  countBegunAttempts,
  deleteTask,
  type ExamScope,
  findListedTask,
  insertTask,
  lockTask,
  moveOpenAttemptEnds,
  type TaskRow,
  tasksInScope,
  updateTask,
} from './task-queries.js';
import { presentTasks } from './task-views.js';

/** Academic tasks (an exam of a class): list, read, create, change, publish, delete. */

type TaskBody = z.output<typeof academicTaskBodySchema>;

/** The scope's exams the caller may see (GET academic/task). */
export async function listTasks(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
): Promise<AcademicTask[]> {
  const rows = await tasksInScope(ctx.db, scope, !maySetExams(caller, scope));
  return presentTasks(ctx, caller, scope, rows);
}

/** One exam as the caller may see it: a draft is not found by those who do not set exams. */
export async function getTask(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<AcademicTask> {
  const row = await findListedTask(ctx.db, scope, id);
  const [task] = row ? await presentTasks(ctx, caller, scope, [row]) : [];
  if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
  return task;
}

/** The exam named by id, or 404; a draft only for those who set the scope's exams. */
export async function visibleTask(
  db: Queryable,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<TaskRow> {
  const row = await findListedTask(db, scope, id);
  if (!row || (isDraft(row.task) && !maySetExams(caller, scope))) {
    throw notFound(EXAM_MESSAGES.taskNotFound);
  }
  return row.task;
}

/** POST academic/task: a draft exam of the class, in its institute's active session. */
export async function createTask(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  body: TaskBody,
): Promise<AcademicTask> {
  if (scope.type !== 'CLASS') throw badRequest(EXAM_TASK_MESSAGES.classOnly);
  const now = ctx.clock.now();
  const row = await insertTask(ctx.db, {
    instituteId: scope.instituteId,
    groupId: scope.id,
    sessionId: scope.activeSessionId,
    title: body.title,
    instructions: body.instructions,
    agreement: body.agreement,
    startAt: new Date(body.startDateTime),
    endAt: new Date(body.endDateTime),
    status: 'DRAFT',
    createdByProfileId: caller.profileId,
    createdAt: now,
    updatedAt: now,
  });
  return getTask(ctx, caller, scope, row.id);
}

/**
 * PUT academic/task: a draft changes freely; a published exam may change its title,
 * instructions and agreement, and close later (the open attempts without a duration end later
 * too, and the safety net moves with the close).
 */
export async function updateTaskDetails(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  body: TaskBody & { id: string },
): Promise<AcademicTask> {
  const startAt = new Date(body.startDateTime);
  const endAt = new Date(body.endDateTime);
  await ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, body.id);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (isPublished(task)) {
      const refusal = publishedChangeRefusal(task, { startAt, endAt });
      if (refusal === 'taskPublished') throw conflict(EXAM_MESSAGES.taskPublished);
      if (refusal === 'endOnlyLater') throw conflict(EXAM_TASK_MESSAGES.endOnlyLater);
    }
    await updateTask(tx, scope.instituteId, task.id, {
      title: body.title,
      instructions: body.instructions,
      agreement: body.agreement,
      startAt,
      endAt,
      updatedAt: ctx.clock.now(),
    });
    if (isPublished(task) && endAt > task.endAt) {
      const config = await configOfTask(tx, task.id);
      await moveOpenAttemptEnds(
        tx,
        scope.instituteId,
        task.id,
        config?.jsonConfig.durationMinutes ?? null,
        endAt,
      );
      await scheduleTaskFinalise(ctx, { id: task.id, endAt }, tx);
    }
  });
  return getTask(ctx, caller, scope, body.id);
}

/**
 * POST academic/task/publish: needs an enabled config and at least one enabled exam question.
 * Every taker of the class gets its attempt now, its order fixed (shuffled when the config says
 * so), so that exam-day starts only stamp a row; the exam's safety net is scheduled at its close.
 */
export async function publishTask(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<AcademicTask> {
  const raised = await ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, id);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    const config = await configOfTask(tx, task.id);
    if (!config || config.disabled) throw conflict(EXAM_TASK_MESSAGES.configMissing);
    const entries = await entriesOfTask(tx, task.id, { includeDisabled: false });
    if (entries.length === 0) throw conflict(EXAM_MESSAGES.taskHasNoQuestions);
    const now = ctx.clock.now();
    await updateTask(tx, scope.instituteId, task.id, {
      status: 'PUBLISHED',
      publishedAt: now,
      updatedAt: now,
    });
    const takers = await takersOfClass(tx, task.groupId);
    const orderOf = entries.map((e) => ({ id: e.entry.id, optionIds: e.options.map((o) => o.id) }));
    await insertAttempts(
      tx,
      takers.map((profileId) => ({
        instituteId: task.instituteId,
        groupId: task.groupId,
        academicTaskId: task.id,
        profileId,
        ...attemptOrder(orderOf, config.jsonConfig),
        createdAt: now,
      })),
    );
    await scheduleTaskFinalise(ctx, { id: task.id, endAt: task.endAt }, tx);
    await recordAudit(tx, ctx, caller, {
      instituteId: task.instituteId,
      action: 'exam.published',
      targetType: 'academicTask',
      targetId: task.id,
      detail: { groupId: task.groupId, name: task.title, attempts: takers.length },
    });
    return raiseNotification(ctx, tx, {
      kind: 'exam.published',
      profileIds: await withGuardians(tx, takers),
      instituteId: task.instituteId,
      groupId: task.groupId,
      title: `New exam: ${task.title}`,
      message: `${task.title} is open from ${examTime(task.startAt)} to ${examTime(task.endAt)}.`,
      target: '/exam',
      featureId: task.id,
      featureAction: 'EXAM_PUBLISHED',
    });
  });
  await announce(ctx, raised);
  return getTask(ctx, caller, scope, id);
}

/** DELETE academic/task/delete: a draft, or a published exam nobody has begun. */
export async function removeTask(ctx: AppContext, scope: ExamScope, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, id);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (!mayDeleteTask(task, await countBegunAttempts(tx, task.id))) {
      throw conflict(EXAM_TASK_MESSAGES.taskStarted);
    }
    await deleteTask(tx, scope.instituteId, task.id);
  });
}
