import { allocatePayment, type DueParticular, newTransactionId, paidMapOf } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { financialAccounts, userProfiles } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { duesOfStudents, todayOf } from '../modules/fees/index.js';
import { writePayment } from '../modules/payments/index.js';
import { findAccountByUsername, profilesOfAccount } from '../modules/people/index.js';
import { DEMO_ACCOUNTS, type DemoPaymentsAt } from './payments.js';

/**
 * Priya Sharma's children Aarav and Diya paid together from the cart today (issue 22): one cash
 * transaction, a receipt each, recorded by Kavita Rao after the session's other payments. The
 * accountant tries reverting one receipt of it (the other stays paid) or the whole transaction,
 * and sees it on today's day sheet. Each pays up to ₹5,000 of what is owed now.
 */
const PART = 500_000;
/** The allocation rule as of the payment's day (the shared rule reads the day for discounts). */
const allocate = allocatePayment as (
  dues: readonly DueParticular[],
  total: number,
  on: string,
) => ReturnType<typeof allocatePayment>;
export const DEMO_FAMILY_CHILDREN = ['Aarav', 'Diya'] as const;

export async function seedFamilyCart(tx: Tx, clock: Clock, at: DemoPaymentsAt): Promise<number> {
  const now = clock.now();
  const today = todayOf(now);
  const priya = await findAccountByUsername(tx, 'priya_sharma');
  const [cashier] = await tx
    .select({ accountId: userProfiles.accountId })
    .from(userProfiles)
    .where(eq(userProfiles.id, at.cashierProfileId));
  const [cash] = await tx
    .select({ id: financialAccounts.id })
    .from(financialAccounts)
    .where(
      and(
        eq(financialAccounts.instituteId, at.instituteId),
        eq(financialAccounts.accountName, DEMO_ACCOUNTS.cash.accountName),
      ),
    );
  if (!priya || !cash) return 0;
  const children = (await profilesOfAccount(tx, priya.id)).filter((p) =>
    (DEMO_FAMILY_CHILDREN as readonly string[]).includes(p.firstName),
  );
  const dues = await duesOfStudents(tx, {
    instituteId: at.instituteId,
    sessionId: at.sessionId,
    profileIds: children.map((c) => c.id),
    recordType: 'FEES',
    today,
  });
  const students = children.flatMap((child) => {
    const own = dues.filter((d) => d.profileId === child.id);
    const owed = allocate(own, Number.MAX_SAFE_INTEGER, today);
    const total = Math.min(PART, Number.MAX_SAFE_INTEGER - owed.leftover);
    if (total <= 0) return [];
    const paid = paidMapOf(allocate(own, total, today));
    return [{ profileId: child.id, amount: total, discount: 0, paid }];
  });
  if (students.length < 2) return 0;
  const actor = { accountId: cashier?.accountId ?? null, profileId: at.cashierProfileId, ip: null };
  let seed = 2207;
  const outcome = await writePayment({ db: tx, clock }, actor, {
    instituteId: at.instituteId,
    classId: null,
    sessionId: at.sessionId,
    recordType: 'FEES',
    transactionId: newTransactionId((array) =>
      array.map(() => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed;
      }),
    ),
    transactionDate: today,
    financialAccountId: cash.id,
    paymentMedium: 'CASH',
    students,
  });
  return outcome.recorded ? 1 : 0;
}
