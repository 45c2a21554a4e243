import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { groups } from '../db/schema/index.js';

/**
 * Adds a part of the demo (money, chats) to a school seeded before that part existed, once: two
 * demo runs at once on PostgreSQL queue on the school's row, and the second finds it there.
 * Answers what `seed` wrote, or 0 when the school had it.
 */
export async function addOnce(
  db: Db,
  instituteId: string,
  /** The part's table: the school has the part when it has a row here. */
  marker: PgTable & { instituteId: PgColumn },
  seed: (tx: Tx) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, instituteId)).for('update');
    const [existing] = await tx
      .select({ one: sql`1` })
      .from(marker)
      .where(eq(marker.instituteId, instituteId))
      .limit(1);
    return existing ? 0 : seed(tx);
  });
}
