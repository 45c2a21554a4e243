import { z } from 'zod';
import {
  ATTEMPT_STATUSES,
  GRADE_CHANGE_REASON_MAX,
  QUESTION_TYPES,
  REMARKS_MAX,
} from '../../constants/exams.js';
import { attemptSummarySchema, examAnswerSchema } from './attempts.js';
import { groupIdField, idField, marksNumber } from './fields.js';
import { EXAM_MESSAGES as M } from './messages.js';

/**
 * Marking a submitted attempt's answers, by student and by question, and the log of the marks
 * changed after evaluation.
 */

/** PUT rest/examination/answer/marking. `reason` is needed once the attempt is evaluated. */
export const answerMarkingSchema = z.strictObject({
  answerId: idField,
  groupId: groupIdField,
  marks: marksNumber(M.marks),
  remarks: z.string().trim().max(REMARKS_MAX, M.remarks).optional(),
  reason: z.string().trim().max(GRADE_CHANGE_REASON_MAX, M.reasonTooLong).optional(),
});

/** The most marks one Save all sends (a class of 500 answering one question). */
export const MARKING_BATCH_MAX = 500;

/**
 * PUT rest/exam/marking/all (ours): Save all of a marking screen, every changed mark at once, in
 * one transaction: all are saved or, on the first bad one, none.
 */
export const markingBatchSchema = z.strictObject({
  groupId: groupIdField,
  marks: z
    .array(answerMarkingSchema.omit({ groupId: true }))
    .min(1, M.nothingToSave)
    .max(MARKING_BATCH_MAX, M.tooManyMarks),
});

/** GET exam/marking/question: every student's answer to one exam question. */
export const questionMarkingQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  examQuestionId: idField,
});

export const gradeChangeSchema = z.object({
  id: z.string(),
  answerId: z.string().nullable(),
  attemptId: z.string(),
  changedBy: z.string(),
  changedAt: z.string(),
  oldMarks: z.number().nullable(),
  newMarks: z.number().nullable(),
  reason: z.string(),
});
export type GradeChange = z.infer<typeof gradeChangeSchema>;

/** GET exam/grade-changes: the exam's log, or one student's. */
export const gradeChangesQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField.optional(),
});

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

/** One exam question of an attempt as a marker sees it: the key, the answer (null: unanswered,
 * counts 0 and cannot be marked) and the changes of its marks after evaluation, newest first. */
export const markingEntrySchema = z.object({
  examQuestionId: z.string(),
  position: z.number(),
  maximumMarks: z.number(),
  questionType: z.enum(QUESTION_TYPES),
  question: z.string(),
  correctAnswer: z.string().nullable(),
  objectiveOptions: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })),
  answer: examAnswerSchema.nullable(),
  gradeChanges: z.array(gradeChangeSchema),
});
export type MarkingEntry = z.infer<typeof markingEntrySchema>;

/** GET examination/answer/academictaskid/admin/owner: one student's attempt for marking. */
export const studentMarkingSchema = z.object({
  attempt: attemptSummarySchema,
  entries: z.array(markingEntrySchema),
});
export type StudentMarking = z.infer<typeof studentMarkingSchema>;

/** GET exam/marking/question: every submitted attempt's answer to one exam question. */
export const questionMarkingSchema = z.object({
  examQuestionId: z.string(),
  position: z.number(),
  maximumMarks: z.number(),
  questionType: z.enum(QUESTION_TYPES),
  question: z.string(),
  correctAnswer: z.string().nullable(),
  /** Answers marked and still to mark (unanswered ones are neither). */
  marked: z.number(),
  toMark: z.number(),
  rows: z.array(
    z.object({
      attempt: attemptSummarySchema,
      answer: examAnswerSchema.nullable(),
      gradeChanges: z.array(gradeChangeSchema),
    }),
  ),
});
export type QuestionMarking = z.infer<typeof questionMarkingSchema>;

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

/** PUT exam/marking/all: each mark as PUT examination/answer/marking answers it, in order. */
export const marksSavedSchema = z.object({
  message: z.string(),
  data: z.array(answerMarkedSchema.omit({ message: true })),
});
export type MarksSaved = z.infer<typeof marksSavedSchema>;
