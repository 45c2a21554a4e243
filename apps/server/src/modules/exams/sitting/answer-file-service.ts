import { EXAM_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { loadFile, type StoredFileRow } from '../../../files/uploads.js';
import { notFound } from '../../../lib/errors.js';
import type { Caller } from '../../permissions/index.js';
import { maySetExams } from '../policy.js';
import type { ExamScope } from '../setup/task-queries.js';
import { findAnswerInScope } from './answer-queries.js';

/**
 * GET examination/answer/file: an answer's image, to the student who saved it and to those who
 * set the class's exams. Anyone else is told it does not exist.
 */
export async function answerImage(
  ctx: AppContext,
  caller: Caller,
  scope: ExamScope,
  id: string,
): Promise<{ row: StoredFileRow; bytes: Buffer }> {
  const found = await findAnswerInScope(ctx.db, scope, id);
  const allowed =
    found && (found.answer.profileId === caller.profileId || maySetExams(caller, scope));
  if (!found || !allowed || !found.answer.fileId) throw notFound(EXAM_MESSAGES.answerNotFound);
  const file = await loadFile(ctx.db, ctx.files, found.answer.fileId, found.answer.instituteId);
  if (!file) throw notFound(EXAM_MESSAGES.answerNotFound);
  return file;
}
