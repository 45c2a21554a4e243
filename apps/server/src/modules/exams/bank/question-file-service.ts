import { EXAM_MESSAGES, QUESTION_BANK_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { loadFile, type StoredFileRow } from '../../../files/uploads.js';
import { notFound } from '../../../lib/errors.js';
import type { Caller, GroupScope } from '../../permissions/index.js';
import { holdsInGroup } from './question-policy.js';
import { attemptHoldsQuestion } from './question-queries.js';
import { readableQuestion } from './question-read-service.js';

/**
 * GET rest/examination/question/file: a question's image, to those who read the group's bank
 * (getQuestion) and to a student of the group whose started or finished attempt of a published
 * exam holds the question. Anyone else is told it does not exist.
 */
export async function questionImage(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<{ row: StoredFileRow; bytes: Buffer }> {
  const question = await readableQuestion(ctx.db, scope, id);
  const allowed =
    holdsInGroup(caller, scope, 'getQuestion') ||
    (await attemptHoldsQuestion(ctx.db, {
      profileId: caller.profileId,
      groupId: scope.id,
      questionId: question.id,
    }));
  if (!allowed) throw notFound(EXAM_MESSAGES.questionNotFound);
  if (!question.fileId) throw notFound(QUESTION_BANK_MESSAGES.noImage);
  const file = await loadFile(ctx.db, ctx.files, question.fileId, scope.instituteId);
  if (!file) throw notFound(QUESTION_BANK_MESSAGES.noImage);
  return file;
}
