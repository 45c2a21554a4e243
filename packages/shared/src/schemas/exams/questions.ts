import { z } from 'zod';
import {
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  OPTION_TEXT_MAX,
  OPTION_TITLE_MAX,
  QUESTION_CATEGORY_MAX,
  QUESTION_DIFFICULTIES,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
} from '../../constants/exams.js';
import { requiredString } from '../fields.js';
import { flag, groupIdField, idField, marksNumber, TRUE_OR_FALSE, tagsField } from './fields.js';
import { EXAM_MESSAGES as M } from './messages.js';

/**
 * A bank's question and its objective options (spec §7 rest/examination/question and
 * rest/objective/question/option): the forms that write them and the shapes they are read in.
 */

export const objectiveOptionInputSchema = z.strictObject({
  title: requiredString(M.optionTitle).max(OPTION_TITLE_MAX, M.optionTitle),
  text: requiredString(M.optionText).max(OPTION_TEXT_MAX, M.optionText),
});
export type ObjectiveOptionInput = z.infer<typeof objectiveOptionInputSchema>;

/** A list, or its JSON text (a form field). */
const optionsField = z
  .union([z.array(z.unknown()), z.string()], { error: M.options })
  .transform((v, ctx) => {
    if (Array.isArray(v)) return v;
    if (v.trim() === '') return [];
    try {
      const parsed: unknown = JSON.parse(v);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // told below
    }
    ctx.addIssue({ code: 'custom', message: M.options });
    return z.NEVER;
  })
  .pipe(
    z.array(objectiveOptionInputSchema, { error: M.options }).max(MCQ_OPTIONS_MAX, M.optionCount),
  );

/**
 * POST rest/examination/question (form; the optional `file` is an image) and PUT with `id`.
 * An MCQ_SINGLE needs 2 to 8 options with their own titles and a correctAnswer naming one of
 * them; a SUBJECTIVE has no options, and its correctAnswer (optional) is the marking guide.
 */
export const questionFormSchema = z
  .object({
    groupId: groupIdField,
    tags: tagsField.default([]),
    questionCategory: z
      .string({ error: M.category })
      .trim()
      .max(QUESTION_CATEGORY_MAX, M.category)
      .optional()
      .transform((v) => (v ? v.replace(/\s+/g, ' ') : null)),
    questionType: z.enum(QUESTION_TYPES, { error: M.questionType }),
    question: requiredString(M.question).max(QUESTION_TEXT_MAX, M.questionTooLong),
    marks: marksNumber(M.marks),
    questionDifficulty: z.enum(QUESTION_DIFFICULTIES, { error: M.difficulty }),
    correctAnswer: z
      .string({ error: M.correctAnswer })
      .trim()
      .max(QUESTION_TEXT_MAX, M.correctAnswer)
      .optional()
      .transform((v) => v || null),
    objectiveOptions: optionsField.default([]),
  })
  .superRefine((q, ctx) => {
    const titles = q.objectiveOptions.map((o) => o.title);
    if (q.questionType === 'SUBJECTIVE') {
      if (q.objectiveOptions.length > 0)
        ctx.addIssue({ code: 'custom', message: M.subjectiveOptions });
      return;
    }
    if (q.objectiveOptions.length < MCQ_OPTIONS_MIN) {
      ctx.addIssue({ code: 'custom', message: M.optionCount });
    } else if (new Set(titles).size !== titles.length) {
      ctx.addIssue({ code: 'custom', message: M.optionTitlesRepeat });
    } else if (!q.correctAnswer || !titles.includes(q.correctAnswer)) {
      ctx.addIssue({ code: 'custom', message: M.correctAnswer });
    }
  });
export type QuestionForm = z.infer<typeof questionFormSchema>;
export const questionUpdateFormSchema = z.object({ id: idField }).and(questionFormSchema);

/**
 * PUT rest/examination/question: the spec's form plus id, and two fields of ours: `removeFile`
 * drops the image (a form without a file keeps it), `disabled` "false" takes a disabled
 * question back into use.
 */
export const questionEditFormSchema = z
  .object({
    id: idField,
    removeFile: flag(false),
    disabled: z
      .union([z.boolean(), z.enum(['true', 'false'])], { error: TRUE_OR_FALSE })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === true || v === 'true')),
  })
  .and(questionFormSchema);
export type QuestionEditForm = z.infer<typeof questionEditFormSchema>;

export const objectiveOptionSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  questionId: z.string(),
  title: z.string(),
  text: z.string(),
  disabled: z.boolean(),
});
export type ObjectiveOption = z.infer<typeof objectiveOptionSchema>;

export const questionSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  tags: z.array(z.string()),
  questionCategory: z.string().nullable(),
  questionType: z.enum(QUESTION_TYPES),
  question: z.string(),
  /** The image's address, or null. */
  file: z.string().nullable(),
  marks: z.number(),
  questionDifficulty: z.enum(QUESTION_DIFFICULTIES),
  /** The spec names it both ways. */
  difficultyLevel: z.enum(QUESTION_DIFFICULTIES),
  correctAnswer: z.string().nullable(),
  objectiveOptions: z.array(objectiveOptionSchema),
  disabled: z.boolean(),
  /** In an exam that has been published (then it may be disabled, not deleted). */
  inPublishedExam: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * A question as the bank answers it: the spec's question, with what the caller may do to it
 * from the group it was read in (false for the institute's questions read from a class by one
 * who may not change them there).
 */
export const bankQuestionSchema = questionSchema.extend({ editable: z.boolean() });
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** POST rest/objective/question/option and PUT with `id`. */
export const objectiveOptionBodySchema = z.strictObject({
  groupId: groupIdField,
  questionId: idField,
  title: requiredString(M.optionTitle).max(OPTION_TITLE_MAX, M.optionTitle),
  text: requiredString(M.optionText).max(OPTION_TEXT_MAX, M.optionText),
});
export const objectiveOptionUpdateSchema = objectiveOptionBodySchema.extend({ id: idField });

export const questionSavedSchema = z.object({ message: z.string(), data: bankQuestionSchema });
export const optionSavedSchema = z.object({ message: z.string(), data: objectiveOptionSchema });
