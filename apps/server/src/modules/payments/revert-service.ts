import { PAYMENT_TEXTS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuditCaller, type AuditEventInput, recordAudits } from '../audit/index.js';
import { lockDuesForPayment, takeBackAllocationLines } from '../fees/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { allocationsOf } from './read-queries.js';
import {
  lockTransaction,
  markRecordsReverted,
  markReverted,
  paidOnline,
  recordsOf,
} from './revert-queries.js';

export type RevertScope = 'RECEIPT' | 'TRANSACTION';

export type RevertOutcome = {
  transactionPk: string;
  revertedAt: Date;
  scope: RevertScope;
  /** What the user is told: which receipt(s), and for an online payment where the money goes. */
  message: string;
  refund: string | null;
  receiptNumbers: number[];
  records: Array<{ profileId: string; receiptNumber: number }>;
};

/**
 * POST /rest/payment/revert (issues 11 and 22): what the call names taken back with a reason, in
 * one database transaction. With `recordId`, one receipt (one student's part of a cart
 * transaction): the other students' receipts stay paid. Without, the whole transaction: every
 * receipt of it still paid. Exactly what the reverted records gave each due is taken back (the
 * dues owe it again, late fees and discount particulars included, as the allocations kept them);
 * each record is marked REVERTED with who, when and why, the transaction once none is left paid;
 * records, allocations and receipt numbers stay, so the history and the receipt (stamped
 * Reverted) remain. Reverting what is already reverted is refused (409). Named from a class,
 * a record of another class is not found. An online payment's order stays PAID (the gateway
 * holds the money; its webhooks record nothing again): the answer says the refund is made at
 * the gateway, outside the portal. Like writePayment, it needs the context's database (or a
 * transaction to join: the demo's seed) and clock, and the Caller's profile with what the audit
 * log keeps of it.
 */
export async function revertPayment(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Pick<Caller, 'profileId'> & AuditCaller,
  scope: Pick<GroupScope, 'type' | 'id' | 'instituteId'>,
  body: { id: string; recordId?: string | undefined; reason: string },
): Promise<RevertOutcome> {
  const now = ctx.clock.now();
  const what: RevertScope = body.recordId ? 'RECEIPT' : 'TRANSACTION';
  return ctx.db.transaction(async (tx) => {
    const transaction = await lockTransaction(tx, scope.instituteId, body.id);
    const all = transaction ? await recordsOf(tx, scope.instituteId, transaction.id) : [];
    const named = body.recordId ? all.filter((r) => r.id === body.recordId) : all;
    const outsideClass = scope.type === 'CLASS' && named.some((r) => r.classId !== scope.id);
    if (!transaction || all.length === 0) throw notFound(PAYMENT_TEXTS.transactionNotFound);
    if (named.length === 0) throw notFound(PAYMENT_TEXTS.recordNotFound);
    if (outsideClass) {
      throw notFound(
        body.recordId ? PAYMENT_TEXTS.recordNotFound : PAYMENT_TEXTS.transactionNotFound,
      );
    }
    const records = named.filter((r) => r.status === 'ACTIVE');
    if (records.length === 0) throw conflict(PAYMENT_TEXTS.alreadyReverted);

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
    const mark = { at: now, byProfileId: caller.profileId, reason: body.reason };
    const marked = await markRecordsReverted(
      tx,
      scope.instituteId,
      records.map((r) => r.id),
      mark,
    );
    // Under the transaction's lock no other revert ran between the read and this write.
    if (marked !== records.length) throw conflict(PAYMENT_TEXTS.alreadyReverted);
    const stillPaid = all.filter((r) => r.status === 'ACTIVE').length - records.length;
    if (stillPaid === 0) await markReverted(tx, scope.instituteId, transaction.id, mark);
    const online = await paidOnline(tx, scope.instituteId, transaction.id);
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
            ...(online ? { online: true } : {}),
            scope: what,
            otherReceiptsPaid: stillPaid,
            reason: body.reason,
          },
        }),
      ),
    );
    const message =
      what === 'RECEIPT'
        ? PAYMENT_TEXTS.revertedReceipt(first.receiptNumber, first.studentName)
        : PAYMENT_TEXTS.reverted;
    return {
      transactionPk: transaction.id,
      revertedAt: now,
      scope: what,
      message,
      refund: online ? PAYMENT_TEXTS.onlineRefund : null,
      receiptNumbers: records.map((r) => r.receiptNumber),
      records: records.map((r) => ({ profileId: r.profileId, receiptNumber: r.receiptNumber })),
    };
  });
}
