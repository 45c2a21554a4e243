import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  onlineOrders,
  paymentRecords,
  paymentTransactions,
  userProfiles,
} from '../../db/schema/index.js';

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

/** Every record (receipt) of the transaction, reverted or not, in receipt order. */
export function recordsOf(db: Queryable, instituteId: string, transactionPk: string) {
  return db
    .select({
      id: paymentRecords.id,
      classId: paymentRecords.classId,
      sessionId: paymentRecords.sessionId,
      profileId: paymentRecords.profileId,
      receiptNumber: paymentRecords.receiptNumber,
      amount: paymentRecords.amountPaise,
      discount: paymentRecords.discountPaise,
      status: paymentRecords.status,
      studentName: sql<string>`trim(${userProfiles.firstName} || ' ' || ${userProfiles.lastName})`,
    })
    .from(paymentRecords)
    .innerJoin(userProfiles, eq(userProfiles.id, paymentRecords.profileId))
    .where(
      and(
        eq(paymentRecords.instituteId, instituteId),
        eq(paymentRecords.transactionPk, transactionPk),
      ),
    )
    .orderBy(paymentRecords.receiptNumber);
}

type RevertMark = { at: Date; byProfileId: string; reason: string };

/** The records marked reverted, each with who, when and why (only those still active). */
export async function markRecordsReverted(
  db: Queryable,
  instituteId: string,
  recordIds: readonly string[],
  p: RevertMark,
): Promise<number> {
  if (recordIds.length === 0) return 0;
  const rows = await db
    .update(paymentRecords)
    .set({
      status: 'REVERTED',
      revertedAt: p.at,
      revertedByProfileId: p.byProfileId,
      revertReason: p.reason,
    })
    .where(
      and(
        eq(paymentRecords.instituteId, instituteId),
        inArray(paymentRecords.id, [...recordIds]),
        sql`${paymentRecords.status} = 'ACTIVE'`,
      ),
    )
    .returning({ id: paymentRecords.id });
  return rows.length;
}

/** The transaction marked reverted: once none of its records is still paid. */
export async function markReverted(
  db: Queryable,
  instituteId: string,
  id: string,
  p: RevertMark,
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

/** Whether the transaction was paid online (a gateway order settled into it). */
export async function paidOnline(
  db: Queryable,
  instituteId: string,
  transactionPk: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(onlineOrders)
    .where(
      and(eq(onlineOrders.instituteId, instituteId), eq(onlineOrders.transactionPk, transactionPk)),
    )
    .limit(1);
  return row !== undefined;
}
