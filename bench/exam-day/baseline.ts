// The baseline of bench/exam-day: a bare Fastify 5 app with one POST route doing the single
// statement an answer save comes down to, an INSERT … ON CONFLICT of an answer row (attempt,
// exam question, text, version, time) that keeps the higher version, into a table of its own on
// the same kind of database as the server. No plugins, no hooks, no logger, a JSON body (bare
// Fastify parses no multipart): what is left when the product's own layers are taken away.
//
// Run by run.ts as a child process, so that it gets its own event loop exactly like the server:
//   BASELINE_DB=pglite   BASELINE_DATA_DIR=/tmp/x           PORT=1234 node --import tsx exam-day/baseline.ts
//   BASELINE_DB=postgres BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx exam-day/baseline.ts
// When listening it prints one JSON line: { ready, port }.

import Fastify from 'fastify';
import { openBaselineSql, runBaseline, serveBaseline } from '../common/baseline.js';
import { BASELINE_PATH } from './config.js';

/** The exam_answers columns a save writes, with the same unique key. */
const TABLE = `
  CREATE TABLE IF NOT EXISTS bench_exam_answers (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    attempt_id uuid NOT NULL,
    exam_question_id uuid NOT NULL,
    answer text NOT NULL DEFAULT '',
    version integer NOT NULL DEFAULT 0,
    saved_at timestamptz NOT NULL,
    UNIQUE (attempt_id, exam_question_id)
  )`;

const SAVE = `
  INSERT INTO bench_exam_answers AS a (attempt_id, exam_question_id, answer, version, saved_at)
  VALUES ($1, $2, $3, $4, now())
  ON CONFLICT (attempt_id, exam_question_id) DO UPDATE
     SET answer = excluded.answer, version = excluded.version, saved_at = excluded.saved_at
   WHERE a.version < excluded.version
  RETURNING id, version`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Body = { attemptId?: unknown; questionId?: unknown; answer?: unknown; version?: unknown };

async function main(): Promise<void> {
  const sql = await openBaselineSql();
  await sql.query(TABLE);
  const app = Fastify({ logger: false });
  app.post(BASELINE_PATH, async (request, reply) => {
    const b = (request.body ?? {}) as Body;
    const version = Number(b.version);
    if (
      typeof b.attemptId !== 'string' ||
      !UUID.test(b.attemptId) ||
      typeof b.questionId !== 'string' ||
      !UUID.test(b.questionId) ||
      typeof b.answer !== 'string' ||
      !Number.isInteger(version)
    ) {
      return reply.status(400).send({ message: 'bad answer' });
    }
    const rows = await sql.query(SAVE, [b.attemptId, b.questionId, b.answer, version]);
    return { message: 'saved', applied: rows.length > 0 };
  });

  await serveBaseline(app, sql);
}

runBaseline(main);
