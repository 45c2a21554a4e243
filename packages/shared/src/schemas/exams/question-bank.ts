import { z } from 'zod';
import {
  QUESTION_CATEGORY_MAX,
  QUESTION_LIST_DEFAULTS,
  QUESTION_LIST_MAX,
} from '../../constants/exams.js';
import { requiredString } from '../fields.js';
import { flag, groupIdField, tagsField, wholeNumber } from './fields.js';
import { EXAM_MESSAGES as M } from './messages.js';
import { bankQuestionSchema, questionSchema } from './questions.js';

/**
 * The question bank as a whole: its paths, its list (paged, grouped by difficulty and type), the
 * tag and category searches, and the CSV import of questions.
 */

export const QUESTION_API = {
  /** GET: the bank, paged and grouped by difficulty and type. */
  list: '/rest/examination/question/groupId',
  tags: '/rest/examination/question/tags',
  category: '/rest/examination/question/category',
  one: '/rest/examination/question/id',
  /** POST (create) and PUT (update): multipart forms. */
  question: '/rest/examination/question',
  remove: '/rest/examination/question/delete',
  disable: '/rest/examination/question/disable',
  /** GET: the question's image. */
  file: '/rest/examination/question/file',
  /** POST: a CSV of questions (multipart, field `file`). */
  importCsv: '/rest/examination/question/import',
  importTemplate: '/rest/examination/question/import/template',
  /** POST (add) and PUT (update), JSON. */
  option: '/rest/objective/question/option',
  optionOne: '/rest/objective/question/option/id',
  optionRemove: '/rest/objective/question/option/delete',
  optionDisable: '/rest/objective/question/option/disable',
} as const;

/** The address of a question's image as the group it is read in serves it. */
export const questionFileUrl = (groupId: string, questionId: string) =>
  `${QUESTION_API.file}?groupId=${encodeURIComponent(groupId)}&id=${encodeURIComponent(questionId)}`;

/** GET rest/examination/question/groupId: spec defaults pageNo 1, limit 5, size -1 (all). */
export const questionListQuerySchema = z.object({
  groupId: groupIdField,
  pageNo: wholeNumber('pageNo must be a whole number from 1.', 1, 100_000).default(
    QUESTION_LIST_DEFAULTS.pageNo,
  ),
  limit: wholeNumber(`limit must be 1 to ${QUESTION_LIST_MAX}.`, 1, QUESTION_LIST_MAX).default(
    QUESTION_LIST_DEFAULTS.limit,
  ),
  size: wholeNumber(`size must be -1 or 1 to ${QUESTION_LIST_MAX}.`, -1, QUESTION_LIST_MAX)
    .refine((n) => n !== 0, `size must be -1 or 1 to ${QUESTION_LIST_MAX}.`)
    .default(QUESTION_LIST_DEFAULTS.size),
  /** Disabled questions too (the bank's owners only). */
  includeDisabled: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const questionTagsQuerySchema = z.object({ groupId: groupIdField, tags: tagsField });
export const questionCategoryQuerySchema = z.object({
  groupId: groupIdField,
  questionCategory: requiredString(M.category).max(QUESTION_CATEGORY_MAX, M.category),
});

/** The tag and category searches, with disabled questions for the bank's own screen. */
export const questionTagsSearchSchema = questionTagsQuerySchema.extend({
  includeDisabled: flag(false),
});
export const questionCategorySearchSchema = questionCategoryQuerySchema.extend({
  includeDisabled: flag(false),
});

/** The question list: grouped by difficulty, then by type (spec §7), with the page's totals. */
export const questionListSchema = z.object({
  pageNo: z.number(),
  limit: z.number(),
  total: z.number(),
  groups: z.record(z.string(), z.record(z.string(), z.array(questionSchema))),
});
export type QuestionList = z.infer<typeof questionListSchema>;

/** The list (spec §7): every difficulty, then every type, each newest first. */
export const bankQuestionListSchema = questionListSchema.extend({
  groups: z.record(z.string(), z.record(z.string(), z.array(bankQuestionSchema))),
});
export type BankQuestionList = z.infer<typeof bankQuestionListSchema>;

/** One row of a question import: created (with the question's id) or its first problem. */
export const questionImportRowSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  created: z.boolean(),
  id: z.string().nullable(),
  message: z.string().nullable(),
});
export const questionImportReportSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  failed: z.number().int(),
  rows: z.array(questionImportRowSchema),
});
export type QuestionImportReport = z.infer<typeof questionImportReportSchema>;
