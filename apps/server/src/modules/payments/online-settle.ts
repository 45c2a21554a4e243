import {
  allocatePayment,
  ONLINE_TEXTS,
  type OnlinePaymentResult,
  PAYMENT_TEXTS,
  paidMapOf,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { duesOfStudent, todayOf } from '../fees/index.js';
import type { GatewayPayment } from './online-gateway.js';
import { mediumsOf } from './online-medium.js';
import {
  accountTaking,
  activeSessionOf,
  markOrderFailed,
  markOrderPaid,
  type OnlineOrderRow,
  receiptNumbersOf,
} from './online-queries.js';
import { tellPayer } from './payment-notices.js';
import { recordPayment } from './record.js';
import type { PaymentOutcome } from './record-service.js';

/**
 * A captured online payment recorded as the cashier's are (recordPayment): one transaction
 * whose ID is the gateway's payment id, so the checkout's verify and the gateway's webhooks,
 * however often and in whatever order they come, record it once. Its medium follows how the
 * payer paid (online-medium.ts), into the institute's first active account taking it, spread
 * over the student's dues as they stand at capture (allocatePayment). What cannot be recorded
 * (no such account, more than is due now) leaves the order FAILED, audited for the school.
 */

/** A cashier's payment racing this one changed the dues between read and lock: read again. */
const ATTEMPTS = 3;

const result = async (
  ctx: AppContext,
  status: OnlinePaymentResult['status'],
  message: string,
  transactionPk: string | null = null,
): Promise<OnlinePaymentResult> => ({
  status,
  message,
  transactionPk,
  receiptNumbers: transactionPk ? await receiptNumbersOf(ctx.db, transactionPk) : [],
});

export async function settleOrder(
  ctx: AppContext,
  order: OnlineOrderRow,
  payment: GatewayPayment,
): Promise<OnlinePaymentResult> {
  if (order.status === 'PAID') {
    return result(ctx, 'PAID', ONLINE_TEXTS.paid, order.transactionPk);
  }
  if (payment.status !== 'captured') return result(ctx, 'CREATED', ONLINE_TEXTS.pending);
  if (payment.amount !== order.amountPaise || payment.currency !== 'INR') {
    return failed(ctx, order, payment, 'the amount paid is not the amount of the order');
  }
  const account = await accountTaking(ctx.db, order.instituteId, mediumsOf(payment));
  if (!account) {
    return failed(
      ctx,
      order,
      payment,
      `no active financial account takes ${mediumsOf(payment)[0]}`,
    );
  }
  const sessionId = await activeSessionOf(ctx.db, order.instituteId);
  if (!sessionId) return failed(ctx, order, payment, PAYMENT_TEXTS.sessionNotFound);

  let outcome: PaymentOutcome | undefined;
  for (let attempt = 1; !outcome; attempt++) {
    const dues = await duesOfStudent(ctx.db, {
      instituteId: order.instituteId,
      sessionId,
      profileId: order.studentProfileId,
      recordType: order.recordType,
      today: todayOf(ctx.clock.now()),
    });
    // Recorded as paid now (its transaction date is the clock's): the discounts open today.
    const allocation = allocatePayment(dues, payment.amount, todayOf(ctx.clock.now()));
    if (allocation.leftover > 0) {
      return failed(ctx, order, payment, 'it is more than is due now');
    }
    try {
      outcome = await recordPayment(
        ctx,
        null,
        {
          instituteId: order.instituteId,
          classId: null,
          sessionId,
          recordType: order.recordType,
          transactionId: payment.id,
          transactionDate: null,
          financialAccountId: account.id,
          // The medium's own group (a UPI payment is UPI, not net banking): writePayment's.
          paymentMethod: null,
          paymentMedium: account.medium,
          students: [
            {
              profileId: order.studentProfileId,
              amount: payment.amount,
              discount: 0,
              paid: paidMapOf(allocation),
            },
          ],
        },
        { payerProfileId: order.payerProfileId, online: true },
      );
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const raced = error.message === PAYMENT_TEXTS.allocationMismatch;
      if (!raced || attempt >= ATTEMPTS) return failed(ctx, order, payment, error.message);
    }
  }
  // Recorded now, or already (a verify and a webhook at once): the same transaction either way.
  await markOrderPaid(ctx.db, order.instituteId, order.id, {
    paymentId: payment.id,
    transactionPk: outcome.transactionPk,
    at: ctx.clock.now(),
  });
  const paid = await result(ctx, 'PAID', ONLINE_TEXTS.paid, outcome.transactionPk);
  if (outcome.recorded) {
    await tellPayer(ctx, order, paid);
  }
  return paid;
}

/** Money taken but not recorded: the order FAILED, the school told through its audit log. */
async function failed(
  ctx: AppContext,
  order: OnlineOrderRow,
  payment: GatewayPayment,
  reason: string,
): Promise<OnlinePaymentResult> {
  ctx.log.error(
    { orderId: order.gatewayOrderId, paymentId: payment.id, reason },
    'online payment not recorded',
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await markOrderFailed(tx, order.instituteId, order.id, payment.id))) return;
    await recordAudit(tx, ctx, null, {
      instituteId: order.instituteId,
      action: 'onlinePayment.failed',
      targetType: 'profile',
      targetId: order.studentProfileId,
      detail: {
        orderId: order.gatewayOrderId,
        paymentId: payment.id,
        recordType: order.recordType,
        amount: payment.amount,
        reason,
      },
    });
  });
  const told = await result(ctx, 'FAILED', ONLINE_TEXTS.failed(reason));
  await tellPayer(ctx, order, told);
  return told;
}
