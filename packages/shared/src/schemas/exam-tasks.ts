import { z } from 'zod';
import {
  academicTaskSchema,
  attemptSummarySchema,
  examConfigSchema,
  userExamConfigSchema,
} from './exams.js';

/**
 * Wire shapes and texts of the exam's own calls where spec §7 is silent or gives no answer
 * (academic tasks, the exam list across classes, the taker's view of a config, the attempt's
 * agreement, start and submission, extra time and the live view). The parameters are in
 * exams.ts beside the spec's.
 */

/** Success texts of the calls §8 does not word, returned as `message`. */
export const EXAM_TASK_TEXTS = {
  taskCreated: 'Exam created successfully',
  taskUpdated: 'Exam updated successfully',
  taskPublished: 'Exam published successfully',
  taskDeleted: 'Exam deleted successfully',
  configCreated: 'Exam configuration created successfully',
  configUpdated: 'Exam configuration updated successfully',
  configDeleted: 'Exam configuration deleted successfully',
  configDisabled: 'Exam configuration disabled successfully',
  agreed: 'You have agreed to the rules of the exam.',
  rejected: 'You have not agreed to the rules of the exam.',
  reset: "The student's attempt has been reset.",
  submitted: 'Your exam has been submitted.',
  extraTime: 'Extra time saved successfully',
} as const;

/** Refusals of those calls (the spec's own are EXAM_MESSAGES). */
export const EXAM_TASK_MESSAGES = {
  classOnly: 'Please choose a class: exams are set for a class.',
  noSession: 'The institute has no active academic session.',
  endOnlyLater: 'A published exam may only close later, not earlier.',
  taskStarted: 'Students have started this exam; it can no longer be deleted.',
  configMissing: "Set the exam's configuration before publishing it.",
  examStarted: 'You have already begun this exam.',
  studentNeeded: 'Please choose the student.',
  answerFileSubjective: 'Only an answer to a subjective question may carry an image.',
  answerFileField: 'Please send the answer\'s image as the form field "file".',
  configDisabled: 'This exam configuration is disabled.',
  configPublished:
    'This exam has been published; of its settings only showing the answers after the result may change.',
  attemptReset: 'This attempt cannot be reset once it has been evaluated.',
  notYourChild: 'This student is not one of your children.',
} as const;

/** GET exam/config/task/id: the exam, its config, and for a taker its attempt (not started by this). */
export const examTaskConfigSchema = z.object({
  task: academicTaskSchema,
  examConfig: examConfigSchema.nullable(),
  userExamConfig: userExamConfigSchema.nullable(),
});
export type ExamTaskConfig = z.infer<typeof examTaskConfigSchema>;

/** Why an exam is on the caller's list: it sits it, a child of it does, or it sets it. */
export const MY_EXAM_ROLES = ['TAKER', 'GUARDIAN', 'SETTER'] as const;
export type MyExamRole = (typeof MY_EXAM_ROLES)[number];

/**
 * GET exam/mine: one row per exam the caller sits, per child's exam (with the child), and per
 * exam of the classes it sets exams for (drafts too), across all its classes.
 */
export const myExamSchema = academicTaskSchema.extend({
  role: z.enum(MY_EXAM_ROLES),
  /** The one who sits it (the caller, or the child); null for a setter's row. */
  userProfileId: z.string().nullable(),
  /** The child's name on a parent's row; null otherwise. */
  fullName: z.string().nullable(),
  instituteId: z.string(),
});
export type MyExam = z.infer<typeof myExamSchema>;
export const myExamListSchema = z.array(myExamSchema);

/** GET exam/live: who has started, how far each has come, who is online (seen within a minute). */
export const liveViewSchema = z.object({
  academicTaskId: z.string(),
  serverNow: z.string(),
  attempts: z.array(attemptSummarySchema),
});
export type LiveView = z.infer<typeof liveViewSchema>;

/** A student is online in the live view while its last start or save is this recent. */
export const ONLINE_WITHIN_SECONDS = 60;
