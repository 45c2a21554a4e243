import type { AttemptStatus, QuestionType, TaskStatus } from '@shala/shared';
import { eq } from 'drizzle-orm';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examConfigs,
  examQuestionEntries,
  examQuestionOptions,
  examQuestions,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import { type ExamClass, examCall, examClass } from '../support/exam-helpers.js';
import { createMember, createRole, type TestProfile } from '../support/factories.js';

// Exams ready to mark, written straight into the exam tables: a published exam of Class 5 A that
// closed an hour ago, with an MCQ (2 marks), an essay (5) and a short answer (3), and both
// students' submitted attempts. Another institute has its own exam, attempt and answer, for the
// cross-tenant checks.

const HOUR = 3_600_000;
const db = (t: TestContext) => t.app.deps.database.db;

type Group = { id: string; instituteId: string };

export async function insertExam(
  t: TestContext,
  group: Group,
  opts: {
    title?: string;
    status?: TaskStatus;
    startAt?: Date;
    endAt?: Date;
    showAnswersAfterResult?: boolean;
  } = {},
) {
  const now = t.clock.now();
  const [task] = await db(t)
    .insert(academicTasks)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      title: opts.title ?? 'Unit Test 1',
      startAt: opts.startAt ?? new Date(now.getTime() - 3 * HOUR),
      endAt: opts.endAt ?? new Date(now.getTime() - HOUR),
      status: opts.status ?? 'PUBLISHED',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!task) throw new Error('task not written');
  await db(t)
    .insert(examConfigs)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
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
    });
  return task;
}

/** A bank question placed in the exam at `position`, with its options for an MCQ. */
export async function insertEntry(
  t: TestContext,
  group: Group,
  taskId: string,
  q: { type: QuestionType; question: string; marks: number; key?: string; position: number },
) {
  const now = t.clock.now();
  const [question] = await db(t)
    .insert(examQuestions)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      questionType: q.type,
      question: q.question,
      difficulty: 'EASY',
      marks: q.marks,
      correctAnswer: q.key ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!question) throw new Error('question not written');
  if (q.type === 'MCQ_SINGLE') {
    await db(t)
      .insert(examQuestionOptions)
      .values(
        ['A', 'B'].map((title, position) => ({
          instituteId: group.instituteId,
          groupId: group.id,
          questionId: question.id,
          title,
          text: `Option ${title}`,
          position,
        })),
      );
  }
  const [entry] = await db(t)
    .insert(examQuestionEntries)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      academicTaskId: taskId,
      questionId: question.id,
      maximumMarks: q.marks,
      position: q.position,
    })
    .returning();
  if (!entry) throw new Error('entry not written');
  return entry;
}

export async function insertAttempt(
  t: TestContext,
  group: Group,
  taskId: string,
  profileId: string,
  opts: { status?: AttemptStatus; order?: string[]; total?: number } = {},
) {
  const now = t.clock.now();
  const status = opts.status ?? 'SUBMITTED';
  const done = status === 'SUBMITTED' || status === 'EVALUATED';
  const [attempt] = await db(t)
    .insert(examAttempts)
    .values({
      instituteId: group.instituteId,
      groupId: group.id,
      academicTaskId: taskId,
      profileId,
      status,
      questionOrder: opts.order ?? [],
      startedAt: status === 'STARTED' || done ? new Date(now.getTime() - 2 * HOUR) : null,
      endsAt: status === 'STARTED' || done ? new Date(now.getTime() - HOUR) : null,
      submittedAt: done ? new Date(now.getTime() - HOUR) : null,
      submittedBy: done ? 'STUDENT' : null,
      total: opts.total ?? null,
      evaluatedAt: status === 'EVALUATED' ? now : null,
      createdAt: now,
    })
    .returning();
  if (!attempt) throw new Error('attempt not written');
  return attempt;
}

export async function insertAnswer(
  t: TestContext,
  attempt: {
    id: string;
    groupId: string;
    instituteId: string;
    academicTaskId: string;
    profileId: string;
  },
  entryId: string,
  answer: string,
  marks: number | null = null,
) {
  const [row] = await db(t)
    .insert(examAnswers)
    .values({
      instituteId: attempt.instituteId,
      groupId: attempt.groupId,
      attemptId: attempt.id,
      academicTaskId: attempt.academicTaskId,
      examQuestionId: entryId,
      profileId: attempt.profileId,
      answer,
      version: 1,
      savedAt: new Date(t.clock.now().getTime() - 90 * 60_000),
      marks,
    })
    .returning();
  if (!row) throw new Error('answer not written');
  return row;
}

export type MarkingExam = Awaited<ReturnType<typeof markingExam>>;

/**
 * Class 5 A's exam to mark. Rohan (students[0]) answered the MCQ right (graded 2), wrote the
 * essay and left the short answer blank; Meera (students[1]) answered the MCQ wrong (graded 0)
 * and wrote both. Rohan's order is short, MCQ, essay; Meera's is the exam's.
 */
export async function markingExam(t: TestContext, c?: ExamClass) {
  const school = c ?? (await examClass(t));
  const group = { id: school.klass.id, instituteId: school.institute.id };
  const task = await insertExam(t, group);
  const mcq = await insertEntry(t, group, task.id, {
    type: 'MCQ_SINGLE',
    question: 'Which is a prime number?',
    marks: 2,
    key: 'A',
    position: 0,
  });
  const essay = await insertEntry(t, group, task.id, {
    type: 'SUBJECTIVE',
    question: 'Describe the water cycle.',
    marks: 5,
    key: 'Evaporation, condensation, precipitation.',
    position: 1,
  });
  const short = await insertEntry(t, group, task.id, {
    type: 'SUBJECTIVE',
    question: 'Name a gas plants take in.',
    marks: 3,
    key: 'Carbon dioxide',
    position: 2,
  });
  const [rohan, meera] = school.students;
  const rohanAttempt = await insertAttempt(t, group, task.id, rohan.profileId, {
    order: [short.id, mcq.id, essay.id],
  });
  const meeraAttempt = await insertAttempt(t, group, task.id, meera.profileId, {
    order: [mcq.id, essay.id, short.id],
  });
  const answers = {
    rohanMcq: await insertAnswer(t, rohanAttempt, mcq.id, 'A', 2),
    rohanEssay: await insertAnswer(t, rohanAttempt, essay.id, 'Water evaporates and rains.'),
    rohanShort: await insertAnswer(t, rohanAttempt, short.id, '  '),
    meeraMcq: await insertAnswer(t, meeraAttempt, mcq.id, 'B', 0),
    meeraEssay: await insertAnswer(t, meeraAttempt, essay.id, 'Clouds form from vapour.'),
    meeraShort: await insertAnswer(t, meeraAttempt, short.id, 'Oxygen'),
  };
  return {
    ...school,
    group,
    task,
    entries: { mcq, essay, short },
    attempts: { rohan: rohanAttempt, meera: meeraAttempt },
    answers,
  };
}

/** The other institute's exam with a submitted attempt and an answer, for cross-tenant ids. */
export async function foreignExam(t: TestContext, c: ExamClass) {
  const group = { id: c.other.klass.id, instituteId: c.other.institute.id };
  const student = await createMember(t, c.other.klass, 'STUDENT', {
    institute: c.other.institute,
  });
  const task = await insertExam(t, group, { title: 'Foreign Test' });
  const entry = await insertEntry(t, group, task.id, {
    type: 'SUBJECTIVE',
    question: 'Foreign question',
    marks: 4,
    position: 0,
  });
  const attempt = await insertAttempt(t, group, task.id, student.profileId);
  const answer = await insertAnswer(t, attempt, entry.id, 'Foreign answer');
  return { group, student, task, entry, attempt, answer };
}

/** A member of the class whose custom role holds only getGroup: no exam action. */
export async function withoutExamActions(t: TestContext, c: ExamClass): Promise<TestProfile> {
  return createMember(t, c.klass, await createRole(t, c.institute, ['getGroup']), {
    institute: c.institute,
  });
}

/** Marks every answer still to mark of Meera's attempt, then of Rohan's (as the teacher). */
export async function markAll(
  t: TestContext,
  e: MarkingExam,
  marks = { rohanEssay: 4, meeraEssay: 3, meeraShort: 0 },
) {
  for (const [key, value] of Object.entries(marks)) {
    const answer = e.answers[key as keyof typeof e.answers];
    const res = await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
      answerId: answer.id,
      groupId: e.klass.id,
      marks: value,
    });
    if (res.statusCode !== 200) throw new Error(`marking ${key}: ${res.statusCode} ${res.body}`);
  }
}

export async function evaluate(t: TestContext, e: MarkingExam, who: 'rohan' | 'meera') {
  const attempt = e.attempts[who];
  return examCall(t, e.teacher, 'POST', 'examination/evaluation', {
    taskSubmissionId: attempt.id,
    groupId: e.klass.id,
    userProfileId: attempt.profileId,
  });
}

export const attemptRow = async (t: TestContext, id: string) =>
  (await db(t).select().from(examAttempts).where(eq(examAttempts.id, id)))[0];
export const taskRow = async (t: TestContext, id: string) =>
  (await db(t).select().from(academicTasks).where(eq(academicTasks.id, id)))[0];
