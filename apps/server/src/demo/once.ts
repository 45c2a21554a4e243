import { eq } from 'drizzle-orm';
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
  has: (tx: Tx) => Promise<boolean>,
  seed: (tx: Tx) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, instituteId)).for('update');
    return (await has(tx)) ? 0 : seed(tx);
  });
}
