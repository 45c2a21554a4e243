import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client.js';

/** The rows of a hand-written statement: node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
