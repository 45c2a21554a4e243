import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { paymentRecords, paymentTransactions } from '../../db/schema/index.js';

export type LockedTransaction = typeof paymentTransactions.$inferSelect;

/** The institute's transaction, locked until the revert commits (a second revert waits, then sees it). */
export async function lockTransaction(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<LockedTransaction | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.instituteId, instituteId), eq(paymentTransactions.id, id)))
    .for('update');
  return row;
}

export function recordsOf(db: Queryable, transactionPk: string) {
  return db
    .select({
      id: paymentRecords.id,
      classId: paymentRecords.classId,
      sessionId: paymentRecords.sessionId,
      profileId: paymentRecords.profileId,
      receiptNumber: paymentRecords.receiptNumber,
      amount: paymentRecords.amountPaise,
      discount: paymentRecords.discountPaise,
    })
    .from(paymentRecords)
    .where(eq(paymentRecords.transactionPk, transactionPk))
    .orderBy(paymentRecords.receiptNumber);
}

export async function markReverted(
  db: Queryable,
  instituteId: string,
  id: string,
  p: { at: Date; byProfileId: string; reason: string },
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({
      status: 'REVERTED',
      revertedAt: p.at,
      revertedByProfileId: p.byProfileId,
      revertReason: p.reason,
    })
    .where(
      and(
        eq(paymentTransactions.instituteId, instituteId),
        eq(paymentTransactions.id, id),
        sql`${paymentTransactions.status} = 'ACTIVE'`,
      ),
    );
}
