import type { QuestionType } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examConfigs,
  examQuestionEntries,
  examQuestionOptions,
  examQuestions,
} from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';
import { HOUR } from './exam-helpers.js';

// Exam rows written straight into the tables, for the states the calls reach only slowly (an
// exam that closed an hour ago, a submitted attempt, an institute's other exams). Each builder
// writes one row with plain defaults; `over` sets any column. Readers of rows are below.

const db = (t: TestContext) => t.app.deps.database.db;

/** A class or an institute, as exam rows name it. */
export type Group = { id: string; instituteId: string };
/** The group of a class row (an institute is its own). */
export const groupOfRow = (row: { id: string; superGroupId: string | null }): Group => ({
  id: row.id,
  instituteId: row.superGroupId ?? row.id,
});

function written<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`${what} not written`);
  return row;
}

/** A question of the group's bank; an MCQ gets options titled A to D (key B) unless told. */
export async function insertQuestion(
  t: TestContext,
  group: Group,
  opts: {
    type?: QuestionType;
    text?: string;
    marks?: number;
    key?: string | null;
    options?: string[];
    disabled?: boolean;
  } = {},
) {
  const type = opts.type ?? 'MCQ_SINGLE';
  const now = t.clock.now();
  const [question] = await db(t)
    .insert(examQuestions)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      questionType: type,
      question:
        opts.text ?? (type === 'MCQ_SINGLE' ? 'What is 2 + 2?' : 'Describe the water cycle.'),
      difficulty: 'EASY',
      marks: opts.marks ?? 2,
      correctAnswer: opts.key === undefined ? (type === 'MCQ_SINGLE' ? 'B' : null) : opts.key,
      disabled: opts.disabled ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = written(question, 'question');
  if (type === 'MCQ_SINGLE') {
    const titles = opts.options ?? ['A', 'B', 'C', 'D'];
    await db(t)
      .insert(examQuestionOptions)
      .values(
        titles.map((title, position) => ({
          instituteId: group.instituteId,
          groupId: group.id,
          questionId: row.id,
          title,
          text: `Option ${title}`,
          position,
        })),
      );
  }
  return row;
}

/** An exam (academic task) of the group: published, open now for an hour, unless told. */
export async function insertTask(
  t: TestContext,
  group: Group,
  over: Partial<typeof academicTasks.$inferInsert> = {},
) {
  const now = t.clock.now();
  const [task] = await db(t)
    .insert(academicTasks)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      title: 'Unit Test 1',
      startAt: now,
      endAt: new Date(now.getTime() + HOUR),
      status: 'PUBLISHED',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .returning();
  return written(task, 'task');
}

/** The exam's config: MIXED, a unit test, the settings' defaults unless told. */
export async function insertConfig(
  t: TestContext,
  task: { id: string; groupId: string; instituteId: string },
  opts: { showAnswersAfterResult?: boolean } = {},
) {
  const now = t.clock.now();
  const [config] = await db(t)
    .insert(examConfigs)
    .values({
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      examinationType: 'MIXED',
      examCategory: 'UNIT_TEST',
      jsonConfig: {
        shuffleQuestions: false,
        shuffleOptions: false,
        durationMinutes: null,
        showAnswersAfterResult: opts.showAnswersAfterResult ?? true,
        negativeMarks: 0,
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return written(config, 'config');
}

/** The question placed in the exam (an exam question entry). */
export async function insertEntry(
  t: TestContext,
  task: { id: string; groupId: string; instituteId: string },
  questionId: string,
  opts: { maximumMarks?: number; position?: number } = {},
) {
  const [entry] = await db(t)
    .insert(examQuestionEntries)
    .values({
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      questionId,
      maximumMarks: opts.maximumMarks ?? 2,
      position: opts.position ?? 0,
    })
    .returning();
  return written(entry, 'exam question');
}

/** A student's attempt: submitted an hour ago (begun two hours ago) unless told. */
export async function insertAttempt(
  t: TestContext,
  task: { id: string; groupId: string; instituteId: string },
  profileId: string,
  over: Partial<typeof examAttempts.$inferInsert> = {},
) {
  const now = t.clock.now();
  const status = over.status ?? 'SUBMITTED';
  const begun = status === 'STARTED' || status === 'SUBMITTED' || status === 'EVALUATED';
  const done = status === 'SUBMITTED' || status === 'EVALUATED';
  const [attempt] = await db(t)
    .insert(examAttempts)
    .values({
      instituteId: task.instituteId,
      groupId: task.groupId,
      academicTaskId: task.id,
      profileId,
      status,
      questionOrder: [],
      startedAt: begun ? new Date(now.getTime() - 2 * HOUR) : null,
      endsAt: begun ? new Date(now.getTime() - HOUR) : null,
      submittedAt: done ? new Date(now.getTime() - HOUR) : null,
      submittedBy: done ? 'STUDENT' : null,
      evaluatedAt: status === 'EVALUATED' ? now : null,
      createdAt: now,
      ...over,
    })
    .returning();
  return written(attempt, 'attempt');
}

/** The attempt's answer to an exam question (saved 90 minutes ago unless told). */
export async function insertAnswer(
  t: TestContext,
  attempt: {
    id: string;
    groupId: string;
    instituteId: string;
    academicTaskId: string;
    profileId: string;
  },
  examQuestionId: string,
  answer: string,
  over: Partial<typeof examAnswers.$inferInsert> = {},
) {
  const [row] = await db(t)
    .insert(examAnswers)
    .values({
      instituteId: attempt.instituteId,
      groupId: attempt.groupId,
      attemptId: attempt.id,
      academicTaskId: attempt.academicTaskId,
      examQuestionId,
      profileId: attempt.profileId,
      answer,
      version: 1,
      savedAt: new Date(t.clock.now().getTime() - 90 * 60_000),
      ...over,
    })
    .returning();
  return written(row, 'answer');
}

/** An exam of the class in this state holding the questions (2 marks each), without a config. */
export async function examHolding(
  t: TestContext,
  klass: { id: string; superGroupId: string | null },
  questionIds: string[],
  status: (typeof academicTasks.$inferInsert)['status'] = 'PUBLISHED',
) {
  const task = await insertTask(t, groupOfRow(klass), {
    title: `Unit test (${status})`,
    status,
    publishedAt: null,
  });
  const entries = [];
  for (const [position, questionId] of questionIds.entries()) {
    entries.push(await insertEntry(t, task, questionId, { position }));
  }
  return { task, entries };
}

/**
 * One of everything an exam has, for a class and one of its students: a published exam open
 * now, its config, a bank question in it, the student's started attempt and an answer. The
 * cross-tenant suite names these from another institute.
 */
export async function examObjectsOf(t: TestContext, klass: Group, studentProfileId: string) {
  const now = t.clock.now();
  const task = await insertTask(t, klass, { title: 'Their Unit Test' });
  const config = await insertConfig(t, task);
  const question = await insertQuestion(t, klass);
  const entry = await insertEntry(t, task, question.id);
  const attempt = await insertAttempt(t, task, studentProfileId, {
    status: 'STARTED',
    questionOrder: [entry.id],
    startedAt: now,
    endsAt: new Date(now.getTime() + HOUR),
  });
  const answer = await insertAnswer(t, attempt, entry.id, 'B', { savedAt: now });
  return {
    taskId: task.id,
    configId: config.id,
    questionId: question.id,
    examQuestionId: entry.id,
    attemptId: attempt.id,
    answerId: answer.id,
  };
}

/** The student's attempt at the exam, as it stands. */
export async function attemptOf(t: TestContext, taskId: string, profileId: string) {
  const [row] = await db(t)
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.academicTaskId, taskId), eq(examAttempts.profileId, profileId)));
  return row;
}

export const attemptRow = async (t: TestContext, id: string) =>
  (await db(t).select().from(examAttempts).where(eq(examAttempts.id, id)))[0];

export const taskRow = async (t: TestContext, id: string) =>
  (await db(t).select().from(academicTasks).where(eq(academicTasks.id, id)))[0];

export const questionRow = async (t: TestContext, id: string) =>
  (await db(t).select().from(examQuestions).where(eq(examQuestions.id, id)))[0];

export const answersOf = (t: TestContext, attemptId: string) =>
  db(t).select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));

/** The exam question entries that place this bank question. */
export const entriesOf = (t: TestContext, questionId: string) =>
  db(t).select().from(examQuestionEntries).where(eq(examQuestionEntries.questionId, questionId));
