// An idle pooled connection that PostgreSQL ends (a restart, a failover, DROP DATABASE … WITH
// (FORCE), pg_terminate_backend) must not end the server: node-postgres reports it as the pool's
// 'error' event, which crashes a process that does not listen for it. Seen once in CI as an
// uncaught "terminating connection due to administrator command". PostgreSQL run only.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { PROCESS_HOOK_MS } from '../support/timeouts.js';
import { freshDatabase, postgresServerUrl } from './servers.js';

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabase('pool');
  database = await openDatabase({ databaseUrl: fresh.url });
}, PROCESS_HOOK_MS);

afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

/** Ends every connection to the test database but the admin's own, as an administrator would. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: postgresServerUrl() });
  await admin.connect();
  try {
    const name = new URL(fresh.url).pathname.slice(1);
    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

it('keeps serving after PostgreSQL ends its idle connections', async () => {
  // Several idle connections in the pool.
  await Promise.all(Array.from({ length: 3 }, () => database.executeSql('SELECT pg_sleep(0.05)')));
  expect(await terminateConnections()).toBeGreaterThan(0);
  // The next queries are served on new connections (a dead one may fail one query first).
  let answer: unknown[] = [];
  for (let attempt = 0; attempt < 5 && answer.length === 0; attempt += 1) {
    answer = await database
      .executeSql('SELECT 1 AS one')
      .then((r) => r.rows)
      .catch(() => []);
  }
  expect(answer).toEqual([{ one: 1 }]);
});
