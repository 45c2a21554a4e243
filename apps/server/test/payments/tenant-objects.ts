import { financialAccounts, studentDues } from '../../src/db/schema/index.js';
import { recordPayment } from '../../src/modules/payments/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Payment objects of an institute for the cross-tenant suites (platform/cross-tenant*.test.ts):
 * a financial account and a payment of one of its students (a due, the transaction, its
 * record), to be named from another institute and refused there.
 */
export async function paymentObjectsOf(
  t: TestContext,
  at: { instituteId: string; classId: string; sessionId: string; studentProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [account] = await db
    .insert(financialAccounts)
    .values({
      instituteId: at.instituteId,
      accountName: 'Their Cash Counter',
      acceptanceMediums: ['CASH'],
      createdAt: now,
    })
    .returning();
  if (!account) throw new Error('account not created');
  const [due] = await db
    .insert(studentDues)
    .values({
      instituteId: at.instituteId,
      classId: at.classId,
      sessionId: at.sessionId,
      profileId: at.studentProfileId,
      recordType: 'FEES',
      source: 'STRUCTURE',
      sourceId: crypto.randomUUID(),
      particular: 'Their Tuition',
      kind: 'CHARGE',
      dueDate: '2026-04-10',
      amountPaise: 100_000,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!due) throw new Error('due not created');
  const transactionId = 'THEIRPAYMENT001';
  const outcome = await recordPayment(t.app.ctx, null, {
    instituteId: at.instituteId,
    classId: at.classId,
    sessionId: at.sessionId,
    recordType: 'FEES',
    transactionId,
    financialAccountId: account.id,
    paymentMedium: 'CASH',
    students: [
      { profileId: at.studentProfileId, amount: 40_000, discount: 0, paid: { [due.id]: 40_000 } },
    ],
  });
  if (!outcome.recorded) throw new Error('payment not recorded');
  return {
    accountId: account.id,
    accountName: account.accountName,
    transactionPk: outcome.transactionPk,
    transactionId,
    recordId: outcome.records[0]?.id ?? '',
  };
}
