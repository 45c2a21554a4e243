// The ratio, in the same run: saves per second of the real save call against the bare
// Fastify insert route (baseline.ts), each under autocannon, 20 connections, after 2 s of warm-up.
//
// Both see the same traffic: request k saves version k + 1 of question (k ÷ 20) mod 10 of
// attempt k mod 20, so that the 20 connections write 20 students' rows side by side, as an exam
// hall does, rather than queueing on one attempt's row lock; versions only rise, so every save
// is applied; the answers are the exam's mix (an option's title for the six MCQs, 200 characters
// for the four others). The real call is sent as 20 students (cookie and selected headers each) who agreed
// and started a fresh exam of their own; the baseline writes 20 random attempt ids.

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type Measured,
  measurePosts,
  RATIO_CONNECTIONS,
  startBaseline,
} from '../common/post-ratio.js';
import { UsageMeter } from '../common/usage.js';

export { RATIO_CONNECTIONS };

import { api, headersOf, traceId, unwrap } from './api.js';
import { BASELINE_PATH, MCQ_QUESTIONS } from './config.js';
import { agreeAll, type Exam } from './exam.js';
import { formOf } from './multipart.js';
import type { ExamHall, Person } from './seed.js';

const QUESTIONS = 10;

export type RatioRun = { baseline: Measured; save: Measured; ratio: number | undefined };

/** The bare route on the bench's database (PostgreSQL, or a PGlite directory of its own). */
const startExamBaseline = (databaseUrl: string | undefined, pgliteDir: string) =>
  startBaseline(
    'exam baseline',
    'exam-day/baseline.ts',
    databaseUrl
      ? { BASELINE_DB: 'postgres', BASELINE_DATABASE_URL: databaseUrl }
      : { BASELINE_DB: 'pglite', BASELINE_DATA_DIR: pgliteDir },
  );

/** 20 students of the exam who agreed and started: their headers, attempt and question ids. */
async function startedStudents(
  origin: string,
  hall: ExamHall,
  students: Person[],
  exam: Exam,
): Promise<{ headers: Record<string, string>; examQuestionIds: string[] }[]> {
  await agreeAll([origin], hall, students, exam);
  const out = [];
  for (const student of students) {
    const headers = headersOf(student, hall, exam.classId);
    const config = unwrap<{ examQuestionIds?: string[] }>(
      await api(origin, 'GET', '/rest/examination/start', headers, {
        query: { academicTaskId: exam.academicTaskId, groupId: exam.classId },
      }),
    );
    const examQuestionIds = config.examQuestionIds ?? [];
    if (examQuestionIds.length === 0) throw new Error('the start answered no exam questions');
    out.push({ headers, examQuestionIds });
  }
  return out;
}

/**
 * Measures the bare insert route (its own process, its own PGlite directory or the same
 * PostgreSQL database) and the real save call against `origin`, on `exam` (fresh, published, of
 * a hall of at least 20 students), in that order; stops the baseline.
 */
export async function measureRatio(opts: {
  origin: string;
  databaseUrl: string | undefined;
  baselineDir: string;
  hall: ExamHall;
  exam: Exam;
  seconds: number;
  /** The server's processes and a connection to list PostgreSQL's backends (none on PGlite). */
  serverPids: number[];
  monitor: pg.Client | undefined;
}): Promise<RatioRun> {
  const students = await startedStudents(
    opts.origin,
    opts.hall,
    opts.hall.students.slice(0, RATIO_CONNECTIONS),
    opts.exam,
  );
  const text =
    'Water evaporates, rises, cools and condenses into clouds, then falls as rain. '.repeat(3);
  const baseline = await startExamBaseline(opts.databaseUrl, opts.baselineDir);
  let bare: Measured;
  try {
    const attempts = Array.from({ length: RATIO_CONNECTIONS }, () => randomUUID());
    const questions = Array.from({ length: QUESTIONS }, () => randomUUID());
    bare = await measurePosts(
      'baseline (bare Fastify)',
      `POST ${BASELINE_PATH}`,
      `${baseline.origin}${BASELINE_PATH}`,
      opts.seconds,
      new UsageMeter([baseline.child.process.pid as number], opts.monitor),
      (k) => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          attemptId: attempts[k % RATIO_CONNECTIONS],
          questionId: questions[Math.floor(k / RATIO_CONNECTIONS) % QUESTIONS],
          // The exam's mix: an option's title for the 6 MCQs, the text for the 4 others.
          answer: Math.floor(k / RATIO_CONNECTIONS) % QUESTIONS < MCQ_QUESTIONS ? 'A' : text,
          version: k + 1,
        }),
      }),
    );
  } finally {
    await baseline.child.stop();
  }
  const { exam } = opts;
  const path = `/rest/examination/answer?${new URLSearchParams({ groupId: exam.classId })}`;
  const save = await measurePosts(
    'answer save',
    'POST /rest/examination/answer',
    `${opts.origin}${path}`,
    opts.seconds,
    new UsageMeter(opts.serverPids, opts.monitor),
    (k) => {
      const student = students[k % RATIO_CONNECTIONS] as (typeof students)[number];
      const ids = student.examQuestionIds;
      const questionId = ids[Math.floor(k / RATIO_CONNECTIONS) % ids.length] as string;
      const form = formOf({
        groupId: exam.classId,
        questionId,
        academicTaskId: exam.academicTaskId,
        answer: exam.entries.get(questionId)?.type === 'MCQ_SINGLE' ? 'A' : text,
        version: String(k + 1),
      });
      return {
        path,
        headers: { ...student.headers, traceId: traceId(), 'content-type': form.contentType },
        body: form.body,
      };
    },
  );
  return {
    baseline: bare,
    save,
    ratio: save.ok > 0 && bare.ok > 0 ? save.okPerSecond / bare.okPerSecond : undefined,
  };
}
