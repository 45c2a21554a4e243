import type { UserExamConfig } from '@shala/shared';
import { EXAM_MESSAGES } from '@shala/shared';
import type { Queryable } from '../../../db/client.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { isTakerOf } from '../policy.js';
import { configOfTask } from '../setup/config-queries.js';
import { enabledEntryIds, entriesOfTask } from '../setup/exam-question-queries.js';
import { liveQuestionOrder, toUserExamConfig } from '../setup/task-presenters.js';
import type { ExamScope, TaskRow } from '../setup/task-queries.js';
import { visibleTask } from '../setup/task-service.js';
import { attemptOrder } from './attempt-order.js';
import { type AttemptRow, findAttempt, insertAttempts } from './attempt-queries.js';

/**
 * Who sits an exam and the attempt they sit: a taker is a student of the class (others hear
 * notAStudent), the exam must be published, and a student who joined after publishing gets an
 * attempt when first seen. The attempt, answer and config services start here.
 */

/** Only the students of the class sit its exams (notAStudent for the others). */
export function assertTaker(caller: Caller, scope: ExamScope): void {
  if (scope.type !== 'CLASS' || !isTakerOf(caller, scope.id)) {
    throw forbidden(EXAM_MESSAGES.notAStudent);
  }
}

/** The caller must sit the class's exams, and the exam must be published in the scope. */
export async function takerTask(
  db: Queryable,
  caller: Caller,
  scope: ExamScope,
  taskId: string,
): Promise<TaskRow> {
  assertTaker(caller, scope);
  const task = await visibleTask(db, caller, scope, taskId);
  if (task.status === 'DRAFT') throw notFound(EXAM_MESSAGES.taskNotFound);
  return task;
}

/**
 * The student's attempt at a published exam; a student who joined the class after publishing
 * gets one now, its order fixed as the others' were.
 */
export async function ensureAttempt(
  db: Queryable,
  task: TaskRow,
  profileId: string,
  now: Date,
): Promise<AttemptRow> {
  const found = await findAttempt(db, task.id, profileId);
  if (found) return found;
  const [config, entries] = await Promise.all([
    configOfTask(db, task.id),
    entriesOfTask(db, task.id, { includeDisabled: false }),
  ]);
  const order = attemptOrder(
    entries.map((e) => ({ id: e.entry.id, optionIds: e.options.map((o) => o.id) })),
    config?.jsonConfig ?? { shuffleQuestions: false, shuffleOptions: false },
  );
  await insertAttempts(db, [
    {
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      profileId,
      ...order,
      createdAt: now,
    },
  ]);
  const made = await findAttempt(db, task.id, profileId);
  if (!made) throw new Error('attempt insert returned nothing');
  return made;
}

/** The user's exam configuration of an attempt as it stands (no start). */
export async function userExamConfigOf(
  db: Queryable,
  attempt: AttemptRow,
  task: TaskRow,
  now: Date,
): Promise<UserExamConfig> {
  const enabled = await enabledEntryIds(db, task.id);
  return toUserExamConfig(attempt, task, liveQuestionOrder(attempt, enabled), now);
}
