import os from 'node:os';
import path from 'node:path';
import { ANSWER_GRACE_SECONDS } from '@shala/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { ManualClock } from '../../src/lib/clock.js';
import type { TestContext } from '../support/app.js';
import { testDatabase } from '../support/database.js';
import { begin, publishedExam, saveAnswer } from '../support/exam-flow.js';
import { examClass } from '../support/exam-helpers.js';
import { attemptOf } from '../support/exam-rows.js';
import { MemoryMailer } from '../support/memory-mailer.js';

// The finalisation for real: the app runs its jobs on pg-boss over the test database, on the
// real clock. A student begins an exam that closes seconds later and closes the browser;
// nobody submits. The attempt is finalised by the server once its end and grace have passed,
// by the same app, or by a new app on the same database after the first one was closed (a
// restart). Waits poll the attempt's row with a deadline; nothing sleeps a fixed time.

/** The real time, as a clock the test helpers take. */
class RealClock extends ManualClock {
  override now(): Date {
    return new Date();
  }
}

const apps: App[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** An app on the worker's test database: emptied first unless `database` is handed on. */
async function appOn(runJobs: boolean, database?: Database): Promise<TestContext> {
  database ??= await testDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://shala.test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `shala-test-${process.pid}`),
  });
  const clock = new RealClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database, clock, mailer, runJobs }, { logger: false });
  await app.ready();
  apps.push(app);
  return { app, clock, mailer };
}

/** Polls `check` until it is true or `seconds` have passed. */
async function eventually(check: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not true within ${seconds} s`);
}

/**
 * An exam that opened a minute ago and closes in six seconds, begun by the first student. Six,
 * not less: publishing and beginning took over two seconds on a loaded CI host, and a begin
 * after the end is refused ("Exam is already over").
 */
const CLOSES_IN_MS = 6_000;
async function examEndingSoon(t: TestContext) {
  const e = await examClass(t);
  const now = Date.now();
  const exam = await publishedExam(t, e, {
    startAt: new Date(now - 60_000),
    endAt: new Date(now + CLOSES_IN_MS),
  });
  const [rohan] = e.students;
  await begin(t, e, rohan, exam.taskId);
  const saved = await saveAnswer(t, e, rohan, {
    taskId: exam.taskId,
    questionId: exam.mcq,
    answer: 'B',
    version: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { e, exam, rohan };
}

const WAIT_SECONDS = CLOSES_IN_MS / 1000 + ANSWER_GRACE_SECONDS + 30;

describe('an attempt left open is finalised by the server at its end', () => {
  it('by the job scheduled when it started', { timeout: (WAIT_SECONDS + 15) * 1000 }, async () => {
    const t = await appOn(true);
    const { exam, rohan } = await examEndingSoon(t);
    const attempt = () => attemptOf(t, exam.taskId, rohan.profileId);
    expect((await attempt())?.status).toBe('STARTED');
    await eventually(async () => (await attempt())?.status === 'SUBMITTED', WAIT_SECONDS);
    const done = await attempt();
    expect(done?.submittedBy).toBe('SERVER');
    // Not before its end and grace.
    expect(done?.submittedAt?.getTime()).toBeGreaterThanOrEqual(
      (done?.endsAt?.getTime() as number) + ANSWER_GRACE_SECONDS * 1000,
    );
  });

  it('after the app was closed and built again on the same database', {
    timeout: (WAIT_SECONDS + 15) * 1000,
  }, async () => {
    // The first app serves the student but runs no jobs, then stops before the end.
    const first = await appOn(false);
    const { exam, rohan } = await examEndingSoon(first);
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    const database = first.app.deps.database;

    const second = await appOn(true, database);
    expect(second.app.deps.database).toBe(database);
    const attempt = () => attemptOf(second, exam.taskId, rohan.profileId);
    await eventually(async () => (await attempt())?.status === 'SUBMITTED', WAIT_SECONDS);
    expect((await attempt())?.submittedBy).toBe('SERVER');
  });
});
