import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { frontOfficeCounters } from '../../db/schema/index.js';

/** The next number of one of the institute's front-office books (V-n, GP-n), with no gaps. */
export async function nextNumber(tx: Tx, instituteId: string, book: 'VISITOR' | 'GATE_PASS') {
  const [row] = await tx
    .insert(frontOfficeCounters)
    .values({ instituteId, book, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [frontOfficeCounters.instituteId, frontOfficeCounters.book],
      set: { lastNumber: sql`${frontOfficeCounters.lastNumber} + 1` },
    })
    .returning({ n: frontOfficeCounters.lastNumber });
  if (!row) throw new Error('front office counter not moved');
  return row.n;
}
