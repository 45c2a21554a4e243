import {
  EXAM_MESSAGES,
  EXAM_TASK_MESSAGES,
  type ExamConfig,
  type ExamJsonConfig,
  type ExamTaskConfig,
  type examConfigBodySchema,
} from '@shala/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { conflict, notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { isDraft, isTakerOf, maySetExams } from '../policy.js';
import { ensureAttempt, userExamConfigOf } from '../sitting/taker-service.js';
import {
  configOfTask,
  configsInScope,
  deleteConfig,
  findConfig,
  insertConfig,
  updateConfig,
} from './config-queries.js';
import { toExamConfig } from './task-presenters.js';
import { type ExamScope, lockTask } from './task-queries.js';
import { getTask, visibleTask } from './task-service.js';

/** An exam's config (one per exam): how it is taken and marked. */

type ConfigBody = z.output<typeof examConfigBodySchema>;

/** GET exam/config/group/id: the scope's configs, drafts' only for those who set exams. */
export async function listConfigs(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
): Promise<ExamConfig[]> {
  const setter = maySetExams(caller, scope);
  const rows = await configsInScope(ctx.db, scope);
  return rows
    .filter((r) => setter || !isDraft({ status: r.taskStatus }))
    .map((r) => toExamConfig(r.config));
}

/** GET exam/config: one config, a draft's only for those who set exams. */
export async function getConfig(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<ExamConfig> {
  const row = await findConfig(ctx.db, scope, id);
  if (!row || (isDraft({ status: row.taskStatus }) && !maySetExams(caller, scope))) {
    throw notFound(EXAM_MESSAGES.configNotFound);
  }
  return toExamConfig(row.config);
}

/**
 * GET exam/config/task/id: the exam and its config, and for a taker its attempt as it stands
 * (made now for a student who joined after publishing; never started by this).
 */
export async function taskConfig(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<ExamTaskConfig> {
  const task = await visibleTask(ctx.db, caller, scope, taskId);
  const now = ctx.clock.now();
  const config = await configOfTask(ctx.db, task.id);
  const sitting = !isDraft(task) && isTakerOf(caller, task.groupId);
  const attempt = sitting ? await ensureAttempt(ctx.db, task, caller.profileId, now) : undefined;
  return {
    task: await getTask(ctx, caller, scope, task.id),
    examConfig: config ? toExamConfig(config) : null,
    userExamConfig: attempt ? await userExamConfigOf(ctx.db, attempt, task, now) : null,
  };
}

/** POST exam/config: the exam's one config, while it is a draft. */
export async function createConfig(
  ctx: AppContext,
  scope: ExamScope,
  body: ConfigBody,
): Promise<ExamConfig> {
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, body.academicTaskId);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    const now = ctx.clock.now();
    const row = await insertConfig(tx, {
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      examinationType: body.examinationType,
      examCategory: body.examCategory,
      jsonConfig: body.jsonConfig,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw conflict(EXAM_MESSAGES.configExists);
    return toExamConfig(row);
  });
}

/** Of a published exam's settings, only this may still change. */
const unchangedOncePublished = (a: ExamJsonConfig, b: ExamJsonConfig) =>
  a.shuffleQuestions === b.shuffleQuestions &&
  a.shuffleOptions === b.shuffleOptions &&
  (a.durationMinutes ?? null) === (b.durationMinutes ?? null) &&
  a.negativeMarks === b.negativeMarks;

/**
 * PUT exam/config: a draft's config changes freely; a published exam's only in whether the
 * answers show after the result (the rest would change attempts under way).
 */
export async function changeConfig(
  ctx: AppContext,
  scope: ExamScope,
  body: ConfigBody & { id: string },
): Promise<ExamConfig> {
  return ctx.db.transaction(async (tx) => {
    const found = await findConfig(tx, scope, body.id);
    if (!found || found.config.academicTaskId !== body.academicTaskId) {
      throw notFound(EXAM_MESSAGES.configNotFound);
    }
    const task = await lockTask(tx, scope, found.config.academicTaskId);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    const before = found.config;
    if (
      !isDraft(task) &&
      (before.examinationType !== body.examinationType ||
        before.examCategory !== body.examCategory ||
        !unchangedOncePublished(before.jsonConfig, body.jsonConfig))
    ) {
      throw conflict(EXAM_TASK_MESSAGES.configPublished);
    }
    const row = await updateConfig(tx, scope.instituteId, before.id, {
      examinationType: body.examinationType,
      examCategory: body.examCategory,
      jsonConfig: body.jsonConfig,
      updatedAt: ctx.clock.now(),
    });
    return toExamConfig(row);
  });
}

/** DELETE exam/config/delete and /disable: a draft's config only. */
export async function removeConfig(
  ctx: AppContext,
  scope: ExamScope,
  id: string,
  how: 'delete' | 'disable',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const found = await findConfig(tx, scope, id);
    if (!found) throw notFound(EXAM_MESSAGES.configNotFound);
    const task = await lockTask(tx, scope, found.config.academicTaskId);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    if (how === 'delete') await deleteConfig(tx, scope.instituteId, id);
    else
      await updateConfig(tx, scope.instituteId, id, { disabled: true, updatedAt: ctx.clock.now() });
  });
}
