// What the benches' bare Fastify baselines (auth/baseline.ts, exam-day/baseline.ts) share: their
// database from the environment, and how they listen, say they are ready and close. Each runs as
// a child process of its bench, so that it has its own event loop exactly as the server has.
//   BASELINE_DB=pglite   BASELINE_DATA_DIR=/tmp/x
//   BASELINE_DB=postgres BASELINE_DATABASE_URL=postgres://…
//   PORT=1234 (or none: a free one)

import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export type Row = Record<string, unknown>;
export type BaselineSql = {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

/**
 * The baseline's database: a PGlite directory (`preparePglite` runs first on it, a fresh one)
 * or a pool of 10 on PostgreSQL, the server's own pool size (apps/server/src/db/client.ts).
 */
export async function openBaselineSql(
  preparePglite: (client: PGlite) => Promise<void> = async () => {},
): Promise<BaselineSql> {
  const kind = process.env.BASELINE_DB;
  if (kind === 'pglite') {
    const dir = process.env.BASELINE_DATA_DIR;
    if (!dir) throw new Error('BASELINE_DATA_DIR is required for BASELINE_DB=pglite');
    const client = new PGlite(dir);
    await preparePglite(client);
    return {
      query: async (text, params) => (await client.query<Row>(text, params)).rows,
      close: () => client.close(),
    };
  }
  if (kind === 'postgres') {
    const url = process.env.BASELINE_DATABASE_URL;
    if (!url) throw new Error('BASELINE_DATABASE_URL is required for BASELINE_DB=postgres');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, params) => (await pool.query<Row>(text, params)).rows,
      close: () => pool.end(),
    };
  }
  throw new Error('BASELINE_DB must be pglite or postgres');
}

/**
 * Listens on PORT over loopback, closes app and database on SIGTERM or SIGINT, and prints one
 * JSON line: { ready: true, port, ...ready } (what the bench waits for).
 */
export async function serveBaseline(
  app: FastifyInstance,
  sql: BaselineSql,
  ready: Record<string, unknown> = {},
): Promise<void> {
  const close = async () => {
    await app.close();
    await sql.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());

  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port, ...ready })}\n`);
}

/** Runs a baseline's main: an error is printed and the process exits 1. */
export function runBaseline(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
