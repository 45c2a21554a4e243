import {
  type BankQuestion,
  type BankQuestionList,
  EXAM_MESSAGES,
  QUESTION_LIST_MAX,
} from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import type { Caller, GroupScope } from '../../permissions/index.js';
import { optionsOf } from './option-queries.js';
import { banksReadFrom, holdsInGroup, isReadableFrom, mayChangeRecord } from './question-policy.js';
import { groupByDifficultyAndType, toBankQuestion } from './question-presenters.js';
import {
  countQuestions,
  findQuestion,
  pageOfQuestions,
  type QuestionRow,
  questionsByCategory,
  questionsByTags,
  questionsInPublishedExams,
} from './question-queries.js';

/** The bank's reads (getQuestion): the list, the searches and one question. */

/** Rows as the caller sees them from the group: options, published flag, editable. */
export async function presentQuestions(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  rows: QuestionRow[],
): Promise<BankQuestion[]> {
  const ids = rows.map((r) => r.id);
  const mayUpdate = holdsInGroup(caller, scope, 'updateQuestion');
  const [options, published] = await Promise.all([
    optionsOf(db, ids),
    questionsInPublishedExams(db, ids),
  ]);
  return rows.map((row) =>
    toBankQuestion(
      row,
      options.filter((o) => o.questionId === row.id),
      {
        readInGroupId: scope.id,
        inPublishedExam: published.has(row.id),
        editable: mayUpdate && mayChangeRecord(caller, scope, row, 'updateQuestion'),
      },
    ),
  );
}

/** The banks a call reads, disabled questions only for those who may change questions there. */
function bankOf(caller: Caller, scope: GroupScope, includeDisabled: boolean) {
  return {
    instituteId: scope.instituteId,
    groupIds: banksReadFrom(scope),
    includeDisabled: includeDisabled && holdsInGroup(caller, scope, 'updateQuestion'),
  };
}

/**
 * GET rest/examination/question/groupId: newest first, the first `size` questions (-1: all),
 * page `pageNo` of `limit` of them, grouped by difficulty and type.
 */
export async function listQuestions(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: { pageNo: number; limit: number; size: number; includeDisabled: boolean },
): Promise<BankQuestionList> {
  const bank = bankOf(caller, scope, query.includeDisabled);
  const cap = query.size === -1 ? Number.POSITIVE_INFINITY : query.size;
  const total = Math.min(await countQuestions(ctx.db, bank), cap);
  const offset = (query.pageNo - 1) * query.limit;
  const take = Math.min(query.limit, total - offset);
  const rows = take > 0 ? await pageOfQuestions(ctx.db, bank, { offset, limit: take }) : [];
  const questions = await presentQuestions(ctx.db, caller, scope, rows);
  return {
    pageNo: query.pageNo,
    limit: query.limit,
    total,
    groups: groupByDifficultyAndType(questions),
  };
}

/** GET rest/examination/question/tags: any of the tags, the best match first. */
export async function questionsWithTags(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: { tags: string[]; includeDisabled: boolean },
): Promise<BankQuestion[]> {
  if (query.tags.length === 0) return [];
  const bank = bankOf(caller, scope, query.includeDisabled);
  const rows = await questionsByTags(ctx.db, bank, query.tags, QUESTION_LIST_MAX);
  return presentQuestions(ctx.db, caller, scope, rows);
}

/** GET rest/examination/question/category: the category, whatever its case. */
export async function questionsOfCategory(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: { questionCategory: string; includeDisabled: boolean },
): Promise<BankQuestion[]> {
  const bank = bankOf(caller, scope, query.includeDisabled);
  const category = query.questionCategory.replace(/\s+/g, ' ');
  const rows = await questionsByCategory(ctx.db, bank, category, QUESTION_LIST_MAX);
  return presentQuestions(ctx.db, caller, scope, rows);
}

/** A question the group reads (disabled ones too: an exam may hold one), else 404. */
export async function readableQuestion(
  db: Queryable,
  scope: GroupScope,
  id: string,
): Promise<QuestionRow> {
  const row = await findQuestion(db, scope.instituteId, id);
  if (!row || !isReadableFrom(scope, row)) throw notFound(EXAM_MESSAGES.questionNotFound);
  return row;
}

/** GET rest/examination/question/id. */
export async function questionById(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<BankQuestion> {
  const row = await readableQuestion(ctx.db, scope, id);
  const [question] = await presentQuestions(ctx.db, caller, scope, [row]);
  if (!question) throw notFound(EXAM_MESSAGES.questionNotFound);
  return question;
}
