import type { TaskStatus } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  academicTasks,
  examAttempts,
  examQuestionEntries,
  examQuestions,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import { as, type TestProfile } from '../support/factories.js';
import { multipart, tinyPng } from '../support/setup-helpers.js';

/** The question bank's fixtures: forms, multipart calls and exams written straight to the tables. */

/** A real (1×1) PNG: the image check reads its bytes. */
export const PNG = tinyPng();

/** The form of an MCQ with options A to D (C correct), as text fields. */
export function mcqForm(
  groupId: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    groupId,
    questionType: 'MCQ_SINGLE',
    question: 'What is 3/4 of 20?',
    marks: '2',
    questionDifficulty: 'EASY',
    tags: 'fractions, chapter 3',
    questionCategory: 'Mathematics',
    correctAnswer: 'C',
    objectiveOptions: JSON.stringify([
      { title: 'A', text: '5' },
      { title: 'B', text: '10' },
      { title: 'C', text: '15' },
      { title: 'D', text: '20' },
    ]),
    ...over,
  };
}

export function subjectiveForm(
  groupId: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    groupId,
    questionType: 'SUBJECTIVE',
    question: 'Explain why the sky is blue.',
    marks: '5',
    questionDifficulty: 'MODERATE',
    tags: 'light',
    correctAnswer: 'Scattering of sunlight',
    ...over,
  };
}

export type FormFile = { name: string; bytes: Buffer; type?: string };

/** POST (or PUT) rest/examination/question as a multipart form, with an optional image. */
export function sendQuestion(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  file?: FormFile,
  method: 'POST' | 'PUT' = 'POST',
  /** The institute the caller selected (§7 header): another one's groups are then not found. */
  institute?: string,
) {
  const form = multipart(file ? [{ field: 'file', ...file }] : [], fields);
  return t.app.inject({
    method,
    url: '/rest/examination/question',
    headers: { ...as(profile, { institute }), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/**
 * examCall as a member of another institute who selected it (§7 header), as the web app always
 * does: a group or id of this institute is then not found (404).
 */
export function foreignCall(
  t: TestContext,
  other: { teacher: TestProfile; institute: { id: string } },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, unknown> = {},
) {
  const headers = as(other.teacher, { institute: other.institute.id });
  const url = `/rest/${path}`;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString();
    return t.app.inject({ method, url: `${url}?${query}`, headers });
  }
  return t.app.inject({ method, url, headers, payload: params });
}

/** The created question's answer body, failing with the server's message otherwise. */
export function saved(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data as {
    id: string;
    groupId: string;
    file: string | null;
    correctAnswer: string | null;
    objectiveOptions: { id: string; title: string; text: string; disabled: boolean }[];
    disabled: boolean;
    editable: boolean;
    inPublishedExam: boolean;
    tags: string[];
    marks: number;
  };
}

export async function createdQuestion(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  file?: FormFile,
) {
  return saved(await sendQuestion(t, profile, fields, file));
}

const db = (t: TestContext) => t.app.deps.database.db;

/** An exam of the class in this state holding the questions, written straight to the tables. */
export async function examHolding(
  t: TestContext,
  klass: { id: string; superGroupId: string | null },
  questionIds: string[],
  status: TaskStatus = 'PUBLISHED',
) {
  const now = t.clock.now();
  const instituteId = klass.superGroupId ?? klass.id;
  const [task] = await db(t)
    .insert(academicTasks)
    .values({
      instituteId,
      groupId: klass.id,
      title: `Unit test (${status})`,
      startAt: now,
      endAt: new Date(now.getTime() + 3_600_000),
      status,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!task) throw new Error('task not created');
  const entries = await db(t)
    .insert(examQuestionEntries)
    .values(
      questionIds.map((questionId, position) => ({
        instituteId,
        groupId: klass.id,
        academicTaskId: task.id,
        questionId,
        maximumMarks: 2,
        position,
      })),
    )
    .returning();
  return { task, entries };
}

/** A student's attempt of the exam in this state. */
export async function attemptOf(
  t: TestContext,
  task: { id: string; instituteId: string; groupId: string },
  student: TestProfile,
  status: 'NOT_STARTED' | 'AGREED' | 'STARTED' | 'SUBMITTED' = 'STARTED',
) {
  await db(t).insert(examAttempts).values({
    instituteId: task.instituteId,
    groupId: task.groupId,
    academicTaskId: task.id,
    profileId: student.profileId,
    status,
    createdAt: t.clock.now(),
  });
}

export async function questionRow(t: TestContext, id: string) {
  const [row] = await db(t).select().from(examQuestions).where(eq(examQuestions.id, id));
  return row;
}

export async function entriesOf(t: TestContext, questionId: string) {
  return db(t)
    .select()
    .from(examQuestionEntries)
    .where(eq(examQuestionEntries.questionId, questionId));
}
