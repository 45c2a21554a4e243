import { expect } from 'vitest';
import type { TestContext } from './app.js';
import {
  classOf,
  type ExamClass,
  examCall,
  examFormCall,
  type FormFile,
  HOUR,
} from './exam-helpers.js';
import { insertQuestion } from './exam-rows.js';
import type { as, TestProfile } from './factories.js';

// Exams set and sat through the calls a teacher and a student make (task, config, exam
// questions, publish; agree, start, answer, submit), on bank questions written straight into
// the bank's tables (the bank's own calls are tested beside).

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
  const mcqQuestion = await insertQuestion(t, classOf(e), { marks: 2 });
  const essayQuestion = await insertQuestion(t, classOf(e), { type: 'SUBJECTIVE', marks: 5 });
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
  const image: FormFile | undefined = file && { ...file, name: file.name ?? 'answer.png' };
  return examFormCall(
    t,
    p,
    method,
    'examination/answer',
    {
      groupId: e.klass.id,
      academicTaskId: fields.taskId,
      questionId: fields.questionId,
      answer: fields.answer,
      version: String(fields.version),
      ...(fields.id ? { id: fields.id } : {}),
    },
    image,
    selected,
  );
}

/**
 * The student's first save of each answer given (version 1) to the published exam's MCQ and
 * essay, each taken by the server.
 */
export async function answer(
  t: TestContext,
  e: ExamClass,
  p: TestProfile,
  exam: PublishedExam,
  answers: { mcq?: string; essay?: string },
) {
  for (const which of ['mcq', 'essay'] as const) {
    const text = answers[which];
    if (text === undefined) continue;
    const res = await saveAnswer(t, e, p, {
      taskId: exam.taskId,
      questionId: exam[which],
      answer: text,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Agrees, starts and answers as the student: the exam window's usual sitting. */
export async function sit(
  t: TestContext,
  e: ExamClass,
  p: TestProfile,
  exam: PublishedExam,
  answers: { mcq?: string; essay?: string } = {},
) {
  await begin(t, e, p, exam.taskId);
  await answer(t, e, p, exam, answers);
}
