import { z } from 'zod';
import {
  ANSWER_TEXT_MAX,
  ATTEMPT_STATUSES,
  EXTRA_MINUTES_MAX,
  QUESTION_TYPES,
  SUBMITTED_BY,
} from '../../constants/exams.js';
import { groupIdField, idField, wholeNumber } from './fields.js';
import { EXAM_MESSAGES as M } from './messages.js';
import { academicTaskSchema, examConfigSchema } from './tasks.js';

/**
 * A student's sitting of an exam: agreeing, starting and submitting it, its answers, the extra
 * time a teacher gives, and the live view of who sits it.
 */

/** POST rest/examination/start/accept|reject|reset. reset names the student (a teacher's). */
export const examStartBodySchema = z.strictObject({
  academicTaskId: idField,
  groupId: groupIdField,
  userProfileId: idField.optional(),
  /** reject: the agreed flag to keep (spec §4), false unless given. */
  agreed: z.boolean().optional(),
});

/**
 * The user's exam configuration (spec §3): startDateTime and endDateTime as day/month/year and a
 * time in the institute's zone ("23/11/2026 09:30:00"), with the same instants in ISO for the
 * countdown and the server's clock, so a browser whose clock is wrong still counts right.
 */
export const userExamConfigSchema = z.object({
  academicTaskId: z.string(),
  userProfileId: z.string(),
  taskSubmissionId: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  agreed: z.boolean(),
  startDateTime: z.string().nullable(),
  endDateTime: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  serverNow: z.string(),
  extraMinutes: z.number(),
  /** The exam questions' ids in this student's order. */
  examQuestionIds: z.array(z.string()),
});
export type UserExamConfig = z.infer<typeof userExamConfigSchema>;

/** GET exam/config/task/id: the exam, its config, and for a taker its attempt (not started by this). */
export const examTaskConfigSchema = z.object({
  task: academicTaskSchema,
  examConfig: examConfigSchema.nullable(),
  userExamConfig: userExamConfigSchema.nullable(),
});
export type ExamTaskConfig = z.infer<typeof examTaskConfigSchema>;

/** The highest answer version: 2^31−1, what a PostgreSQL integer holds. */
export const ANSWER_VERSION_MAX = 2_147_483_647;

/** POST rest/examination/answer (form: groupId, questionId, academicTaskId, answer, file) and
 * PUT with `id`. `version` (ours) makes a late older save lose to a newer one. */
export const answerFormSchema = z.object({
  groupId: groupIdField,
  /** The exam question's id. */
  questionId: idField,
  academicTaskId: idField,
  answer: z
    .string({ error: M.answer })
    .max(ANSWER_TEXT_MAX, M.answer)
    .default('')
    .transform((v) => v.replace(/\r\n/g, '\n')),
  /** At most what the exam_answers.version column (a PostgreSQL integer) holds (review 2, L1). */
  version: wholeNumber(M.version, 0, ANSWER_VERSION_MAX).default(0),
});
export const answerUpdateFormSchema = z.object({ id: idField }).and(answerFormSchema);

export const examAnswerSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  questionId: z.string(),
  academicTaskId: z.string(),
  userProfileId: z.string(),
  answer: z.string(),
  file: z.string().nullable(),
  version: z.number(),
  savedAt: z.string(),
  /** Null until marked (MCQ: on submission). */
  marks: z.number().nullable(),
  remarks: z.string().nullable(),
  maximumMarks: z.number(),
  questionType: z.enum(QUESTION_TYPES),
  question: z.string(),
});
export type ExamAnswer = z.infer<typeof examAnswerSchema>;
/**
 * The answer as a save answers it: without the question's text, which the exam window already
 * shows and no caller reads back (the exam day's hottest reply, kept small).
 */
export const savedAnswerSchema = examAnswerSchema.omit({ question: true });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;
/** The answer a save answers with: applied false when a newer version was already kept. */
export const answerSavedSchema = z.object({
  message: z.string(),
  applied: z.boolean(),
  data: savedAnswerSchema,
});
export type AnswerSaved = z.infer<typeof answerSavedSchema>;

export const answerByQuestionQuerySchema = z.object({
  groupId: groupIdField,
  examQuestionId: idField,
});
export const answersOfStudentQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField,
});

/** POST rest/examination/submission. */
export const submissionBodySchema = z.strictObject({
  academicTaskId: idField,
  groupId: groupIdField,
});

/**
 * POST rest/exam/end (ours): a teacher ends a published exam before its close, so that its
 * results can be published the same period. Without `forEveryone` only once every student has
 * submitted or been finalised; with it, the attempts still open are finalised as they stand and
 * those not begun can no longer begin.
 */
export const examEndBodySchema = z.strictObject({
  academicTaskId: idField,
  groupId: groupIdField,
  forEveryone: z.boolean().optional(),
});

/** POST exam/end: when it ended, and how many attempts it finalised or closed unbegun. */
export const examEndedSchema = z.object({
  message: z.string(),
  data: z.object({ endDateTime: z.string(), finalised: z.number(), notStarted: z.number() }),
});
export type ExamEnded = z.infer<typeof examEndedSchema>;

/** The featureAction of the notice that tells a student's open exam window the exam ended. */
export const EXAM_ENDED_ACTION = 'EXAM_ENDED';

/** PUT rest/exam/accommodation (ours): a student's extra time, which moves that student's end. */
export const accommodationBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField,
  extraMinutes: wholeNumber(M.extraMinutes, 0, EXTRA_MINUTES_MAX),
});

/** A student's line of the class result sheet (and of the teacher's live view). */
export const attemptSummarySchema = z.object({
  taskSubmissionId: z.string(),
  userProfileId: z.string(),
  fullName: z.string(),
  registrationNo: z.string().nullable(),
  status: z.enum(ATTEMPT_STATUSES),
  submittedBy: z.enum(SUBMITTED_BY).nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  extraMinutes: z.number(),
  answered: z.number(),
  marked: z.number(),
  toMark: z.number(),
  total: z.number().nullable(),
  percentage: z.number().nullable(),
  rank: z.number().nullable(),
  /** Live view: a save or start within the last minute. */
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET exam/live: who has started, how far each has come, who is online (seen within a minute). */
export const liveViewSchema = z.object({
  academicTaskId: z.string(),
  serverNow: z.string(),
  attempts: z.array(attemptSummarySchema),
});
export type LiveView = z.infer<typeof liveViewSchema>;

/** A student is online in the live view while its last start or save is this recent. */
export const ONLINE_WITHIN_SECONDS = 60;
