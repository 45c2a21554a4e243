import { z } from 'zod';
import {
  ANSWER_TEXT_MAX,
  ATTEMPT_STATUSES,
  EXAM_CATEGORIES,
  EXAM_DURATION_MAX_MINUTES,
  EXAMINATION_TYPES,
  EXTRA_MINUTES_MAX,
  GRADE_CHANGE_REASON_MAX,
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  OPTION_TEXT_MAX,
  OPTION_TITLE_MAX,
  QUESTION_CATEGORY_MAX,
  QUESTION_DIFFICULTIES,
  QUESTION_LIST_DEFAULTS,
  QUESTION_LIST_MAX,
  QUESTION_MARKS_MAX,
  QUESTION_TAG_MAX,
  QUESTION_TAGS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  REMARKS_MAX,
  SUBMITTED_BY,
  TASK_INSTRUCTIONS_MAX,
  TASK_STATUSES,
  TASK_TITLE_MAX,
} from '../constants/exams.js';
import { requiredString } from './fields.js';

/**
 * Wire schemas of the exam calls (spec §7: rest/examination/…, rest/exam/config…,
 * rest/objective/question/option…, and the academic tasks an exam is). The parameter names are
 * the spec's. GET and DELETE read them from the query string; POST and PUT from a JSON body,
 * except the question and the answer, which are multipart forms (their `file`), so every field
 * of those arrives as text and is read here.
 *
 * Words: a *question* is one of the bank's; an *exam question* (entry) is a question placed in
 * an exam with its maximum marks; an *attempt* (the spec's user exam configuration and task
 * submission, `taskSubmissionId`) is one student's sitting of one exam; an *answer* is the
 * attempt's answer to one exam question (its `questionId`/`examQuestionId` is the entry's id).
 */

export const EXAM_MESSAGES = {
  group: 'Please choose a valid group.',
  id: 'Please choose a valid record.',
  question: 'Please enter the question.',
  questionTooLong: `The question can be at most ${QUESTION_TEXT_MAX} characters.`,
  questionType: 'Please choose the question type: MCQ_SINGLE or SUBJECTIVE.',
  difficulty: 'Please choose the difficulty: EASY, MODERATE or DIFFICULT.',
  marks: `Marks must be a number from 0 to ${QUESTION_MARKS_MAX}.`,
  tags: `A question may have at most ${QUESTION_TAGS_MAX} tags of ${QUESTION_TAG_MAX} characters each.`,
  category: `The category can be at most ${QUESTION_CATEGORY_MAX} characters.`,
  options: 'Please give the options as a list of { title, text }.',
  optionCount: `A multiple-choice question needs ${MCQ_OPTIONS_MIN} to ${MCQ_OPTIONS_MAX} options.`,
  optionTitle: `Please enter the option's title (at most ${OPTION_TITLE_MAX} characters).`,
  optionText: `Please enter the option's text (at most ${OPTION_TEXT_MAX} characters).`,
  optionTitlesRepeat: 'Each option needs its own title.',
  correctAnswer: "Please choose the correct answer: one of the options' titles.",
  subjectiveOptions: 'A subjective question has no options.',
  questionNotFound: 'This question does not exist.',
  questionDisabled: 'This question is disabled.',
  questionInExam: 'This question is in an exam that has been published. Disable it instead.',
  optionNotFound: 'This option does not exist.',
  taskTitle: 'Please enter the title of the exam.',
  taskTitleTooLong: `The title can be at most ${TASK_TITLE_MAX} characters.`,
  instructionsTooLong: `The instructions can be at most ${TASK_INSTRUCTIONS_MAX} characters.`,
  startDateTime: 'Please choose when the exam opens.',
  endDateTime: 'Please choose when the exam closes.',
  endAfterStart: 'The exam must close after it opens.',
  duration: `The duration must be 1 to ${EXAM_DURATION_MAX_MINUTES} minutes.`,
  durationTooLong: 'The duration cannot be longer than the time between opening and closing.',
  maximumMarks: `Maximum marks must be a number from 0 to ${QUESTION_MARKS_MAX * 100}.`,
  taskNotFound: 'This exam does not exist.',
  taskPublished: 'This exam has been published; its questions and times can no longer change.',
  taskNotPublished: 'This exam has not been published yet.',
  taskHasNoQuestions: 'Add at least one question before publishing the exam.',
  examinationType: 'Please choose the examination type: OBJECTIVE, SUBJECTIVE or MIXED.',
  examCategory: 'Please choose the exam category.',
  jsonConfig: 'The exam settings are not valid.',
  configNotFound: 'This exam configuration does not exist.',
  configExists: 'This exam already has a configuration.',
  examQuestionNotFound: 'This exam question does not exist.',
  examQuestionRepeat: 'This question is already in the exam.',
  notAgreed: 'Please agree to the rules before you begin.',
  notOpenYet: 'This exam has not opened yet.',
  alreadyOver: 'Exam is already over',
  alreadySubmitted: 'You have already submitted this exam.',
  notStarted: 'You have not started this exam.',
  answer: `The answer can be at most ${ANSWER_TEXT_MAX} characters.`,
  answerChoice: "Please choose one of the question's options.",
  version: 'The answer version must be a whole number.',
  answerNotFound: 'This answer does not exist.',
  notAStudent: 'Only the students of this class sit its exams.',
  remarks: `Remarks can be at most ${REMARKS_MAX} characters.`,
  marksOverMaximum: (maximum: number) => `Marks cannot exceed the question's ${maximum}.`,
  reason: 'Please say why the marks change.',
  reasonTooLong: `The reason can be at most ${GRADE_CHANGE_REASON_MAX} characters.`,
  unmarked: (count: number) =>
    `${count} ${count === 1 ? 'answer is' : 'answers are'} not marked yet. Mark every answer first.`,
  attemptNotFound: 'This student has no attempt at this exam.',
  attemptNotSubmitted: 'This attempt has not been submitted yet.',
  extraMinutes: `Extra time must be 0 to ${EXTRA_MINUTES_MAX} minutes.`,
  resultNotPublished: 'The result of this exam has not been published yet.',
  notEvaluated: (count: number) =>
    `${count} ${count === 1 ? 'attempt is' : 'attempts are'} not evaluated yet. Evaluate every submitted attempt first.`,
  unanswered: 'This question was not answered: it counts 0 and cannot be marked.',
  examStillOpen: 'Students may still be sitting this exam. Publish the results once it is over.',
  didNotSit: 'This student did not sit this exam.',
  resultsPublished: 'Exam results published successfully',
} as const;

const M = EXAM_MESSAGES;

const uuid = (message: string) => z.uuid({ error: message });
const groupIdField = uuid(M.group);
const idField = uuid(M.id);

/** A whole number from a query string or a form field ("5"), or a JSON number. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Marks: up to two decimals (half marks and quarter marks are common), as a number or a form
 * field's text; an empty field is no mark (not 0). Two decimals are judged with a tolerance:
 * 0.29 * 100 is 28.999999999999996 in floating point.
 */
const marksNumber = (message: string, max = QUESTION_MARKS_MAX) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).trim().min(1, message)], {
      error: message,
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: message })
        .min(0, message)
        .max(max, message)
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, message),
    );

/** Tags: a list, or one comma-separated text (a form field); trimmed, empty ones dropped. */
const tagsField = z
  .union([z.array(z.string({ error: M.tags })), z.string({ error: M.tags })], { error: M.tags })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((t) => t.trim().replace(/\s+/g, ' '))
      .filter((t) => t.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(QUESTION_TAG_MAX, M.tags))
      .max(QUESTION_TAGS_MAX, M.tags)
      .transform((tags) => [...new Set(tags)]),
  );

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

export const examGroupQuerySchema = z.object({ groupId: groupIdField });
export const examIdQuerySchema = z.object({ groupId: groupIdField, id: idField });

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

/** The question list: grouped by difficulty, then by type (spec §7), with the page's totals. */
export const questionListSchema = z.object({
  pageNo: z.number(),
  limit: z.number(),
  total: z.number(),
  groups: z.record(z.string(), z.record(z.string(), z.array(questionSchema))),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const examMessageWithSchema = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });

/** POST rest/objective/question/option and PUT with `id`. */
export const objectiveOptionBodySchema = z.strictObject({
  groupId: groupIdField,
  questionId: idField,
  title: requiredString(M.optionTitle).max(OPTION_TITLE_MAX, M.optionTitle),
  text: requiredString(M.optionText).max(OPTION_TEXT_MAX, M.optionText),
});
export const objectiveOptionUpdateSchema = objectiveOptionBodySchema.extend({ id: idField });

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

/** An ISO 8601 instant with its offset ("2026-11-23T09:30:00.000Z", "2026-11-23T15:00+05:30"). */
const instant = (message: string) =>
  z
    .string({ error: message })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
      message,
    )
    .transform((v) => new Date(v).toISOString());

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
  version: wholeNumber(M.version, 0, Number.MAX_SAFE_INTEGER).default(0),
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
/** The answer a save answers with: applied false when a newer version was already kept. */
export const answerSavedSchema = z.object({
  message: z.string(),
  applied: z.boolean(),
  data: examAnswerSchema,
});

export const answerByQuestionQuerySchema = z.object({
  groupId: groupIdField,
  examQuestionId: idField,
});
export const answersOfStudentQuerySchema = z.object({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField,
});

/** PUT rest/examination/answer/marking. `reason` is needed once the attempt is evaluated. */
export const answerMarkingSchema = z.strictObject({
  answerId: idField,
  groupId: groupIdField,
  marks: marksNumber(M.marks),
  remarks: z.string().trim().max(REMARKS_MAX, M.remarks).optional(),
  reason: z.string().trim().max(GRADE_CHANGE_REASON_MAX, M.reasonTooLong).optional(),
});

/** POST rest/examination/submission. */
export const submissionBodySchema = z.strictObject({
  academicTaskId: idField,
  groupId: groupIdField,
});

/** POST rest/examination/evaluation. */
export const evaluationBodySchema = z.strictObject({
  taskSubmissionId: idField,
  groupId: groupIdField,
  userProfileId: idField,
});

/** PUT rest/exam/accommodation (ours): a student's extra time, which moves that student's end. */
export const accommodationBodySchema = z.strictObject({
  groupId: groupIdField,
  academicTaskId: idField,
  userProfileId: idField,
  extraMinutes: wholeNumber(M.extraMinutes, 0, EXTRA_MINUTES_MAX),
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
  answers: z.array(examAnswerSchema.extend({ correctAnswer: z.string().nullable() })),
  /** The exam questions left unanswered (each counts 0), in the student's order. */
  unanswered: z.array(
    z.object({
      questionId: z.string(),
      questionType: z.enum(QUESTION_TYPES),
      question: z.string(),
      maximumMarks: z.number(),
      correctAnswer: z.string().nullable(),
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
