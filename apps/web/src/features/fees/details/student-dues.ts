import type {
  DueTotals,
  DueView,
  FeeEstimation,
  FeeStudent,
  PaymentRecordType,
  PaymentRecordView,
} from '@shala/shared';

/**
 * A student's dues and payments as the fee details keep them: the dues by record type with
 * their totals, and the payment records as a history, newest first.
 */

export type Estimation = {
  student: FeeStudent;
  dues: Record<PaymentRecordType, DueView[]>;
  /** The server's totals (the screen works them out when a test leaves them out). */
  totals: DueTotals | undefined;
  totalsOf: Record<PaymentRecordType, DueTotals | undefined>;
};

/** GET /rest/fee/estimation's answer, its dues and totals keyed by record type. */
export function estimationView(wire: FeeEstimation): Estimation {
  return {
    student: wire.student,
    dues: { FEES: wire.fees, TRANSPORTATION_FEES: wire.transport },
    totals: wire.totals,
    totalsOf: { FEES: wire.feeTotals, TRANSPORTATION_FEES: wire.transportTotals },
  };
}

export type PaymentMade = {
  /** The record (a student's part of a transaction). */
  id: string;
  receiptNumber: string;
  transactionId: string;
  recordType: PaymentRecordType;
  amount: number;
  discount: number;
  paymentMedium: string;
  accountName: string;
  /** ISO instant. */
  transactionDate: string;
  reverted: boolean;
  revertReason: string | undefined;
  /** When and by whom it was reverted (issue 22: the history says which receipt, who, when). */
  revertedAt: string | undefined;
  revertedByName: string | undefined;
  /** The class the payment was recorded in (the receipt's groupId). */
  groupId: string | undefined;
  /** The receipt's address (else it is built from groupId and id). */
  receiptUrl: string | undefined;
};

/** GET /rest/payment/student's records as the history shows them, newest first. */
export function paymentsMade(records: readonly PaymentRecordView[]): PaymentMade[] {
  return records
    .map(
      (r): PaymentMade => ({
        id: r.id,
        receiptNumber: String(r.receiptNumber),
        transactionId: r.transactionId,
        recordType: r.recordType,
        amount: r.amount,
        discount: r.discount,
        paymentMedium: r.paymentMedium,
        accountName: r.accountName,
        transactionDate: r.transactionDate,
        reverted: r.status === 'REVERTED' || !!r.revertedAt,
        revertReason: r.revertReason || undefined,
        revertedAt: r.revertedAt || undefined,
        revertedByName: r.revertedByName || undefined,
        groupId: r.classId || undefined,
        receiptUrl: r.receiptUrl || undefined,
      }),
    )
    .sort((a, b) => b.transactionDate.localeCompare(a.transactionDate));
}
