import {
  type BankQuestion,
  EXAM_MESSAGES,
  type GroupAction,
  QUESTION_BANK_MESSAGES,
  type QuestionEditForm,
  type QuestionForm,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { inFileTransaction } from '../../../files/file-transaction.js';
import { checkFileKind, type FileKind, type UploadedFile } from '../../../files/uploads.js';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.js';
import type { Caller, GroupScope } from '../../permissions/index.js';
import { regradeAfterKeyChange } from '../marking/grading.js';
import { keepSubjectMarksOfQuestion } from '../marking/subject-marks.js';
import { insertOptions } from './option-queries.js';
import { optionValues, replaceOptions } from './option-writes.js';
import { isReadableFrom, mayChangeRecord } from './question-policy.js';
import {
  deleteEntriesOfQuestion,
  deleteQuestion as deleteQuestionRow,
  insertQuestions,
  lockExamsOfQuestion,
  lockQuestion,
  type NewQuestion,
  type QuestionRow,
  questionsInPublishedExams,
  updateQuestion as updateQuestionRow,
} from './question-queries.js';
import { questionById } from './question-read-service.js';

/** The bank's writes: create, update (a new MCQ key regrades), delete and disable. */

/** Stored files of question images (their own purpose: the orphan sweep leaves them alone). */
export const QUESTION_IMAGE_PURPOSE = 'exam-question-image';
const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp'];

const storeOf = (ctx: AppContext) => ({ storage: ctx.files, quotaMb: ctx.config.storageQuotaMb });

/** The form's image, checked by its bytes (a renamed file is refused with its name). */
async function checkedImage(files: UploadedFile[]) {
  const file = files[0];
  if (!file) return undefined;
  return { file, kind: await checkFileKind(file, IMAGE_KINDS) };
}

/** The columns a question form sets (create, update and import alike). */
export function questionFields(form: QuestionForm) {
  return {
    questionType: form.questionType,
    question: form.question,
    tags: form.tags,
    category: form.questionCategory,
    difficulty: form.questionDifficulty,
    marks: form.marks,
    correctAnswer: form.correctAnswer,
  };
}

/** A new question of the group's bank. */
export function newQuestion(
  form: QuestionForm,
  scope: GroupScope,
  caller: Caller,
  now: Date,
  fileId: string | null,
): NewQuestion {
  return {
    ...questionFields(form),
    instituteId: scope.instituteId,
    groupId: scope.id,
    fileId,
    createdByProfileId: caller.profileId,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The question, locked, if the group reads it (else 404) and the caller may do `action` to it
 * from there (else 403: one of the institute's bank needs the action at the institute).
 */
export async function changeableQuestion(
  tx: Tx,
  caller: Caller,
  scope: GroupScope,
  id: string,
  action: GroupAction,
): Promise<QuestionRow> {
  const row = await lockQuestion(tx, scope.instituteId, id);
  if (!row || !isReadableFrom(scope, row)) throw notFound(EXAM_MESSAGES.questionNotFound);
  if (!mayChangeRecord(caller, scope, row, action)) {
    throw forbidden(QUESTION_BANK_MESSAGES.instituteBank);
  }
  return row;
}

/** The form names the group the guard checked (the guard read it from the same form). */
function sameGroup(form: { groupId: string }, scope: GroupScope) {
  if (form.groupId !== scope.id) throw badRequest(EXAM_MESSAGES.group);
}

/** POST rest/examination/question: a question (with its options and image) in the group's bank. */
export async function createQuestion(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: QuestionForm,
  files: UploadedFile[],
): Promise<BankQuestion> {
  sameGroup(form, scope);
  const image = await checkedImage(files);
  const now = ctx.clock.now();
  const id = await inFileTransaction(ctx.db, storeOf(ctx), async (tx, stored) => {
    const [file] = image
      ? await stored.store(now, [
          {
            ...image,
            purpose: QUESTION_IMAGE_PURPOSE,
            instituteId: scope.instituteId,
            ownerAccountId: caller.accountId,
          },
        ])
      : [];
    const [row] = await insertQuestions(tx, [
      newQuestion(form, scope, caller, now, file?.id ?? null),
    ]);
    if (!row) throw new Error('question insert returned nothing');
    await insertOptions(tx, optionValues(row, form.objectiveOptions));
    return row.id;
  });
  return questionById(ctx, caller, scope, id);
}

/**
 * PUT rest/examination/question. The options given replace the question's (an option keeps its
 * id while its title stays, so saved answers stay valid); a new image replaces the old one,
 * `removeFile` drops it, no file keeps it. In a published exam the type stays, and a new MCQ key
 * regrades the attempts that answered it, in the same transaction.
 */
export async function updateQuestion(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  form: QuestionEditForm,
  files: UploadedFile[],
): Promise<BankQuestion> {
  sameGroup(form, scope);
  const image = await checkedImage(files);
  const now = ctx.clock.now();
  await inFileTransaction(ctx.db, storeOf(ctx), async (tx, stored) => {
    const before = await changeableQuestion(tx, caller, scope, form.id, 'updateQuestion');
    const published = (await questionsInPublishedExams(tx, [before.id])).has(before.id);
    if (published && before.questionType !== form.questionType) {
      throw conflict(QUESTION_BANK_MESSAGES.typeInPublishedExam);
    }
    let fileId = before.fileId;
    if ((image || form.removeFile) && before.fileId) {
      await stored.release([before.fileId], QUESTION_IMAGE_PURPOSE, {
        instituteId: scope.instituteId,
      });
      fileId = null;
    }
    if (image) {
      const [file] = await stored.store(now, [
        {
          ...image,
          purpose: QUESTION_IMAGE_PURPOSE,
          instituteId: scope.instituteId,
          ownerAccountId: caller.accountId,
        },
      ]);
      fileId = file?.id ?? null;
    }
    await updateQuestionRow(tx, scope.instituteId, before.id, {
      ...questionFields(form),
      fileId,
      disabled: form.disabled ?? before.disabled,
      updatedAt: now,
    });
    await replaceOptions(tx, scope.instituteId, before, form.objectiveOptions, published);
    // A question's category is its subject in the results by subject of the exams that hold it.
    if ((before.category ?? '').trim() !== (form.questionCategory ?? '').trim()) {
      await keepSubjectMarksOfQuestion(tx, scope.instituteId, before.id);
    }
    const keyChanged =
      before.questionType === 'MCQ_SINGLE' &&
      form.questionType === 'MCQ_SINGLE' &&
      before.correctAnswer !== form.correctAnswer;
    if (keyChanged) {
      await regradeAfterKeyChange(tx, {
        instituteId: scope.instituteId,
        questionId: before.id,
        changedByProfileId: caller.profileId,
        now,
      });
    }
  });
  return questionById(ctx, caller, scope, form.id);
}

/**
 * DELETE rest/examination/question/delete: refused while the question is in an exam that has
 * been published (disable it instead); a draft exam loses its entry with it.
 */
export async function deleteQuestion(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  await inFileTransaction(ctx.db, storeOf(ctx), async (tx, stored) => {
    const row = await changeableQuestion(tx, caller, scope, id, 'deleteQuestion');
    const exams = await lockExamsOfQuestion(tx, row.id);
    if (exams.some((exam) => exam.status !== 'DRAFT')) {
      throw conflict(EXAM_MESSAGES.questionInExam);
    }
    await deleteEntriesOfQuestion(tx, scope.instituteId, row.id);
    await deleteQuestionRow(tx, scope.instituteId, row.id);
    if (row.fileId) {
      await stored.release([row.fileId], QUESTION_IMAGE_PURPOSE, {
        instituteId: scope.instituteId,
      });
    }
  });
}

/** DELETE rest/examination/question/disable: kept for the exams that hold it, offered no more. */
export async function disableQuestion(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<BankQuestion> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await changeableQuestion(tx, caller, scope, id, 'deleteQuestion');
    if (!row.disabled)
      await updateQuestionRow(tx, scope.instituteId, row.id, { disabled: true, updatedAt: now });
  });
  return questionById(ctx, caller, scope, id);
}
