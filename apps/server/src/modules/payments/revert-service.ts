import { PAYMENT_TEXTS } from '@shala/shared';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuditEventInput, recordAudits } from '../audit/index.js';
import { lockDuesForPayment, takeBackAllocationLines } from '../fees/index.js';
import type { GroupScope } from '../permissions/index.js';
import { allocationsOf } from './read-queries.js';
import type { PaymentActor, PaymentContext } from './record-service.js';
import { lockTransaction, markReverted, recordsOf } from './revert-queries.js';

/**
 * POST /rest/payment/revert (issue 11): a transaction taken back with a reason, in one
 * database transaction. Exactly what its records gave each due is taken back (the dues owe it
 * again); the transaction is marked REVERTED with who, when and why; records, allocations and
 * receipt numbers stay, so the history and the receipt (stamped Reverted) remain. A second
 * revert is refused. Named from a class, only a transaction wholly of that class is found.
 */
export async function revertPayment(
  ctx: PaymentContext,
  caller: PaymentActor,
  scope: Pick<GroupScope, 'type' | 'id' | 'instituteId'>,
  body: { id: string; reason: string },
): Promise<{
  transactionPk: string;
  revertedAt: Date;
  receiptNumbers: number[];
  records: Array<{ profileId: string; receiptNumber: number }>;
}> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const transaction = await lockTransaction(tx, scope.instituteId, body.id);
    const records = transaction ? await recordsOf(tx, transaction.id) : [];
    const outsideClass = scope.type === 'CLASS' && records.some((r) => r.classId !== scope.id);
    if (!transaction || records.length === 0 || outsideClass) {
      throw notFound(PAYMENT_TEXTS.transactionNotFound);
    }
    if (transaction.status === 'REVERTED') throw conflict(PAYMENT_TEXTS.alreadyReverted);

    const first = records[0] as (typeof records)[number];
    // The same lock order as a payment (the students' dues by id), so the two never deadlock.
    await lockDuesForPayment(tx, {
      instituteId: scope.instituteId,
      sessionId: first.sessionId,
      profileIds: records.map((r) => r.profileId),
      recordType: transaction.recordType,
    });
    const allocations = await allocationsOf(
      tx,
      records.map((r) => r.id),
    );
    await takeBackAllocationLines(
      tx,
      allocations.map((a) => ({ dueId: a.dueId, paid: a.paid, discount: a.discount })),
      now,
      scope.instituteId,
    );
    await markReverted(tx, scope.instituteId, transaction.id, {
      at: now,
      byProfileId: caller.profileId,
      reason: body.reason,
    });
    await recordAudits(
      tx,
      ctx,
      caller,
      records.map(
        (r): AuditEventInput => ({
          instituteId: scope.instituteId,
          action: 'payment.reverted',
          targetType: 'profile',
          targetId: r.profileId,
          detail: {
            classId: r.classId,
            transactionPk: transaction.id,
            transactionId: transaction.transactionId,
            receiptNumber: r.receiptNumber,
            recordType: transaction.recordType,
            amount: r.amount,
            discount: r.discount,
            paymentMedium: transaction.paymentMedium,
            reason: body.reason,
          },
        }),
      ),
    );
    return {
      transactionPk: transaction.id,
      revertedAt: now,
      receiptNumbers: records.map((r) => r.receiptNumber),
      records: records.map((r) => ({ profileId: r.profileId, receiptNumber: r.receiptNumber })),
    };
  });
}
