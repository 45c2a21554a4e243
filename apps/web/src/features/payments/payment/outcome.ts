import type { PaymentNotice, RecordedPayment } from '@shala/shared';

/** What Save's answer means (spec §4 "Payment response"). */
export type PaymentOutcome =
  /** Recorded: its receipt opens in a new tab. */
  | { kind: 'saved'; receiptUrl: string; transactionPk: string }
  /** Status 299: nothing new was recorded (the ID was used already); its message is shown. */
  | { kind: 'notice'; message: string };

/**
 * Save's 2xx answer: a recorded payment lists its records (recordedPaymentSchema); the spec's
 * 299 carries a message (and perhaps the earlier payment's receipt) but no records.
 */
export function paymentOutcome(answer: RecordedPayment | PaymentNotice): PaymentOutcome {
  if (!('records' in answer)) return { kind: 'notice', message: answer.message };
  return { kind: 'saved', receiptUrl: answer.receiptUrl, transactionPk: answer.transactionPk };
}
