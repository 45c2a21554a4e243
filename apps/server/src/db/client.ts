import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { checkConnection } from './connect-errors.js';
import { type DataDirLock, lockDataDir } from './data-dir-lock.js';
import {
  listenPglite,
  listenPostgres,
  type OnLost,
  type OnNotify,
  type Unlisten,
} from './listen.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services see, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query function runs on: the database, or a transaction it joins. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Subscribes to NOTIFY on a channel (on PostgreSQL through a connection of its own, reconnecting;
   * `onLost` hears when messages may have been missed). Returns the unsubscribe.
   */
  listen(channel: string, onNotify: OnNotify, onLost: OnLost): Promise<Unlisten>;
  /** Tells `onQuery` of every statement sent from now on, until the returned stop is called. */
  watchQueries(onQuery: (sql: string) => void): () => void;
  /**
   * Runs SQL text as a library hands it over (the job queue: `$1`-style parameters, or several
   * statements without parameters), on its own connection turn. Not told to `watchQueries`:
   * these are the queue's own polls and upkeep, not a request's statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

/** Drizzle's logger, used only to let tests count the statements a call costs. */
function queryWatchers() {
  const watchers = new Set<(sql: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const watch of watchers) watch(query);
      },
    },
    watchQueries(onQuery: (sql: string) => void) {
      watchers.add(onQuery);
      return () => {
        watchers.delete(onQuery);
      };
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // One connection first, so a server that is down, a missing database or a refused user
    // stops the start with one line saying what to fix (not a failed migration's stack).
    await checkConnection(opts.databaseUrl);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator's
    // termination) is reported here; unheard, it would end the process. The pool has already
    // dropped it and opens another for the next query; a query in flight gets its own error.
    pool.on('error', () => {});
    const watched = queryWatchers();
    const db = drizzlePg(pool, { schema, logger: watched.logger }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: migrationsFolder() });
    const url = opts.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, onNotify, onLost) => listenPostgres(url, channel, onNotify, onLost),
      watchQueries: watched.watchQueries,
      executeSql: async (text, values) => {
        const result = await pool.query(text, values?.map(plainParam));
        // Several statements answer one result each: the last one's rows are the answer.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: (last as { rows?: unknown[] } | undefined)?.rows ?? [] };
      },
    };
  }
  // No directory means an in-memory database (tests).
  if (!opts.dataDir) return openPglite(new PGlite(), undefined);
  const dir = path.join(opts.dataDir, 'pg');
  await mkdir(opts.dataDir, { recursive: true });
  // Before PGlite touches the directory: a second process on it would lose writes (one owner).
  const lock = await lockDataDir(dir);
  try {
    await mkdir(dir, { recursive: true });
    return await openPglite(new PGlite(dir), lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openPglite(client: PGlite, lock: DataDirLock | undefined): Promise<Database> {
  const watched = queryWatchers();
  const db = drizzlePglite(client, { schema, logger: watched.logger }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    listen: (channel, onNotify) => listenPglite(client, channel, onNotify),
    watchQueries: watched.watchQueries,
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        return client.query(text, values.map(plainParam));
      }
      // Without parameters the text may hold several statements (a library's migrations).
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/**
 * A parameter as both drivers take it: undefined is NULL, and a plain object (a JSON value) its
 * JSON text (PGlite would not serialise it for a json parameter the way node-postgres does).
 */
export function plainParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !Buffer.isBuffer(value)
  ) {
    return JSON.stringify(value);
  }
  return value;
}

type RawSession = {
  client: { query(text: string, values: unknown[]): Promise<{ rows?: unknown[] }> };
  logger: { logQuery(query: string, params: unknown[]): void };
};

/**
 * One statement as a library hands it over (`$1`-style parameters, a parameter used in several
 * places), run on the connection or transaction `db` stands for, and told to watchQueries like
 * any statement. Drizzle's `sql` would give each place a parameter of its own, typed apart,
 * which such statements do not survive; so this goes to the driver Drizzle wraps (its
 * session's client: the pool, a pooled client in a transaction, PGlite or its transaction).
 */
export async function executeOn(
  db: Queryable,
  text: string,
  values: unknown[] = [],
): Promise<{ rows: unknown[] }> {
  const session = (db as unknown as { session: RawSession }).session;
  const params = values.map(plainParam);
  session.logger.logQuery(text, params);
  const result = await session.client.query(text, params);
  return { rows: result.rows ?? [] };
}

/** The committed SQL migrations in apps/server/drizzle, found from src/db (dev, tests) or dist (built). */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Database migrations folder (apps/server/drizzle) not found');
    dir = parent;
  }
  return path.join(dir, 'drizzle');
}

/**
 * Empties every table; tests call this between cases instead of opening a new database. The job
 * queue's jobs go too (its schema, queues and version stay: made once per database).
 *
 * Only the tables a test wrote to are emptied, found in one statement, and by DELETE with the
 * foreign keys' triggers off (any order will do): TRUNCATE replaces each table's files, and its
 * CASCADE reaches most tables, which cost about 90 ms on PostgreSQL, once per test.
 */
export async function truncateAll(db: Db): Promise<void> {
  // Both drivers answer `{ rows }` (as db/rows.ts selectRows reads them, which imports this file).
  const rowsOf = async <T>(text: string) =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const tables = Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => `"${getTableName(t)}"`);
  const [jobs] = await rowsOf<{ made: boolean }>(
    `SELECT to_regclass('${JOB_SCHEMA}.job') IS NOT NULL AS made`,
  );
  if (jobs?.made) tables.push(`${JOB_SCHEMA}.job`, `${JOB_SCHEMA}.archive`);
  const written = await rowsOf<{ name: string }>(
    tables
      .map((t) => `SELECT '${t}' AS name WHERE EXISTS (SELECT 1 FROM ${t})`)
      .join(' UNION ALL '),
  );
  if (written.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    for (const { name } of written) await tx.execute(sql.raw(`DELETE FROM ${name}`));
  });
}

/** Where the job queue (pg-boss) keeps its tables. */
export const JOB_SCHEMA = 'pgboss';
