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
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
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

/** Empties every table; tests call this between cases instead of opening a new database. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableName(t));
  await db.execute(
    sql.raw(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
}
