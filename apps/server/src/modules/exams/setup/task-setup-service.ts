import { countAttempts, type ExamSetup } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Caller } from '../../permissions/index.js';
import { attemptCountsByStatus } from '../sitting/attempt-queries.js';
import { configOfTask } from './config-queries.js';
import { entriesOfTask } from './exam-question-queries.js';
import { toExamQuestion } from './exam-question-service.js';
import { toExamConfig } from './task-presenters.js';
import type { ExamScope } from './task-queries.js';
import { getTask, visibleTask } from './task-service.js';

/**
 * GET exam/config/admin/owner/task/id: an exam as those who set it see it — the task, its config,
 * its exam questions in order with their keys (disabled ones too, marked), and how many attempts
 * are at each stage.
 */
export async function examSetup(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<ExamSetup> {
  const task = await visibleTask(ctx.db, caller, scope, taskId);
  const [presented, config, entries, counts] = await Promise.all([
    getTask(ctx, caller, scope, task.id),
    configOfTask(ctx.db, task.id),
    entriesOfTask(ctx.db, task.id, { includeDisabled: true }),
    attemptCountsByStatus(ctx.db, task.id),
  ]);
  const { total, started, submitted, evaluated } = countAttempts(counts);
  return {
    task: presented,
    examConfig: config ? toExamConfig(config) : null,
    examQuestions: entries.map((e) => toExamQuestion(e, { withKey: true, answer: undefined })),
    attemptCounts: { total, started, submitted, evaluated },
  };
}
