import type { QuestionType } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
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
import { type ExamClass, examCall } from '../support/exam-helpers.js';
import { as, type TestProfile } from '../support/factories.js';
import { multipart } from '../support/setup-helpers.js';

// Exams set through the calls a teacher makes (task, config, exam questions, publish), on bank
// questions written straight into the bank's tables (the bank's own calls are tested beside).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
const db = (t: TestContext) => t.app.deps.database.db;

/** A question of a bank (the class's unless `groupId` names another), with its options. */
export async function bankQuestion(
  t: TestContext,
  group: { id: string; instituteId: string },
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
  if (!question) throw new Error('question not written');
  if (type === 'MCQ_SINGLE') {
    const titles = opts.options ?? ['A', 'B', 'C', 'D'];
    await db(t)
      .insert(examQuestionOptions)
      .values(
        titles.map((title, position) => ({
          instituteId: group.instituteId,
          groupId: group.id,
          questionId: question.id,
          title,
          text: `Option ${title}`,
          position,
        })),
      );
  }
  return question;
}

export const classOf = (e: ExamClass) => ({ id: e.klass.id, instituteId: e.institute.id });

type TaskTimes = { startAt?: Date; endAt?: Date };

/** POST academic/task as the class's teacher: a draft, open now for two hours unless told. */
export async function draftTask(
  t: TestContext,
  e: ExamClass,
  opts: TaskTimes & { title?: string } = {},
): Promise<string> {
  const now = t.clock.now();
  const res = await examCall(t, e.teacher, 'POST', 'academic/task', {
    groupId: e.klass.id,
    title: opts.title ?? 'Unit Test 1',
    instructions: 'Answer every question.',
    agreement: 'I will not share the questions.',
    startDateTime: (opts.startAt ?? now).toISOString(),
    endDateTime: (opts.endAt ?? new Date(now.getTime() + 2 * HOUR)).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

export type JsonConfig = {
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  durationMinutes?: number | null;
  negativeMarks?: number;
  showAnswersAfterResult?: boolean;
};

export async function addConfig(
  t: TestContext,
  e: ExamClass,
  taskId: string,
  jsonConfig: JsonConfig = {},
): Promise<string> {
  const res = await examCall(t, e.teacher, 'POST', 'exam/config', {
    groupId: e.klass.id,
    academicTaskId: taskId,
    examinationType: 'MIXED',
    examCategory: 'UNIT_TEST',
    jsonConfig,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

export async function addExamQuestion(
  t: TestContext,
  e: ExamClass,
  taskId: string,
  questionId: string,
  maximumMarks?: number,
): Promise<string> {
  const res = await examCall(t, e.teacher, 'POST', 'examination/exam/question', {
    groupId: e.klass.id,
    academicTaskId: taskId,
    questionId,
    ...(maximumMarks === undefined ? {} : { maximumMarks }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

export async function publish(t: TestContext, e: ExamClass, taskId: string) {
  const res = await examCall(t, e.teacher, 'POST', 'academic/task/publish', {
    groupId: e.klass.id,
    id: taskId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export type PublishedExam = {
  taskId: string;
  /** Exam question ids: an MCQ (key B, 2 marks) and a SUBJECTIVE (5 marks). */
  mcq: string;
  essay: string;
};

/** A published exam of the class with an MCQ and an essay, open now for two hours unless told. */
export async function publishedExam(
  t: TestContext,
  e: ExamClass,
  opts: TaskTimes & { config?: JsonConfig; title?: string } = {},
): Promise<PublishedExam> {
  const taskId = await draftTask(t, e, opts);
  await addConfig(t, e, taskId, opts.config);
  const mcqQuestion = await bankQuestion(t, classOf(e), { marks: 2 });
  const essayQuestion = await bankQuestion(t, classOf(e), { type: 'SUBJECTIVE', marks: 5 });
  const mcq = await addExamQuestion(t, e, taskId, mcqQuestion.id);
  const essay = await addExamQuestion(t, e, taskId, essayQuestion.id);
  await publish(t, e, taskId);
  return { taskId, mcq, essay };
}

const task = (e: ExamClass, taskId: string) => ({ groupId: e.klass.id, academicTaskId: taskId });

export const accept = (t: TestContext, e: ExamClass, p: TestProfile, taskId: string) =>
  examCall(t, p, 'POST', 'examination/start/accept', task(e, taskId));

export const start = (t: TestContext, e: ExamClass, p: TestProfile, taskId: string) =>
  examCall(t, p, 'GET', 'examination/start', task(e, taskId));

export const submit = (t: TestContext, e: ExamClass, p: TestProfile, taskId: string) =>
  examCall(t, p, 'POST', 'examination/submission', task(e, taskId));

/** Agrees and starts: the attempt is STARTED. */
export async function begin(t: TestContext, e: ExamClass, p: TestProfile, taskId: string) {
  expect((await accept(t, e, p, taskId)).statusCode).toBe(200);
  const res = await start(t, e, p, taskId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** POST examination/answer as the browser sends it: a multipart form (with an image when given). */
export function saveAnswer(
  t: TestContext,
  e: ExamClass,
  p: TestProfile,
  fields: { taskId: string; questionId: string; answer: string; version: number; id?: string },
  file?: { bytes: Buffer; name?: string; field?: string },
  method: 'POST' | 'PUT' = 'POST',
  selected: Parameters<typeof as>[1] = {},
) {
  const form = multipart(
    file
      ? [{ field: file.field ?? 'file', name: file.name ?? 'answer.png', bytes: file.bytes }]
      : [],
    {
      groupId: e.klass.id,
      academicTaskId: fields.taskId,
      questionId: fields.questionId,
      answer: fields.answer,
      version: String(fields.version),
      ...(fields.id ? { id: fields.id } : {}),
    },
  );
  return t.app.inject({
    method,
    url: '/rest/examination/answer',
    headers: { ...as(p, selected), 'content-type': form.contentType },
    payload: form.payload,
  });
}

export async function attemptOf(t: TestContext, taskId: string, profileId: string) {
  const [row] = await db(t)
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.academicTaskId, taskId), eq(examAttempts.profileId, profileId)));
  return row;
}

export async function answersOf(t: TestContext, attemptId: string) {
  return db(t).select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
}

/**
 * A call as the other institute's teacher acting in its own institute (the selected headers a
 * browser sends): the guard answers 404 for our groups, as if they did not exist.
 */
export function foreignCall(
  t: TestContext,
  e: ExamClass,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, unknown> = {},
) {
  const headers = as(e.other.teacher, {
    institute: e.other.institute.id,
    session: e.other.institute.session.id,
  });
  const url = `/rest/${path}`;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    return t.app.inject({ method, url: `${url}?${query}`, headers });
  }
  return t.app.inject({ method, url, headers, payload: params });
}

/**
 * One of everything an exam has, written straight into the tables for a class and one of its
 * students: a published exam open now, its config, a bank question in it, the student's started
 * attempt and an answer. The cross-tenant suite names these from another institute.
 */
export async function examObjectsOf(
  t: TestContext,
  klass: { id: string; instituteId: string },
  studentProfileId: string,
) {
  const now = t.clock.now();
  const [task] = await db(t)
    .insert(academicTasks)
    .values({
      instituteId: klass.instituteId,
      groupId: klass.id,
      title: 'Their Unit Test',
      startAt: now,
      endAt: new Date(now.getTime() + HOUR),
      status: 'PUBLISHED',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!task) throw new Error('task not written');
  const [config] = await db(t)
    .insert(examConfigs)
    .values({
      instituteId: klass.instituteId,
      groupId: klass.id,
      academicTaskId: task.id,
      examinationType: 'MIXED',
      examCategory: 'UNIT_TEST',
      jsonConfig: {
        shuffleQuestions: false,
        shuffleOptions: false,
        durationMinutes: null,
        showAnswersAfterResult: true,
        negativeMarks: 0,
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const question = await bankQuestion(t, klass);
  const [entry] = await db(t)
    .insert(examQuestionEntries)
    .values({
      instituteId: klass.instituteId,
      groupId: klass.id,
      academicTaskId: task.id,
      questionId: question.id,
      maximumMarks: 2,
      position: 0,
    })
    .returning();
  if (!config || !entry) throw new Error('exam not written');
  const [attempt] = await db(t)
    .insert(examAttempts)
    .values({
      instituteId: klass.instituteId,
      groupId: klass.id,
      academicTaskId: task.id,
      profileId: studentProfileId,
      status: 'STARTED',
      questionOrder: [entry.id],
      startedAt: now,
      endsAt: new Date(now.getTime() + HOUR),
      createdAt: now,
    })
    .returning();
  if (!attempt) throw new Error('attempt not written');
  const [answer] = await db(t)
    .insert(examAnswers)
    .values({
      instituteId: klass.instituteId,
      groupId: klass.id,
      attemptId: attempt.id,
      academicTaskId: task.id,
      examQuestionId: entry.id,
      profileId: studentProfileId,
      answer: 'B',
      version: 1,
      savedAt: now,
    })
    .returning();
  if (!answer) throw new Error('answer not written');
  return {
    taskId: task.id,
    configId: config.id,
    questionId: question.id,
    examQuestionId: entry.id,
    attemptId: attempt.id,
    answerId: answer.id,
  };
}
