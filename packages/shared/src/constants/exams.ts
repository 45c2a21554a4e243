/** Exam constants of spec §8 and §9, and the platform's own limits for exams. */

export const QUESTION_TYPES = ['MCQ_SINGLE', 'SUBJECTIVE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_DIFFICULTIES = ['EASY', 'MODERATE', 'DIFFICULT'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** How the exam is taken and marked (an exam config's examinationType). */
export const EXAMINATION_TYPES = ['OBJECTIVE', 'SUBJECTIVE', 'MIXED'] as const;
export type ExaminationType = (typeof EXAMINATION_TYPES)[number];

/** What kind of exam it is (an exam config's examCategory). */
export const EXAM_CATEGORIES = [
  'CLASS_TEST',
  'UNIT_TEST',
  'MID_TERM',
  'FINAL_TERM',
  'PRACTICE',
] as const;
export type ExamCategory = (typeof EXAM_CATEGORIES)[number];

/** An academic task's life: written, then published to the class, then its results published. */
export const TASK_STATUSES = ['DRAFT', 'PUBLISHED', 'RESULTS_PUBLISHED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * A student's attempt (the spec's user exam configuration and task submission): made for every
 * student when the exam is published, so that the synchronised start only stamps a row.
 * NOT_STARTED → AGREED (or REJECTED, and back) → STARTED → SUBMITTED → EVALUATED.
 * RESET (a teacher's) returns it to NOT_STARTED with its answers removed.
 */
export const ATTEMPT_STATUSES = [
  'NOT_STARTED',
  'AGREED',
  'REJECTED',
  'STARTED',
  'SUBMITTED',
  'EVALUATED',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Who finalised an attempt: the student's Submit Exam, or the server at the attempt's end. */
export const SUBMITTED_BY = ['STUDENT', 'SERVER', 'TEACHER'] as const;
export type SubmittedBy = (typeof SUBMITTED_BY)[number];

/** Spec §9: question list defaults. */
export const QUESTION_LIST_DEFAULTS = { pageNo: 1, limit: 5, size: -1 } as const;
/** The largest page a question list answers (size -1 and limit alike). */
export const QUESTION_LIST_MAX = 500;

/** Spec §8/§9 exam bars (ms). */
export const EXAM_BAR_MS = {
  alreadyOver: 5000,
  willBeOver: 5000,
  submitting: 1500,
  timeUp: 5500,
} as const;

/** Saves that left the browser before the end are still taken this long after it. */
export const ANSWER_GRACE_SECONDS = 15;
/** The countdown warns this long before the end (and at half the duration when shorter). */
export const EXAM_WARNING_BEFORE_END_SECONDS = 5 * 60;

export const QUESTION_TEXT_MAX = 5000;
export const ANSWER_TEXT_MAX = 20_000;
export const OPTION_TEXT_MAX = 1000;
export const OPTION_TITLE_MAX = 10;
export const QUESTION_TAGS_MAX = 10;
export const QUESTION_TAG_MAX = 40;
export const QUESTION_CATEGORY_MAX = 80;
export const QUESTION_MARKS_MAX = 1000;
export const MCQ_OPTIONS_MIN = 2;
export const MCQ_OPTIONS_MAX = 8;
export const TASK_TITLE_MAX = 150;
export const TASK_INSTRUCTIONS_MAX = 10_000;
export const EXAM_DURATION_MAX_MINUTES = 24 * 60;
export const EXTRA_MINUTES_MAX = 6 * 60;
export const REMARKS_MAX = 2000;
export const GRADE_CHANGE_REASON_MAX = 500;
/** The image of a question or an answer (checked by content: .jpg, .png, .webp). */
export const EXAM_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Rows of a question import (CSV). */
export const QUESTION_IMPORT_MAX_ROWS = 500;

/** The success texts of spec §8, verbatim, returned as `message`. */
export const EXAM_SUCCESS = {
  questionCreated: 'Question created successfully',
  questionUpdated: 'Question updated successfully',
  /** Spec §8: "also used after delete". */
  questionDeleted: 'Question updated successfully',
  questionDisabled: 'Question disabled successfully',
  examQuestionCreated: 'Exam question created successfully',
  examQuestionUpdated: 'Exam question updated successfully',
  examQuestionDeleted: 'Exam question deleted successfully',
  examQuestionDisabled: 'Exam question disabled successfully',
  answerMarked: 'Exam answer marked successfully',
  answerSubmitted: 'Exam answer submitted successfully',
  optionAdded: 'Objective Questions Options added successfully',
  optionUpdated: 'Objective Questions Options updated successfully',
  optionDeleted: 'Objective question Option deleted successfully',
  optionDisabled: 'Objective question Option disabled successfully',
  evaluationSubmitted: 'Exam evaluation submitted successfully',
} as const;

/** The exam window's bars of spec §8, verbatim. */
export const EXAM_WINDOW_TEXTS = {
  alreadyOver: 'Exam is already over',
  willBeOver: (timeLeft: string) => `Exam will be over in ${timeLeft}`,
  submitting: 'Submitting your response',
  timeUp: 'Exam time is up',
  timeUpLabel: 'Time Up',
} as const;
