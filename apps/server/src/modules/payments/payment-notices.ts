import {
  formatRupees,
  indiaDay,
  type OnlinePaymentResult,
  type PaymentRazorpayBody,
  type PaymentRecordType,
} from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { paymentRecords, paymentTransactions, userProfiles } from '../../db/schema/index.js';
import { noticeDay, paymentReceivedText, whoseFees } from '../fees/index.js';
import { notifyAfter, type RaiseInput } from '../notifications/index.js';
import { audienceOf, guardiansOf } from '../people/index.js';
import type { OnlineOrderRow } from './online-queries.js';
import type { PaymentInput, StudentPart } from './record-input.js';
import type { PaymentOutcome } from './record-service.js';

/**
 * Telling the families of their payments (issues 12 and 22): the guardians and the payer, the
 * student only as people's audienceOf says, each in their own words: after the payment's own
 * transaction committed, in one of its own, so that a notification that cannot be written never
 * takes a recorded payment with it.
 */

const what = (type: PaymentRecordType) => (type === 'FEES' ? 'fees' : 'transport fees');

/** "10 Jan 2027" of an instant, India's day. */
const dayOf = (at: Date) => noticeDay(indiaDay(at));

/** A student's record of a transaction: its amount, day and the student's first name. */
type RecordRow = {
  profileId: string;
  amount: number;
  recordType: PaymentRecordType;
  paidAt: Date;
  firstName: string;
};

/** Each student's record of a transaction of the institute, by student. */
async function recordsOf(
  tx: Queryable,
  instituteId: string,
  transactionPk: string,
): Promise<Map<string, RecordRow>> {
  const rows = await tx
    .select({
      profileId: paymentRecords.profileId,
      amount: paymentRecords.amountPaise,
      recordType: paymentRecords.recordType,
      paidAt: paymentTransactions.transactionDate,
      firstName: userProfiles.firstName,
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .innerJoin(userProfiles, eq(userProfiles.id, paymentRecords.profileId))
    .where(
      and(
        eq(paymentRecords.transactionPk, transactionPk),
        eq(paymentRecords.instituteId, instituteId),
      ),
    );
  return new Map(rows.map((row) => [row.profileId, row]));
}

/**
 * For each student of a transaction, one notice for their guardians (and the payer) and, when
 * the student is among its audience (people's audienceOf), one in their own words. Read in two
 * statements however many students the transaction paid for: the records and the guardians.
 */
async function toAudiences<R extends { profileId: string }>(
  tx: Queryable,
  transaction: { instituteId: string; transactionPk: string },
  records: readonly R[],
  payerId: string | null | undefined,
  make: (
    record: R,
    row: RecordRow | undefined,
    toStudent: boolean,
  ) => Omit<RaiseInput, 'profileIds'>,
): Promise<RaiseInput[]> {
  const studentIds = records.map((r) => r.profileId);
  const [rows, guardians] = await Promise.all([
    recordsOf(tx, transaction.instituteId, transaction.transactionPk),
    guardiansOf(tx, studentIds),
  ]);
  return records.flatMap((record) => {
    const row = rows.get(record.profileId);
    const audience = audienceOf(guardians.get(record.profileId) ?? [], record.profileId, payerId);
    const inputs: RaiseInput[] = [];
    if (audience.guardians.length > 0)
      inputs.push({ ...make(record, row, false), profileIds: audience.guardians });
    if (audience.student)
      inputs.push({ ...make(record, row, true), profileIds: [record.profileId] });
    return inputs;
  });
}

export async function noticePaymentRecorded(
  ctx: AppContext,
  input: Pick<PaymentInput, 'instituteId' | 'recordType'> & {
    students: ReadonlyArray<Pick<StudentPart, 'profileId' | 'amount'>>;
    /** Who paid online; a payment at the counter has no payer on record. */
    payerProfileId?: string | null;
  },
  outcome: PaymentOutcome,
  online = false,
): Promise<void> {
  if (!outcome.recorded) return;
  const amountOf = new Map(input.students.map((s) => [s.profileId, s.amount]));
  const recordedAt = ctx.clock.now();
  await notifyAfter(ctx, (tx) =>
    toAudiences(
      tx,
      { instituteId: input.instituteId, transactionPk: outcome.transactionPk },
      outcome.records,
      input.payerProfileId,
      (record, row, toStudent) => ({
        kind: online ? 'payment.online' : 'payment.received',
        instituteId: input.instituteId,
        title: online ? 'Online payment received' : 'Payment received',
        message: paymentReceivedText({
          amount: row?.amount ?? amountOf.get(record.profileId) ?? 0,
          recordType: row?.recordType ?? input.recordType,
          firstName: row?.firstName ?? '',
          toStudent,
          receiptNumber: record.receiptNumber,
          paidAt: row?.paidAt ?? recordedAt,
          recordedAt,
        }),
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
  await notifyAfter(ctx, (tx) =>
    toAudiences(tx, { instituteId, transactionPk }, records, null, (record, row, toStudent) => {
      const paid = row ? `of ${formatRupees(row.amount)} paid on ${dayOf(row.paidAt)} ` : '';
      return {
        kind: 'payment.reverted',
        instituteId,
        title: 'Payment reverted',
        message: `The payment ${paid}towards ${whoseFees(row?.firstName ?? '', toStudent)} ${what(row?.recordType ?? 'FEES')} (receipt no. ${record.receiptNumber}) was reverted by the school. Its dues are owed again.`,
        target: `/erp/fee-details/${record.profileId}`,
        featureId: transactionPk,
        featureAction: 'PAYMENT_REVERTED',
      };
    }),
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
