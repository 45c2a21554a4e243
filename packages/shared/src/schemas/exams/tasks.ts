import { z } from 'zod';
import {
  ATTEMPT_STATUSES,
  EXAM_CATEGORIES,
  EXAM_DURATION_MAX_MINUTES,
  EXAMINATION_TYPES,
  QUESTION_MARKS_MAX,
  QUESTION_TYPES,
  TASK_INSTRUCTIONS_MAX,
  TASK_STATUSES,
  TASK_TITLE_MAX,
} from '../../constants/exams.js';
import { requiredString } from '../fields.js';
import { groupIdField, idField, instant, marksNumber, wholeNumber } from './fields.js';
import { EXAM_MESSAGES as M } from './messages.js';

/**
 * An exam as those who set it write it: the academic task (rest/academic/task), its config
 * (rest/exam/config…), the exam questions placed in it, the setter's view of the whole, and the
 * caller's exam list across classes.
 */

/** Options of an exam kept in its config's jsonConfig. */
export const examJsonConfigSchema = z
  .strictObject({
    shuffleQuestions: z.boolean().default(false),
    shuffleOptions: z.boolean().default(false),
    /** Minutes from the student's start; none: until the exam closes. */
    durationMinutes: z
      .number({ error: M.duration })
      .int(M.duration)
      .min(1, M.duration)
      .max(EXAM_DURATION_MAX_MINUTES, M.duration)
      .nullable()
      .default(null),
    /** Show MCQ scores to the student as soon as the result is published. */
    showAnswersAfterResult: z.boolean().default(true),
    /** Marks taken off a wrong MCQ answer (0: none). */
    negativeMarks: z.number().min(0).max(QUESTION_MARKS_MAX).default(0),
  })
  .default({
    shuffleQuestions: false,
    shuffleOptions: false,
    durationMinutes: null,
    showAnswersAfterResult: true,
    negativeMarks: 0,
  });
export type ExamJsonConfig = z.infer<typeof examJsonConfigSchema>;

/** jsonConfig travels as an object, or as its JSON text. */
const jsonConfigField = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: M.jsonConfig })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || typeof v === 'object') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: M.jsonConfig });
      return z.NEVER;
    }
  })
  .pipe(examJsonConfigSchema);

/** POST rest/exam/config and PUT with `id`. */
export const examConfigBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
  examinationType: z.enum(EXAMINATION_TYPES, { error: M.examinationType }),
  examCategory: z.enum(EXAM_CATEGORIES, { error: M.examCategory }),
  jsonConfig: jsonConfigField,
});
export const examConfigUpdateSchema = examConfigBodySchema.extend({ id: idField });
export const examTaskQuerySchema = z.object({ groupId: groupIdField, academicTaskId: idField });

export const examConfigSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  academicTaskId: z.string(),
  examinationType: z.enum(EXAMINATION_TYPES),
  examCategory: z.enum(EXAM_CATEGORIES),
  jsonConfig: z.object({
    shuffleQuestions: z.boolean(),
    shuffleOptions: z.boolean(),
    durationMinutes: z.number().nullable(),
    showAnswersAfterResult: z.boolean(),
    negativeMarks: z.number(),
  }),
  disabled: z.boolean(),
});
export type ExamConfig = z.infer<typeof examConfigSchema>;

/** POST rest/academic/task and PUT with `id`: an exam of a class (an academic task). */
export const academicTaskBodySchema = z
  .strictObject({
    groupId: groupIdField,
    title: requiredString(M.taskTitle).max(TASK_TITLE_MAX, M.taskTitleTooLong),
    /** The rules page's first tab. */
    instructions: z.string().trim().max(TASK_INSTRUCTIONS_MAX, M.instructionsTooLong).default(''),
    /** The second tab: the non-disclosure agreement the student agrees to. */
    agreement: z.string().trim().max(TASK_INSTRUCTIONS_MAX, M.instructionsTooLong).default(''),
    startDateTime: instant(M.startDateTime),
    endDateTime: instant(M.endDateTime),
    maximumMarks: marksNumber(M.maximumMarks, QUESTION_MARKS_MAX * 100).optional(),
  })
  .refine((t) => Date.parse(t.endDateTime) > Date.parse(t.startDateTime), {
    message: M.endAfterStart,
  });
export const academicTaskUpdateSchema = z.object({ id: idField }).and(academicTaskBodySchema);

export const academicTaskSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  /** The class's name, for lists across classes. */
  groupName: z.string(),
  taskType: z.literal('EXAM'),
  title: z.string(),
  instructions: z.string(),
  agreement: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  /** The sum of the exam questions' maximum marks. */
  maximumMarks: z.number(),
  questionCount: z.number(),
  status: z.enum(TASK_STATUSES),
  examConfig: examConfigSchema.nullable(),
  /** For a student (or a parent looking at a child): the attempt's state; otherwise null. */
  attemptStatus: z.enum(ATTEMPT_STATUSES).nullable(),
  /** For the class's teachers: what the caller may do. */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type AcademicTask = z.infer<typeof academicTaskSchema>;

/** POST rest/examination/exam/question (our path beside §7's GET): place a question in an exam. */
export const examQuestionBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
  questionId: idField,
  /** Defaults to the question's marks. */
  maximumMarks: marksNumber(M.marks).optional(),
});
export const examQuestionUpdateSchema = z.strictObject({
  groupId: groupIdField,
  id: idField,
  maximumMarks: marksNumber(M.marks).optional(),
  /** 0-based place in the exam. */
  position: wholeNumber('position must be a whole number.', 0, 10_000).optional(),
});

/** The spec's exam question entry: questionOutputDto, maximumMarks, answer. */
export const examQuestionSchema = z.object({
  id: z.string(),
  academicTaskId: z.string(),
  position: z.number(),
  maximumMarks: z.number(),
  questionOutputDto: z.object({
    id: z.string(),
    questionType: z.enum(QUESTION_TYPES),
    question: z.string(),
    file: z.string().nullable(),
    /** Options in the order this student sees them; never the correct answer to a taker. */
    objectiveOptions: z.array(z.object({ id: z.string(), title: z.string(), text: z.string() })),
    /** Only for those who set the exam. */
    correctAnswer: z.string().nullable(),
  }),
  /** The caller's saved answer (a taker's), or null. */
  answer: z.string().nullable(),
  /** Its version: the next save sends a higher one. */
  answerVersion: z.number().nullable(),
  disabled: z.boolean(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;
export const examQuestionQuerySchema = z.object({ groupId: groupIdField, questionId: idField });

/**
 * GET exam/config/admin/owner/task/id: an exam as those who set it see it — the task, its config
 * (null until written), its exam questions in order with their keys, and how many attempts are
 * at each stage (all zero before publishing).
 */
export const examSetupSchema = z.object({
  task: academicTaskSchema,
  examConfig: examConfigSchema.nullable(),
  examQuestions: z.array(examQuestionSchema),
  attemptCounts: z.object({
    total: z.number(),
    started: z.number(),
    submitted: z.number(),
    evaluated: z.number(),
  }),
});
export type ExamSetup = z.infer<typeof examSetupSchema>;

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
