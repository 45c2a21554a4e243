// Plain SQL on the server's database before (or, on PostgreSQL, beside) the running server: the
// benches write their sessions and people this way, in batches, and read back what was saved.

import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;
export type Sql = {
  query(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
};

/**
 * One connection to the server's database: the PostgreSQL database, or the server's own PGlite
 * directory (apps/server/src/db/client.ts: DATA_DIR/pg), which only works while no server has
 * it open: PGlite is one process's.
 */
export async function openSql(dataDir: string, databaseUrl: string | undefined): Promise<Sql> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async (text, params) => (await client.query<Row>(text, params)).rows,
      close: () => client.end(),
    };
  }
  const client = new PGlite(path.join(dataDir, 'pg'));
  return {
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}

/** As apps/server/src/lib/tokens.ts stores a session cookie: its SHA-256 in hex. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
