import { z } from 'zod';
import { ATTEMPT_STATUSES, TASK_STATUSES } from '../constants/exams.js';
import { EXAM_MESSAGES, examAnswerSchema, gradeChangeSchema, resultSheetSchema } from './exams.js';

/**
 * Wire schemas of marking, evaluation, the grade-change log and results (the calls beside
 * exams.ts's studentMarkingSchema, questionMarkingSchema, resultSheetSchema and
 * studentResultSchema).
 */

const M = EXAM_MESSAGES;
const groupIdField = z.uuid({ error: M.group });
const idField = z.uuid({ error: M.id });

/** GET exam/marking/question: every student's answer to one exam question. */
export const questionMarkingQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  examQuestionId: idField,
});

/** GET exam/grade-changes: the exam's log, or one student's. */
export const gradeChangesQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField.optional(),
});

/** POST exam/results/publish. */
export const publishResultsBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
});

/** The attempt an answer belongs to, as it stands after a marking. */
export const attemptStandingSchema = z.object({
  taskSubmissionId: z.string(),
  userProfileId: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  /** Set once evaluated; follows every later change of marks. */
  total: z.number().nullable(),
  answered: z.number(),
  marked: z.number(),
  toMark: z.number(),
});
export type AttemptStanding = z.infer<typeof attemptStandingSchema>;

/** PUT examination/answer/marking: the marked answer, the change logged (if any), the attempt. */
export const answerMarkedSchema = z.object({
  message: z.string(),
  data: examAnswerSchema,
  /** The log line this marking wrote (a change after evaluation), else null. */
  gradeChange: gradeChangeSchema.nullable(),
  attempt: attemptStandingSchema,
});
export type AnswerMarked = z.infer<typeof answerMarkedSchema>;

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

/** POST exam/results/publish: the sheet as published. */
export const resultsPublishedSchema = z.object({
  message: z.string(),
  status: z.enum(TASK_STATUSES),
  data: resultSheetSchema,
});
export type ResultsPublished = z.infer<typeof resultsPublishedSchema>;

/** A line of the grade-change log, with whose marks and which question. */
export const gradeChangeLineSchema = gradeChangeSchema.extend({
  changedByProfileId: z.string().nullable(),
  userProfileId: z.string(),
  /** The student's name. */
  fullName: z.string(),
  examQuestionId: z.string().nullable(),
  question: z.string().nullable(),
});
export type GradeChangeLine = z.infer<typeof gradeChangeLineSchema>;

/** GET exam/grade-changes: newest first. */
export const gradeChangeLogSchema = z.object({
  academicTaskId: z.string(),
  items: z.array(gradeChangeLineSchema),
});
export type GradeChangeLog = z.infer<typeof gradeChangeLogSchema>;
