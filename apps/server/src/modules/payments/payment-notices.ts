import {
  formatRupees,
  type OnlinePaymentResult,
  type PaymentRazorpayBody,
  type PaymentRecordType,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { inTurn } from '../../db/in-turn.js';
import { notifyAfter, type RaiseInput, withGuardians } from '../notifications/index.js';
import type { OnlineOrderRow } from './online-queries.js';
import type { PaymentInput, StudentPart } from './record-input.js';
import type { PaymentOutcome } from './record-service.js';

/**
 * Telling students and their parents of their payments (issue 12): after the payment's own
 * transaction committed, in one of its own, so that a notification that cannot be written never
 * takes a recorded payment with it.
 */

const what = (type: PaymentRecordType) => (type === 'FEES' ? 'fees' : 'transport fees');

export async function noticePaymentRecorded(
  ctx: AppContext,
  input: Pick<PaymentInput, 'instituteId' | 'recordType'> & {
    students: ReadonlyArray<Pick<StudentPart, 'profileId' | 'amount'>>;
  },
  outcome: PaymentOutcome,
  online = false,
): Promise<void> {
  if (!outcome.recorded) return;
  const amountOf = new Map(input.students.map((s) => [s.profileId, s.amount]));
  await notifyAfter(ctx, async (tx) =>
    inTurn(
      outcome.records,
      async (record): Promise<RaiseInput> => ({
        kind: online ? 'payment.online' : 'payment.received',
        profileIds: await withGuardians(tx, [record.profileId]),
        instituteId: input.instituteId,
        title: online ? 'Online payment received' : 'Payment received',
        message: `${formatRupees(amountOf.get(record.profileId) ?? 0)} received towards ${what(input.recordType)}. Receipt no. ${record.receiptNumber}.`,
        target: `/erp/fee-details/${record.profileId}`,
        featureId: outcome.transactionPk,
        featureAction: 'PAYMENT_RECEIVED',
      }),
    ),
  );
}

export async function noticePaymentReverted(
  ctx: AppContext,
  instituteId: string,
  records: ReadonlyArray<{ profileId: string; receiptNumber: number }>,
  transactionPk: string,
): Promise<void> {
  await notifyAfter(ctx, async (tx) =>
    inTurn(
      records,
      async (record): Promise<RaiseInput> => ({
        kind: 'payment.reverted',
        profileIds: await withGuardians(tx, [record.profileId]),
        instituteId,
        title: 'Payment reverted',
        message: `The payment with receipt no. ${record.receiptNumber} was reverted by the school. Its dues are owed again.`,
        target: `/erp/fee-details/${record.profileId}`,
        featureId: transactionPk,
        featureAction: 'PAYMENT_REVERTED',
      }),
    ),
  );
}

/** PAYMENT_RAZORPAY (spec §7): the payer's open browsers hear the online payment's outcome. */
export async function tellPayer(
  ctx: AppContext,
  order: Pick<OnlineOrderRow, 'payerProfileId' | 'gatewayOrderId'>,
  result: OnlinePaymentResult,
): Promise<void> {
  if (!order.payerProfileId || (result.status !== 'PAID' && result.status !== 'FAILED')) return;
  const body: PaymentRazorpayBody = {
    orderId: order.gatewayOrderId,
    status: result.status,
    message: result.message,
    receiptNumbers: result.receiptNumbers.map(String),
  };
  await ctx.live
    .publish({ messageType: 'PAYMENT_RAZORPAY', to: [order.payerProfileId], ref: body })
    .catch((err) => ctx.log.error({ err }, 'online payment not told'));
}
