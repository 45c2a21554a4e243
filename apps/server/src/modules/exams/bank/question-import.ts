import { randomUUID } from 'node:crypto';
import {
  dataRowNumber,
  IMPORT_MESSAGES,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_MAX_ROWS,
  type QuestionForm,
  type QuestionImportReport,
  readQuestionHeader,
  validateQuestionRow,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { UploadedFile } from '../../../files/uploads.js';
import { badRequest } from '../../../lib/errors.js';
import { type CsvColumns, csvRows, csvText } from '../../imports/index.js';
import type { Caller, GroupScope } from '../../permissions/index.js';
import { insertOptions } from './option-queries.js';
import { optionValues } from './option-writes.js';
import { insertQuestions } from './question-queries.js';
import { newQuestion } from './question-write-service.js';

/**
 * POST rest/examination/question/import: questions from a CSV (the columns of
 * rules/question-import.ts), each row checked as the create call checks its form. The valid
 * rows are created together in one transaction; the others are reported with their first
 * problem and skipped.
 */

/** The question import's columns (rules/question-import.ts) and its row limit. */
const QUESTION_COLUMNS: CsvColumns = {
  readHeader: readQuestionHeader,
  maxRows: QUESTION_IMPORT_MAX_ROWS,
  tooManyRows: QUESTION_BANK_MESSAGES.importTooManyRows,
};

export async function importQuestions(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  files: UploadedFile[],
): Promise<QuestionImportReport> {
  const file = files[0];
  if (!file) throw badRequest(IMPORT_MESSAGES.noFile);
  const rows = csvRows(QUESTION_COLUMNS, await csvText(file.filename, file.bytes));
  const checked = rows.map((r) => ({
    row: dataRowNumber(r.index),
    result: validateQuestionRow(r.record, scope.id),
    id: randomUUID(),
  }));
  const valid = checked.flatMap((c) => (c.result.ok ? [{ id: c.id, form: c.result.value }] : []));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // The file's first row is the newest, so the bank lists them in the file's order.
    const question = (form: QuestionForm, id: string, i: number) => ({
      ...newQuestion(form, scope, caller, new Date(now.getTime() - i), null),
      id,
    });
    await insertQuestions(
      tx,
      valid.map((v, i) => question(v.form, v.id, i)),
    );
    await insertOptions(
      tx,
      valid.flatMap((v) => optionValues({ id: v.id, ...scopeOf(scope) }, v.form.objectiveOptions)),
    );
  });
  const report = checked.map((c) =>
    c.result.ok
      ? { row: c.row, created: true, id: c.id, message: null }
      : { row: c.row, created: false, id: null, message: c.result.errors[0] ?? null },
  );
  const failed = report.filter((r) => !r.created).length;
  return {
    message: QUESTION_BANK_MESSAGES.imported(valid.length, failed),
    created: valid.length,
    failed,
    rows: report,
  };
}

const scopeOf = (scope: GroupScope) => ({ instituteId: scope.instituteId, groupId: scope.id });
