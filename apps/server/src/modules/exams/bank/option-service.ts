import {
  EXAM_MESSAGES,
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  type ObjectiveOption,
  QUESTION_BANK_MESSAGES,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Queryable, Tx } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { Caller, GroupScope } from '../../permissions/index.js';
import {
  deleteOptions,
  disableOptions,
  findOption,
  insertOptions,
  nextOptionPosition,
  type OptionRow,
  optionsOf,
  updateOption,
} from './option-queries.js';
import { optionValues } from './option-writes.js';
import { isReadableFrom } from './question-policy.js';
import { toOption } from './question-presenters.js';
import { type QuestionRow, questionsInPublishedExams, updateQuestion } from './question-queries.js';
import { changeableQuestion } from './question-write-service.js';

/**
 * The objective options of spec §7 (rest/objective/question/option…): only an MCQ has them, at
 * most MCQ_OPTIONS_MAX enabled, titles unique per question; the correct answer's option and an
 * MCQ's last MCQ_OPTIONS_MIN enabled ones stay.
 */

type OptionBody = { groupId: string; questionId: string; title: string; text: string };

/** An option the group reads (its own bank's or, from a class, the institute's), else 404. */
async function readableOption(db: Queryable, scope: GroupScope, id: string): Promise<OptionRow> {
  const option = await findOption(db, scope.instituteId, id);
  if (!option || !isReadableFrom(scope, option)) throw notFound(EXAM_MESSAGES.optionNotFound);
  return option;
}

const touch = (tx: Tx, scope: GroupScope, question: QuestionRow, now: Date) =>
  updateQuestion(tx, scope.instituteId, question.id, { updatedAt: now });

/** POST rest/objective/question/option. */
export async function addOption(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: OptionBody,
): Promise<ObjectiveOption> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const question = await changeableQuestion(
      tx,
      caller,
      scope,
      body.questionId,
      'createObjectiveOption',
    );
    if (question.questionType !== 'MCQ_SINGLE') throw badRequest(EXAM_MESSAGES.subjectiveOptions);
    const options = await optionsOf(tx, [question.id]);
    if (options.some((o) => o.title === body.title)) {
      throw conflict(EXAM_MESSAGES.optionTitlesRepeat);
    }
    if (options.filter((o) => !o.disabled).length >= MCQ_OPTIONS_MAX) {
      throw conflict(EXAM_MESSAGES.optionCount);
    }
    const position = await nextOptionPosition(tx, question.id);
    const [inserted] = await insertOptions(
      tx,
      optionValues(question, [{ title: body.title, text: body.text }], position),
    );
    await touch(tx, scope, question, now);
    return inserted;
  });
  if (!row) throw new Error('option insert returned nothing');
  return toOption(row);
}

/**
 * PUT rest/objective/question/option. A new title stays unique; when the option is the correct
 * answer, the question's key follows its new title (the same option stays correct). Once a
 * published exam holds the question, only the text may change.
 */
export async function changeOption(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: OptionBody & { id: string },
): Promise<ObjectiveOption> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const question = await changeableQuestion(
      tx,
      caller,
      scope,
      body.questionId,
      'updateObjectiveOption',
    );
    const options = await optionsOf(tx, [question.id]);
    const option = options.find((o) => o.id === body.id);
    if (!option) throw notFound(EXAM_MESSAGES.optionNotFound);
    if (options.some((o) => o.id !== option.id && o.title === body.title)) {
      throw conflict(EXAM_MESSAGES.optionTitlesRepeat);
    }
    // Saved answers name their option by its title (the key too): it stays once students sit.
    if (
      option.title !== body.title &&
      (await questionsInPublishedExams(tx, [question.id])).has(question.id)
    ) {
      throw conflict(QUESTION_BANK_MESSAGES.optionTitleInPublishedExam);
    }
    const updated = await updateOption(tx, scope.instituteId, option.id, {
      title: body.title,
      text: body.text,
    });
    const keyFollows = question.correctAnswer === option.title && option.title !== body.title;
    await updateQuestion(tx, scope.instituteId, question.id, {
      updatedAt: now,
      ...(keyFollows ? { correctAnswer: body.title } : {}),
    });
    return updated;
  });
  if (!row) throw notFound(EXAM_MESSAGES.optionNotFound);
  return toOption(row);
}

/** GET rest/objective/question/option/id. */
export async function optionById(
  ctx: AppContext,
  _caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<ObjectiveOption> {
  return toOption(await readableOption(ctx.db, scope, id));
}

/**
 * DELETE rest/objective/question/option/delete and /disable. The correct answer's option is
 * refused (choose another first), and so is one of an MCQ's last MCQ_OPTIONS_MIN enabled
 * options; a question in a published exam keeps its options (attempts name them): disable.
 */
async function removeOption(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  how: 'delete' | 'disable',
): Promise<ObjectiveOption | undefined> {
  const now = ctx.clock.now();
  return ctx.db
    .transaction(async (tx) => {
      const option = await readableOption(tx, scope, id);
      const action = how === 'delete' ? 'deleteObjectiveOption' : 'disableObjectiveOption';
      const question = await changeableQuestion(tx, caller, scope, option.questionId, action);
      if (how === 'disable' && option.disabled) return option;
      if (!option.disabled) {
        if (question.questionType === 'MCQ_SINGLE' && question.correctAnswer === option.title) {
          throw conflict(QUESTION_BANK_MESSAGES.optionIsCorrectAnswer);
        }
        const options = await optionsOf(tx, [question.id]);
        const enabledOthers = options.filter((o) => !o.disabled && o.id !== option.id).length;
        if (question.questionType === 'MCQ_SINGLE' && enabledOthers < MCQ_OPTIONS_MIN) {
          throw conflict(QUESTION_BANK_MESSAGES.optionsTooFew);
        }
      }
      if (how === 'delete') {
        if ((await questionsInPublishedExams(tx, [question.id])).has(question.id)) {
          throw conflict(QUESTION_BANK_MESSAGES.optionInPublishedExam);
        }
        await deleteOptions(tx, scope.instituteId, [option.id]);
        await touch(tx, scope, question, now);
        return undefined;
      }
      await disableOptions(tx, scope.instituteId, [option.id]);
      await touch(tx, scope, question, now);
      return { ...option, disabled: true };
    })
    .then((row) => (row ? toOption(row) : undefined));
}

export async function deleteOption(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  await removeOption(ctx, caller, scope, id, 'delete');
}

export async function disableOption(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<ObjectiveOption> {
  const option = await removeOption(ctx, caller, scope, id, 'disable');
  if (!option) throw notFound(EXAM_MESSAGES.optionNotFound);
  return option;
}
