import { API } from '@shala/shared';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { JOB_SCHEMA } from '../../src/db/client.js';
import { selectRows } from '../../src/db/rows.js';
import * as schema from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { type DemoResult, seedDemo } from '../../src/demo/seed.js';
import { headers, sessionCookie, type TestContext } from './app.js';

/**
 * The demo school for a test that starts from it (review §5.3.1): the worker seeds it for real
 * once, keeps a copy of every table in a schema of its own, and fills the emptied tables from
 * that copy for every later test, which costs a fraction of a seed. The tests of the seeder
 * itself ask for a `fresh` seed (which is kept too), and call `seedDemo` for a second run.
 *
 * The copy holds for the clock it was made at: the seeder writes dates around "now", so a test
 * whose clock stands elsewhere gets a real seed.
 */
export async function demoSchool(
  t: TestContext,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<DemoResult> {
  const db = t.app.deps.database.db;
  const at = t.clock.now().getTime();
  if (!fresh && kept?.at === at && kept.database === t.app.deps.database) {
    await restore(t, kept);
    return structuredClone(kept.result);
  }
  const result = await seedDemo({ db, clock: t.clock, files: t.app.deps.files });
  kept = await keep(t, at, result);
  return structuredClone(result);
}

/** The worker's copy: one per worker, since the worker keeps its database (isolate: false). */
type Kept = {
  at: number;
  database: TestContext['app']['deps']['database'];
  result: DemoResult;
  tables: string[];
  /** The uploaded files' bytes by storage key: a test may delete them from the worker's store. */
  files: Map<string, Buffer>;
};
let kept: Kept | undefined;

const COPY = 'demo_school_copy';

/** The tables that hold rows after a seed: the app's and the job queue's. */
async function tablesOf(t: TestContext): Promise<string[]> {
  const app = Object.values(schema)
    .filter((table) => is(table, PgTable))
    .map((table) => `public."${getTableName(table as PgTable)}"`);
  const [jobs] = await selectRows<{ present: boolean }>(
    t.app.deps.database.db,
    sql.raw(`select to_regclass('${JOB_SCHEMA}.job') is not null as present`),
  );
  return jobs?.present ? [...app, `${JOB_SCHEMA}.job`] : app;
}

const copyName = (table: string) => `${COPY}."${table.replace(/"/g, '').replace('.', '__')}"`;

async function keep(t: TestContext, at: number, result: DemoResult): Promise<Kept> {
  const db = t.app.deps.database.db;
  const tables = await tablesOf(t);
  await db.execute(sql.raw(`drop schema if exists ${COPY} cascade`));
  await db.execute(sql.raw(`create schema ${COPY}`));
  for (const table of tables) {
    await db.execute(sql.raw(`create table ${copyName(table)} as select * from ${table}`));
  }
  const files = new Map<string, Buffer>();
  const stored = await db.select({ key: schema.storedFiles.storageKey }).from(schema.storedFiles);
  for (const row of stored) {
    const bytes = await t.app.deps.files.get(row.key);
    if (bytes) files.set(row.key, bytes);
  }
  return { at, database: t.app.deps.database, result, tables, files };
}

/**
 * Fills the emptied tables from the copy in one transaction. Foreign keys and triggers wait
 * (session_replication_role = replica: the copy was consistent when taken, and the identity
 * cache's notices would only say "everything changed", which it is told below).
 */
async function restore(t: TestContext, from: Kept): Promise<void> {
  const db = t.app.deps.database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const table of from.tables) {
      await tx.execute(sql.raw(`insert into ${table} select * from ${copyName(table)}`));
    }
  });
  for (const [key, bytes] of from.files) {
    if (!(await t.app.deps.files.get(key))) await t.app.deps.files.put(key, bytes);
  }
  t.app.identity.notice('*');
}

/** Signs a demo account in (README's password) and answers its session cookie. */
export async function signedInAsDemo(t: TestContext, username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const res = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** A GET as the cookie's account, checked to be a 200; its JSON. */
export async function getOk(
  t: TestContext,
  cookie: string,
  path: string,
  query: Record<string, string>,
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
