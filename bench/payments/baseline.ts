// The baseline of bench/payments: a bare Fastify 5 app with one POST route doing what a payment
// comes down to, on tables of its own in the same PostgreSQL database: in one transaction, the
// transaction row (its ID unique: a repeat answers 299), the dues' paid amounts raised, and the
// institute's receipt counter taken with the records written. No plugins, no hooks, no logger,
// no validation but the body's shape: what is left when the product's own layers are taken away.
//
// Run by run.ts as a child process, so that it has its own event loop exactly like the server:
//   BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx payments/baseline.ts
// When listening it prints one JSON line: { ready, port }.

import Fastify from 'fastify';
import pg from 'pg';
import { runBaseline } from '../common/baseline.js';
import { BASELINE_PATH } from './config.js';

const TABLES = `
  CREATE TABLE IF NOT EXISTS bench_pay_transactions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), transaction_id text NOT NULL UNIQUE,
    amount integer NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS bench_pay_dues (id uuid PRIMARY KEY, paid integer NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_pay_counter (id integer PRIMARY KEY, last integer NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_pay_records (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), transaction_pk uuid NOT NULL,
    due_id uuid NOT NULL, amount integer NOT NULL, receipt integer NOT NULL UNIQUE);`;

type Line = { dueId?: unknown; amount?: unknown };

async function main(): Promise<void> {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(TABLES);
  const app = Fastify({ logger: false });
  app.post(BASELINE_PATH, async (request, reply) => {
    const b = (request.body ?? {}) as { transactionId?: unknown; lines?: Line[] };
    const lines = Array.isArray(b.lines) ? b.lines : [];
    if (typeof b.transactionId !== 'string' || lines.length === 0) {
      return reply.status(400).send({ message: 'bad payment' });
    }
    const dueIds = lines.map((l) => String(l.dueId));
    const amounts = lines.map((l) => Number(l.amount));
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query(
        `INSERT INTO bench_pay_transactions (transaction_id, amount) VALUES ($1, $2)
         ON CONFLICT (transaction_id) DO NOTHING RETURNING id`,
        [b.transactionId, amounts.reduce((s, a) => s + a, 0)],
      );
      const pk = inserted.rows[0]?.id as string | undefined;
      if (!pk) {
        await client.query('ROLLBACK');
        return reply.status(299).send({ message: 'recorded already' });
      }
      await client.query(
        `INSERT INTO bench_pay_dues (id, paid) SELECT * FROM unnest($1::uuid[], $2::int[])
         ON CONFLICT (id) DO UPDATE SET paid = bench_pay_dues.paid + excluded.paid`,
        [dueIds, amounts],
      );
      const records = await client.query(
        `WITH counter AS (
           INSERT INTO bench_pay_counter (id, last) VALUES (1, $2)
           ON CONFLICT (id) DO UPDATE SET last = bench_pay_counter.last + excluded.last RETURNING last)
         INSERT INTO bench_pay_records (transaction_pk, due_id, amount, receipt)
         SELECT $1, r.due_id, r.amount, counter.last - $2 + r.ord::int
           FROM counter, unnest($3::uuid[], $4::int[]) WITH ORDINALITY AS r(due_id, amount, ord)
         RETURNING id, receipt`,
        [pk, lines.length, dueIds, amounts],
      );
      await client.query('COMMIT');
      return { transactionPk: pk, records: records.rows };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
  const close = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
}

runBaseline(main);
