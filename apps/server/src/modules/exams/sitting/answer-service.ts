import {
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  EXAM_TASK_MESSAGES,
  type ExamAnswer,
  type SavedAnswer,
  type TaskStatus,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { fileStoreOf, inFileTransaction } from '../../../files/file-transaction.js';
import { checkFileKind, type FileKind, type UploadedFile } from '../../../files/uploads.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { isTakerOf, maySetExams, resultsVisible, saveRefusal } from '../policy.js';
import type { ExamScope } from '../setup/task-queries.js';
import { visibleTask } from '../setup/task-service.js';
import { toExamAnswer, toSavedAnswer } from './answer-presenters.js';
import {
  type AnswerWithQuestion,
  answersOfProfile,
  entryQuestionType,
  findAnswerInScope,
  type SaveInput,
  type SaveRow,
  saveAnswer,
} from './answer-queries.js';
import { assertTaker, takerTask } from './taker-service.js';

/**
 * A taker's answers: saved per exam question at a version (a late older save never overwrites a
 * newer one), refused outside the started attempt and its end's grace; and read back, with marks
 * and remarks once the results are published.
 */

/**
 * Stored files of answers' images: an answer keeps one (a newer image deletes the one it
 * replaces), and the orphan sweep removes any no answer names after a day.
 */
export const ANSWER_IMAGE_PURPOSE = 'exam-answer-image';
const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp'];

const num = (v: string | number | null) => (v === null ? null : Number(v));

const presentListed = (row: AnswerWithQuestion, showMarks: boolean) =>
  toExamAnswer(row.answer, row, showMarks);

type SaveForm = {
  groupId: string;
  questionId: string;
  academicTaskId: string;
  answer: string;
  version: number;
  id?: string;
};

export type Saved = { message: string; applied: boolean; data: SavedAnswer };

/** The one `file` of the form, checked by its bytes; only a SUBJECTIVE answer may carry it. */
async function checkedImage(
  ctx: AppContext,
  form: SaveForm,
  files: UploadedFile[],
): Promise<{ file: UploadedFile; kind: FileKind } | undefined> {
  if (files.length === 0) return undefined;
  const file = files.find((f) => f.fieldname === 'file');
  if (!file || files.length > 1) throw badRequest(EXAM_TASK_MESSAGES.answerFileField);
  const kind = await checkFileKind(file, IMAGE_KINDS);
  const type = await entryQuestionType(ctx.db, form.academicTaskId, form.questionId);
  if (!type) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  if (type !== 'SUBJECTIVE') throw badRequest(EXAM_TASK_MESSAGES.answerFileSubjective);
  return { file, kind };
}

/**
 * POST examination/answer (and PUT with the answer's id): one statement without an image. The
 * answer is acknowledged with `applied: false` and the kept answer when a newer version was
 * already saved.
 */
export async function saveExamAnswer(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  form: SaveForm,
  files: UploadedFile[],
): Promise<Saved> {
  assertTaker(caller, scope);
  if (form.id) {
    const own = await findAnswerInScope(ctx.db, scope, form.id);
    if (
      !own ||
      own.answer.profileId !== caller.profileId ||
      own.answer.academicTaskId !== form.academicTaskId ||
      own.answer.examQuestionId !== form.questionId
    ) {
      throw notFound(EXAM_MESSAGES.answerNotFound);
    }
  }
  const image = await checkedImage(ctx, form, files);
  const now = ctx.clock.now();
  const input: SaveInput = {
    taskId: form.academicTaskId,
    instituteId: scope.instituteId,
    groupId: scope.id,
    profileId: caller.profileId,
    examQuestionId: form.questionId,
    answer: form.answer,
    version: form.version,
    fileId: null,
    now,
  };
  const row = image
    ? await saveWithImage(ctx, caller, scope, input, image)
    : await saveAnswer(ctx.db, input);
  await explainRefusal(ctx, caller, scope, form, row);
  return {
    message: EXAM_SUCCESS.answerSubmitted,
    applied: row.applied,
    data: toSavedAnswer(
      {
        id: row.id ?? '',
        groupId: scope.id,
        examQuestionId: form.questionId,
        academicTaskId: form.academicTaskId,
        profileId: caller.profileId,
        answer: row.answer ?? '',
        fileId: row.file_id,
        version: row.version ?? 0,
        savedAt: new Date(row.saved_at ?? now),
        marks: num(row.marks),
        remarks: row.remarks,
      },
      {
        maximumMarks: num(row.maximum_marks) ?? 0,
        questionType: row.question_type ?? 'SUBJECTIVE',
      },
      false,
    ),
  };
}

/** A save that did not apply, carried out of its transaction so that its file is rolled back. */
class Unapplied extends Error {
  constructor(readonly row: SaveRow) {
    super('answer save not applied');
  }
}

/**
 * A save with an image: the file is stored in the save's transaction, and kept only if it
 * applied; the image it replaces is deleted with it (its row in the transaction, its bytes after
 * the commit), so an answer saved twelve times with an image keeps one file (review 2, M4).
 */
async function saveWithImage(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  input: SaveInput,
  image: { file: UploadedFile; kind: FileKind },
): Promise<SaveRow> {
  try {
    return await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, txFiles) => {
      const [stored] = await txFiles.store(input.now, [
        {
          file: image.file,
          kind: image.kind,
          purpose: ANSWER_IMAGE_PURPOSE,
          instituteId: scope.instituteId,
          ownerAccountId: caller.accountId,
        },
      ]);
      const saved = await saveAnswer(tx, { ...input, fileId: stored?.id ?? null });
      if (!saved.applied) throw new Unapplied(saved);
      const previous = saved.previous_file_id;
      if (previous && previous !== saved.file_id) {
        await txFiles.release([previous], ANSWER_IMAGE_PURPOSE, {
          instituteId: scope.instituteId,
        });
      }
      return saved;
    });
  } catch (error) {
    if (error instanceof Unapplied) return error.row;
    throw error;
  }
}

/**
 * Throws why a save was not taken, from what the statement found; returns when it was taken, or
 * when a newer version was already kept (the caller hears `applied: false` and that answer).
 */
async function explainRefusal(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  form: SaveForm,
  row: SaveRow,
): Promise<void> {
  if (!row.attempt_id || !row.attempt_status) {
    await takerTask(ctx.db, caller, scope, form.academicTaskId);
    throw conflict(EXAM_MESSAGES.notStarted);
  }
  if (!row.entry_found) throw notFound(EXAM_MESSAGES.examQuestionNotFound);
  const refusal = saveRefusal(
    { status: row.attempt_status, endsAt: row.ends_at ? new Date(row.ends_at) : null },
    ctx.clock.now(),
  );
  if (refusal) throw conflict(EXAM_MESSAGES[refusal] as string);
  if (row.choice_valid === false) throw badRequest(EXAM_MESSAGES.answerChoice);
}

/** Whether a listed answer's marks show: to those who set exams, else once results are out. */
const marksShown = (setter: boolean, status: TaskStatus) => setter || resultsVisible({ status });

/**
 * GET examination/answer, …/academictaskid, …/questionid: the caller's own answers (none for
 * someone who sits no exams here).
 */
export async function ownAnswers(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  filter: { taskId?: string; examQuestionId?: string },
): Promise<ExamAnswer[]> {
  if (filter.taskId) await visibleTask(ctx.db, caller, scope, filter.taskId);
  if (scope.type !== 'CLASS' || !isTakerOf(caller, scope.id)) return [];
  const rows = await answersOfProfile(ctx.db, {
    profileId: caller.profileId,
    groupId: scope.id,
    ...filter,
  });
  return rows.map((r) => presentListed(r, marksShown(false, r.taskStatus)));
}

/** GET examination/answer/questionid: the caller's answer to one exam question. */
export async function ownAnswer(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  examQuestionId: string,
): Promise<ExamAnswer> {
  const [answer] = await ownAnswers(ctx, caller, scope, { examQuestionId });
  if (!answer) throw notFound(EXAM_MESSAGES.answerNotFound);
  return answer;
}

/** GET examination/answer/id: a taker's own answer, or any of the class's for those who set exams. */
export async function answerById(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<ExamAnswer> {
  const row = await findAnswerInScope(ctx.db, scope, id);
  const setter = maySetExams(caller, scope);
  if (!row || (!setter && row.answer.profileId !== caller.profileId)) {
    throw notFound(EXAM_MESSAGES.answerNotFound);
  }
  return presentListed(row, marksShown(setter, row.taskStatus));
}
