import {
  EXAM_MESSAGES,
  type ExamQuestion,
  type examQuestionBodySchema,
  type examQuestionUpdateSchema,
  questionFileUrl,
} from '@shala/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { conflict, forbidden, notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { refreshTotals } from '../marking/grading.js';
import { isDraft, isTakerOf, mayReadQuestions, maySetExams } from '../policy.js';
import { answersOfAttempt } from '../sitting/answer-queries.js';
import { orderedOptions } from '../sitting/attempt-order.js';
import { evaluatedAttemptIds, findAttempt } from '../sitting/attempt-queries.js';
import {
  deleteEntry,
  type EntryWithQuestion,
  entriesOfTask,
  findEntryInScope,
  findUsableQuestion,
  insertEntry,
  moveEntry,
  nextPosition,
  updateEntry,
} from './exam-question-queries.js';
import { type ExamScope, lockTask } from './task-queries.js';
import { visibleTask } from './task-service.js';

/**
 * Exam questions: a bank question placed in an exam with its maximum marks and place (set while
 * the exam is a draft; disabled also after publishing, when it counts for nobody), and the one
 * question the exam window shows a taker.
 */

type Shown = {
  optionOrder?: readonly string[];
  withKey: boolean;
  answer: { answer: string; version: number } | undefined;
};

/** The spec's exam question entry as its reader may see it. */
export function toExamQuestion(item: EntryWithQuestion, shown: Shown): ExamQuestion {
  const { entry, question } = item;
  return {
    id: entry.id,
    academicTaskId: entry.academicTaskId,
    position: entry.position,
    maximumMarks: entry.maximumMarks,
    questionOutputDto: {
      id: question.id,
      questionType: question.questionType,
      question: question.question,
      file: question.fileId ? questionFileUrl(entry.groupId, question.id) : null,
      objectiveOptions: orderedOptions(item.options, shown.optionOrder).map((o) => ({
        id: o.id,
        title: o.title,
        text: o.text,
      })),
      correctAnswer: shown.withKey ? question.correctAnswer : null,
    },
    answer: shown.answer?.answer ?? null,
    answerVersion: shown.answer?.version ?? null,
    disabled: entry.disabled,
  };
}

async function loadEntry(db: Queryable, taskId: string, id: string) {
  const [item] = await entriesOfTask(db, taskId, { includeDisabled: true, ids: [id] });
  if (!item) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  return item;
}

/**
 * GET examination/exam/question/questionid: those who set the exam see it with its key; a taker
 * sees it while sitting the exam or after, with options in its own order, its saved answer and
 * version, never the key; others are refused.
 */
export async function readExamQuestion(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<ExamQuestion> {
  const entry = await findEntryInScope(ctx.db, scope, id);
  if (!entry) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  const task = await visibleTask(ctx.db, caller, scope, entry.academicTaskId);
  if (maySetExams(caller, scope)) {
    return toExamQuestion(await loadEntry(ctx.db, task.id, id), {
      withKey: true,
      answer: undefined,
    });
  }
  if (!isTakerOf(caller, task.groupId)) throw forbidden(EXAM_MESSAGES.notAStudent);
  const attempt = await findAttempt(ctx.db, task.id, caller.profileId);
  if (!attempt || !mayReadQuestions(attempt.status)) throw conflict(EXAM_MESSAGES.notStarted);
  if (entry.disabled || !attempt.questionOrder.includes(id)) {
    throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  }
  const [item, answers] = await Promise.all([
    loadEntry(ctx.db, task.id, id),
    answersOfAttempt(ctx.db, attempt.id),
  ]);
  return toExamQuestion(item, {
    optionOrder: attempt.optionOrder[id],
    withKey: false,
    answer: answers.find((a) => a.examQuestionId === id),
  });
}

type EntryBody = z.output<typeof examQuestionBodySchema>;
type EntryUpdate = z.output<typeof examQuestionUpdateSchema>;

/** POST examination/exam/question: an enabled question of the class's or institute's bank. */
export async function addExamQuestion(
  ctx: AppContext,
  scope: ExamScope,
  body: EntryBody,
): Promise<ExamQuestion> {
  return ctx.db.transaction(async (tx) => {
    const task = await lockTask(tx, scope, body.academicTaskId);
    if (!task) throw notFound(EXAM_MESSAGES.taskNotFound);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    const question = await findUsableQuestion(tx, task, body.questionId);
    if (!question) throw notFound(EXAM_MESSAGES.questionNotFound);
    if (question.disabled) throw conflict(EXAM_MESSAGES.questionDisabled);
    const row = await insertEntry(tx, {
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      questionId: question.id,
      maximumMarks: body.maximumMarks ?? question.marks,
      position: await nextPosition(tx, task.id),
    });
    if (!row) throw conflict(EXAM_MESSAGES.examQuestionRepeat);
    return toExamQuestion(await loadEntry(tx, task.id, row.id), {
      withKey: true,
      answer: undefined,
    });
  });
}

/** The exam question and its exam, locked, for a change. */
async function lockedEntry(tx: Queryable, scope: ExamScope, id: string) {
  const entry = await findEntryInScope(tx, scope, id);
  if (!entry) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  const task = await lockTask(tx, scope, entry.academicTaskId);
  if (!task) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  return { entry, task };
}

/** PUT examination/exam/question: its maximum marks and place, while the exam is a draft. */
export async function changeExamQuestion(
  ctx: AppContext,
  scope: ExamScope,
  body: EntryUpdate,
): Promise<ExamQuestion> {
  return ctx.db.transaction(async (tx) => {
    const { entry, task } = await lockedEntry(tx, scope, body.id);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    if (body.maximumMarks !== undefined) {
      await updateEntry(tx, scope.instituteId, entry.id, { maximumMarks: body.maximumMarks });
    }
    if (body.position !== undefined)
      await moveEntry(tx, scope.instituteId, task.id, entry.id, body.position);
    return toExamQuestion(await loadEntry(tx, task.id, entry.id), {
      withKey: true,
      answer: undefined,
    });
  });
}

/** DELETE examination/exam/question/delete: out of a draft exam. */
export async function deleteExamQuestion(
  ctx: AppContext,
  scope: ExamScope,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { entry, task } = await lockedEntry(tx, scope, id);
    if (!isDraft(task)) throw conflict(EXAM_MESSAGES.taskPublished);
    await deleteEntry(tx, scope.instituteId, entry.id);
  });
}

/**
 * DELETE examination/exam/question/disable: also after publishing. A disabled exam question
 * counts for nobody: it leaves the window, the maximum marks and the evaluated totals.
 */
export async function disableExamQuestion(
  ctx: AppContext,
  scope: ExamScope,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { entry, task } = await lockedEntry(tx, scope, id);
    if (entry.disabled) return;
    await updateEntry(tx, scope.instituteId, entry.id, { disabled: true });
    if (isDraft(task)) return;
    await refreshTotals(tx, scope.instituteId, await evaluatedAttemptIds(tx, task.id));
  });
}
