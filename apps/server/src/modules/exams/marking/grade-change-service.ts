import { EXAM_MESSAGES, type GradeChangeLog } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { toGradeChangeLine } from './marking-presenters.js';
import {
  attemptsOfTask,
  type ExamScope,
  findExamTask,
  gradeChangesOfTask,
} from './marking-queries.js';

const M = EXAM_MESSAGES;

/**
 * GET exam/grade-changes: every change of marks after evaluation (and every regrade after a
 * corrected key) of the exam, or of one student's attempt, newest first, with who made it.
 */
export async function gradeChangeLog(
  ctx: AppContext,
  scope: ExamScope,
  query: { academicTaskId: string; userProfileId?: string | undefined },
): Promise<GradeChangeLog> {
  const task = await findExamTask(ctx.db, scope, query.academicTaskId);
  if (!task) throw notFound(M.taskNotFound);
  if (query.userProfileId) {
    const attempts = await attemptsOfTask(ctx.db, task.id);
    if (!attempts.some((a) => a.attempt.profileId === query.userProfileId)) {
      throw notFound(M.attemptNotFound);
    }
  }
  const rows = await gradeChangesOfTask(ctx.db, task.id, query.userProfileId);
  return { academicTaskId: task.id, items: rows.map(toGradeChangeLine) };
}
