import { Writable } from 'node:stream';
import { EXAM_MESSAGES } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createLogger } from '../../src/lib/logger.js';
import { headers, type TestContext } from '../support/app.js';
import { testDatabase } from '../support/database.js';
import { begin, publishedExam, submit } from '../support/exam-flow.js';
import { examCall, examClass, HOUR } from '../support/exam-helpers.js';
import { MemoryMailer } from '../support/memory-mailer.js';

// Security review 2, L1: an answer `version` above 2^31−1 passed validation and failed in SQL
// (exam_answers.version is an integer): the student got a 500, and the error-level log line
// carried the whole query with its parameters, the answer text among them. Now the schema bounds
// the version (400), a database range or constraint error is a 4xx, and a failed query is logged
// without its parameters.

const SECRET = 'Chlorophyll traps sunlight L1-private-answer';

let t: TestContext;
let lines: string[];

beforeEach(async () => {
  lines = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const clock = new ManualClock();
  const config = loadConfig({ PUBLIC_URL: 'http://shala.test', LOG_LEVEL: 'debug' });
  const app = await buildApp(
    { config, database: await testDatabase(), clock, mailer: new MemoryMailer() },
    { logger: createLogger({ logLevel: 'debug' }, sink) },
  );
  // A statement that fails in the database with a value out of range, carrying the answer text
  // among its parameters: what any query failing this way would log.
  app.get('/test/l1/out-of-range', async () => {
    await app.deps.database.db.execute(
      sql`select ${SECRET}::text as answer, ${'2147483648'}::integer as version`,
    );
    return {};
  });
  app.get('/test/l1/no-table', async () => {
    await app.deps.database.db.execute(sql`select ${SECRET}::text as answer from no_such_table`);
    return {};
  });
  await app.ready();
  t = { app, clock, mailer: new MemoryMailer() };
});
afterEach(async () => {
  await t.app.close();
});

describe('L1: an answer version above 2^31−1', () => {
  it('is refused with 400, on a running and on a finished attempt, and the answer text is logged nowhere', {
    timeout: 120_000,
  }, async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const rohan = e.students[0];
    await begin(t, e, rohan, exam.taskId);
    const body = (version: number) => ({
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      questionId: exam.essay,
      answer: SECRET,
      version,
    });

    const big = await examCall(t, rohan, 'POST', 'examination/answer', body(2147483648));
    expect(big.statusCode, big.body).toBe(400);
    expect(big.json().message).toBe(EXAM_MESSAGES.version);
    // The largest the column holds is still taken.
    const top = await examCall(t, rohan, 'POST', 'examination/answer', body(2147483647));
    expect(top.statusCode, top.body).toBe(200);

    expect((await submit(t, e, rohan, exam.taskId)).statusCode).toBe(200);
    const finished = await examCall(t, rohan, 'POST', 'examination/answer', body(2147483648));
    expect(finished.statusCode).toBe(400);

    expect(lines.filter((l) => l.includes('"level":50'))).toEqual([]);
    expect(lines.filter((l) => l.includes(SECRET))).toEqual([]);
  });
});

describe('L1: database errors', () => {
  it('a value out of range is a 400, logged without the statement’s parameters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/l1/out-of-range',
      headers: headers(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A value is out of range.');
    expect(lines.some((l) => l.includes('22003'))).toBe(true);
    expect(lines.filter((l) => l.includes(SECRET))).toEqual([]);
  });

  it('any other failed query is a 500 whose log line has no parameters either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/l1/no-table', headers: headers() });
    expect(res.statusCode).toBe(500);
    expect(lines.some((l) => l.includes('"level":50') && l.includes('42P01'))).toBe(true);
    expect(lines.filter((l) => l.includes(SECRET))).toEqual([]);
  });
});
