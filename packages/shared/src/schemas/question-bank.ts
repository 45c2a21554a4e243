import { z } from 'zod';
import { MCQ_OPTIONS_MIN, QUESTION_IMPORT_MAX_ROWS } from '../constants/exams.js';
import {
  EXAM_MESSAGES,
  objectiveOptionSchema,
  questionCategoryQuerySchema,
  questionFormSchema,
  questionListSchema,
  questionSchema,
  questionTagsQuerySchema,
} from './exams.js';

/**
 * The question bank's calls (spec §7 rest/examination/question… and
 * rest/objective/question/option…) beside the exam schemas of exams.ts: their paths, the
 * bank's own messages, and what the bank adds to the spec's calls (the image, the CSV import,
 * disabled questions for those who may change them).
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

export const QUESTION_BANK_MESSAGES = {
  instituteBank:
    "This question is in the institute's question bank: only those who may change the institute's questions may change it.",
  typeInPublishedExam:
    'This question is in an exam that has been published: its type can no longer change.',
  optionIsCorrectAnswer:
    'This option is the correct answer. Please choose another correct answer first.',
  optionsTooFew: `A multiple-choice question keeps at least ${MCQ_OPTIONS_MIN} options.`,
  optionInPublishedExam:
    "This option's question is in an exam that has been published. Disable the option instead.",
  optionTitleInPublishedExam:
    "This option's question is in an exam that has been published: answers name the option by its title, so the title can no longer change.",
  noImage: 'This question has no image.',
  importTooManyRows: `Please import at most ${QUESTION_IMPORT_MAX_ROWS} questions at a time.`,
  imported: (created: number, failed: number) =>
    `${created} ${created === 1 ? 'question' : 'questions'} created` +
    (failed > 0 ? `; ${failed} ${failed === 1 ? 'row was' : 'rows were'} not imported.` : '.'),
} as const;

const TRUE_OR_FALSE = 'Please answer true or false.';
/** "true" or "false" in a query string or a form field (a JSON body may send a boolean). */
const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: TRUE_OR_FALSE })
    .default(fallback)
    .transform((v) => v === true || v === 'true');

/** The tag and category searches, with disabled questions for the bank's own screen. */
export const questionTagsSearchSchema = questionTagsQuerySchema.extend({
  includeDisabled: flag(false),
});
export const questionCategorySearchSchema = questionCategoryQuerySchema.extend({
  includeDisabled: flag(false),
});

/**
 * PUT rest/examination/question: the spec's form plus id, and two fields of ours: `removeFile`
 * drops the image (a form without a file keeps it), `disabled` "false" takes a disabled
 * question back into use.
 */
export const questionEditFormSchema = z
  .object({
    id: z.uuid({ error: EXAM_MESSAGES.id }),
    removeFile: flag(false),
    disabled: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: TRUE_OR_FALSE })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  })
  .and(questionFormSchema);
export type QuestionEditForm = z.infer<typeof questionEditFormSchema>;

/**
 * A question as the bank answers it: the spec's question, with what the caller may do to it
 * from the group it was read in (false for the institute's questions read from a class by one
 * who may not change them there).
 */
export const bankQuestionSchema = questionSchema.extend({ editable: z.boolean() });
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** The list (spec §7): every difficulty, then every type, each newest first. */
export const bankQuestionListSchema = questionListSchema.extend({
  groups: z.record(z.string(), z.record(z.string(), z.array(bankQuestionSchema))),
});
export type BankQuestionList = z.infer<typeof bankQuestionListSchema>;

export const questionMessageSchema = z.object({ message: z.string() });
export const questionSavedSchema = z.object({ message: z.string(), data: bankQuestionSchema });
export const optionSavedSchema = z.object({ message: z.string(), data: objectiveOptionSchema });

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
