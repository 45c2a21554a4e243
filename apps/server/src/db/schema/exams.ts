import {
  ATTEMPT_STATUSES,
  EXAM_CATEGORIES,
  EXAMINATION_TYPES,
  type ExamJsonConfig,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  SUBMITTED_BY,
  TASK_STATUSES,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts.js';
import { storedFiles } from './files.js';
import { academicSessions, groups } from './institutes.js';

/** Marks: two decimals, read as numbers. */
const marks = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The question bank of a class, or of the whole institute (groupId the institute). A question
 * in a published exam is never deleted, only disabled: attempts keep pointing at it.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull(),
    question: text('question').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    difficulty: text('difficulty', { enum: QUESTION_DIFFICULTIES }).notNull(),
    marks: marks('marks').notNull(),
    /** MCQ_SINGLE: the correct option's title; SUBJECTIVE: an optional marking guide. */
    correctAnswer: text('correct_answer'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('exam_questions_group_idx').on(t.groupId, t.difficulty, t.questionType),
    index('exam_questions_tags_idx').using('gin', t.tags),
  ],
);

/** An MCQ's options, in their order (position). */
export const examQuestionOptions = pgTable(
  'exam_question_options',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('exam_question_options_question_idx').on(t.questionId, t.position)],
);

/**
 * An academic task of a class: for now an exam (taskType EXAM). Open from startAt to endAt;
 * each student's own end is its start plus the config's duration (when set), never after endAt,
 * both moved by the student's extra time.
 */
export const academicTasks = pgTable(
  'academic_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The class. */
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => academicSessions.id, { onDelete: 'set null' }),
    taskType: text('task_type', { enum: ['EXAM'] })
      .notNull()
      .default('EXAM'),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    agreement: text('agreement').notNull().default(''),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('DRAFT'),
    publishedAt: at('published_at'),
    resultsPublishedAt: at('results_published_at'),
    disabled: boolean('disabled').notNull().default(false),
    createdByProfileId: uuid('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('academic_tasks_group_idx').on(t.groupId, t.startAt),
    index('academic_tasks_end_idx').on(t.status, t.endAt),
  ],
);

/** How an exam is taken (one per task). */
export const examConfigs = pgTable(
  'exam_configs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    examinationType: text('examination_type', { enum: EXAMINATION_TYPES }).notNull(),
    examCategory: text('exam_category', { enum: EXAM_CATEGORIES }).notNull(),
    jsonConfig: jsonb('json_config').$type<ExamJsonConfig>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('exam_configs_task_idx').on(t.academicTaskId)],
);

/** A bank question placed in an exam, with its maximum marks and place. */
export const examQuestionEntries = pgTable(
  'exam_question_entries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'restrict' }),
    maximumMarks: marks('maximum_marks').notNull(),
    position: integer('position').notNull(),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('exam_question_entries_task_question_idx').on(t.academicTaskId, t.questionId),
  ],
);

/**
 * One student's sitting of one exam (the spec's user exam configuration; its id is the
 * taskSubmissionId of the evaluation). Made for every student when the exam is published, with
 * the question and option order fixed then, so the synchronised start only stamps this row.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTEMPT_STATUSES }).notNull().default('NOT_STARTED'),
    /** Exam question entry ids in this student's order. */
    questionOrder: jsonb('question_order').$type<string[]>().notNull().default([]),
    /** Per entry id, the option ids in this student's order (when options are shuffled). */
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>().notNull().default({}),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    agreedAt: at('agreed_at'),
    rejectedAt: at('rejected_at'),
    startedAt: at('started_at'),
    /** The student's own end: fixed at start, moved by extra time. */
    endsAt: at('ends_at'),
    submittedAt: at('submitted_at'),
    submittedBy: text('submitted_by', { enum: SUBMITTED_BY }),
    /** The last start or save (the teacher's live view). */
    lastSeenAt: at('last_seen_at'),
    total: marks('total'),
    evaluatedAt: at('evaluated_at'),
    evaluatedByProfileId: uuid('evaluated_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('exam_attempts_task_profile_idx').on(t.academicTaskId, t.profileId),
    index('exam_attempts_profile_idx').on(t.profileId),
    index('exam_attempts_open_idx').on(t.status, t.endsAt),
  ],
);

/** The attempt's answer to one exam question; a save with a lower version never overwrites. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    examQuestionId: uuid('exam_question_id')
      .notNull()
      .references(() => examQuestionEntries.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull().default(''),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    savedAt: at('saved_at').notNull(),
    marks: marks('marks'),
    remarks: text('remarks'),
    markedByProfileId: uuid('marked_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    markedAt: at('marked_at'),
  },
  (t) => [
    uniqueIndex('exam_answers_attempt_question_idx').on(t.attemptId, t.examQuestionId),
    index('exam_answers_task_idx').on(t.academicTaskId),
  ],
);

/** Every change of marks after evaluation, and every regrade after a corrected MCQ key. */
export const examGradeChanges = pgTable(
  'exam_grade_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => examAnswers.id, { onDelete: 'set null' }),
    changedByProfileId: uuid('changed_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    changedAt: at('changed_at').notNull(),
    oldMarks: marks('old_marks'),
    newMarks: marks('new_marks'),
    reason: text('reason').notNull(),
  },
  (t) => [index('exam_grade_changes_attempt_idx').on(t.attemptId, t.changedAt)],
);

/**
 * Each evaluated attempt's marks by subject (its questions' category; "Other" without one), and
 * for the whole exam under the subject '' (WHOLE_EXAM): what the enabled questions earned
 * (unanswered 0, never below 0 together) and what they carry. Kept by the exams module wherever
 * an evaluated attempt's marks or questions change (marking/subject-marks.ts).
 */
export const examSubjectMarks = pgTable(
  'exam_subject_marks',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    scored: marks('scored').notNull(),
    maximum: marks('maximum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.subject] }),
    index('exam_subject_marks_task_idx').on(t.academicTaskId),
  ],
);

/**
 * An exam's results by subject ('' for the whole exam), summed from its evaluated attempts'
 * marks by subject that carry marks: how many, the sum of their percentages and how many passed
 * at the board's pass mark. Kept by adding what each change of exam_subject_marks adds and takes
 * away (an upsert that adds, so two evaluations at once both count), so that Statistics' results
 * over five years read a few rows an exam instead of every attempt and answer.
 */
export const examResultFigures = pgTable(
  'exam_result_figures',
  {
    instituteId: uuid('institute_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    academicTaskId: uuid('academic_task_id')
      .notNull()
      .references(() => academicTasks.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    percentSum: numeric('percent_sum', { mode: 'number' }).notNull(),
    passed: integer('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.academicTaskId, t.subject] })],
);
