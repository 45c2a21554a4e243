import {
  formatRupees,
  PAYMENT_TEXTS,
  type PaymentRecordView,
  REVERT_REASON_MAX,
  REVERT_REASON_MIN,
} from '@shala/shared';

/** A revert's reason as typed, checked as the server checks it (trimmed, 5 to 500 characters). */
export function revertReasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  return length < REVERT_REASON_MIN || length > REVERT_REASON_MAX
    ? PAYMENT_TEXTS.revertReason
    : undefined;
}

/** What a revert acts on: the receipt it was opened from, or the whole transaction when chosen. */
export type RevertChoice = 'RECEIPT' | 'TRANSACTION';

/** "Receipt 517: Aditi Malhotra, ₹4,500.00". */
export const receiptLine = (
  r: Pick<PaymentRecordView, 'receiptNumber' | 'studentName' | 'amount'>,
) => `Receipt ${r.receiptNumber}: ${r.studentName}, ${formatRupees(r.amount)}`;

/**
 * The receipts a revert takes back: the named one only, or every receipt of the transaction
 * still paid. The others (those left out) stay paid.
 */
export function revertedBy(
  choice: RevertChoice,
  record: PaymentRecordView,
  transaction: readonly PaymentRecordView[],
): { reverted: PaymentRecordView[]; staying: PaymentRecordView[] } {
  const paid = transaction.filter((r) => r.status === 'ACTIVE' && r.id !== record.id);
  return choice === 'RECEIPT'
    ? { reverted: [record], staying: paid }
    : {
        reverted: [record, ...paid].sort((a, b) => a.receiptNumber - b.receiptNumber),
        staying: [],
      };
}

/** The body of POST /rest/payment/revert for the choice: a recordId only for one receipt. */
export function revertBody(
  choice: RevertChoice,
  groupId: string,
  record: PaymentRecordView,
  reason: string,
): { groupId: string; id: string; recordId?: string; reason: string } {
  const body = { groupId, id: record.transactionPk, reason: reason.trim() };
  return choice === 'RECEIPT' ? { ...body, recordId: record.id } : body;
}
