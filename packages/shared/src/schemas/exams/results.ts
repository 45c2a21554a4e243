import { z } from 'zod';
import { ATTEMPT_STATUSES, QUESTION_TYPES, TASK_STATUSES } from '../../constants/exams.js';
import { attemptSummarySchema, examAnswerSchema } from './attempts.js';
import { groupIdField, idField } from './fields.js';

/**
 * After the marking: evaluating an attempt, the class's result sheet, publishing it, and a
 * student's published result.
 */

/** POST rest/examination/evaluation. */
export const evaluationBodySchema = z.strictObject({
  taskSubmissionId: idField,
  groupId: groupIdField,
  userProfileId: idField,
});

/** POST examination/evaluation. */
export const evaluationResultSchema = z.object({
  message: z.string(),
  data: z.object({
    taskSubmissionId: z.string(),
    userProfileId: z.string(),
    status: z.enum(ATTEMPT_STATUSES),
    total: z.number(),
    maximumMarks: z.number(),
    percentage: z.number(),
    evaluatedAt: z.string(),
  }),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

export const resultSheetSchema = z.object({
  academicTaskId: z.string(),
  title: z.string(),
  maximumMarks: z.number(),
  status: z.enum(TASK_STATUSES),
  attempts: z.array(attemptSummarySchema),
  /** Ten bins of the percentage, 0–10 … 90–100 (100 in the last). */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  /** Of the evaluated totals (marks, not percentages). */
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** Marking progress: submitted attempts whose every answer is marked or still to mark, and
   * evaluated of submitted. */
  progress: z.object({
    students: z.number(),
    submitted: z.number(),
    marked: z.number(),
    toMark: z.number(),
    evaluated: z.number(),
    toEvaluate: z.number(),
  }),
  resultsPublishedAt: z.string().nullable(),
});
export type ResultSheet = z.infer<typeof resultSheetSchema>;

/** POST exam/results/publish. */
export const publishResultsBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
});

/** POST exam/results/publish: the sheet as published. */
export const resultsPublishedSchema = z.object({
  message: z.string(),
  status: z.enum(TASK_STATUSES),
  data: resultSheetSchema,
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;

/**
 * An MCQ's answer and key are option titles ("B"); with shuffled options a title alone tells the
 * reader nothing, so the result carries the options' texts beside them ("0.45"). Null for a
 * written answer, an option no longer there, and the key while the exam hides it.
 */
const choiceTexts = {
  answerText: z.string().nullable(),
  correctAnswerText: z.string().nullable(),
  /** The letters the student saw for the answer and the key (A, B … in the order shown). */
  answerLetter: z.string().nullable(),
  correctAnswerLetter: z.string().nullable(),
};

/** A student's (or a parent's child's) published result. */
export const studentResultSchema = z.object({
  academicTaskId: z.string(),
  title: z.string(),
  groupName: z.string(),
  fullName: z.string(),
  maximumMarks: z.number(),
  total: z.number(),
  percentage: z.number(),
  rank: z.number().nullable(),
  answers: z.array(
    examAnswerSchema.extend({
      correctAnswer: z.string().nullable(),
      ...choiceTexts,
      /** MCQ: whether the chosen option is the key; null for a written answer. */
      correct: z.boolean().nullable(),
    }),
  ),
  /** The exam questions left unanswered (each counts 0), in the student's order. */
  unanswered: z.array(
    z.object({
      questionId: z.string(),
      questionType: z.enum(QUESTION_TYPES),
      question: z.string(),
      maximumMarks: z.number(),
      correctAnswer: z.string().nullable(),
      correctAnswerText: choiceTexts.correctAnswerText,
      correctAnswerLetter: choiceTexts.correctAnswerLetter,
    }),
  ),
});
export type StudentResult = z.infer<typeof studentResultSchema>;
export const studentResultQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  /** A parent names the child; none: the caller's own. */
  userProfileId: idField.optional(),
});
