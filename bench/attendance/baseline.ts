// The baseline of bench/attendance: a bare Fastify 5 app with one PUT route doing what a class's
// save comes down to, on a table of its own in the same PostgreSQL database: in one transaction,
// the class's marks upserted under the one-per-student-per-day key in one statement. No plugins,
// no hooks, no logger, no validation but the body's shape, no alerts: what is left when the
// product's own layers are taken away.
//   BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx attendance/baseline.ts

import Fastify from 'fastify';
import pg from 'pg';
import { runBaseline } from '../common/baseline.js';

import { BASELINE_PATH } from './config.js';

const TABLE = `CREATE TABLE IF NOT EXISTS bench_att_records (
  profile_id uuid NOT NULL, day date NOT NULL, status text NOT NULL,
  marked_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (profile_id, day))`;

async function main(): Promise<void> {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(TABLE);
  const app = Fastify({ logger: false });
  app.put(BASELINE_PATH, async (request, reply) => {
    const b = (request.body ?? {}) as {
      day?: unknown;
      marks?: { profileId: string; status: string }[];
    };
    if (typeof b.day !== 'string' || !Array.isArray(b.marks) || b.marks.length === 0) {
      return reply.status(400).send({ message: 'bad marks' });
    }
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO bench_att_records (profile_id, day, status)
         SELECT p, $1::date, s FROM unnest($2::uuid[], $3::text[]) AS t(p, s)
         ON CONFLICT (profile_id, day) DO UPDATE SET status = excluded.status, marked_at = now()`,
        [b.day, b.marks.map((m) => m.profileId), b.marks.map((m) => m.status)],
      );
      await client.query('COMMIT');
      return { message: 'saved' };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}

runBaseline(main);
