/**
 * Every money total the portal shows of dues and payments (issue 22), worked out here once: the
 * fee details table and its totals strip, the class financials and the class summary, the
 * Students Cart, the transport riders' dues and the receipt PDF all call these, so no screen or
 * PDF adds its own figures. All amounts are paise.
 *
 * Of a student's dues (charges only; a discount particular counts through the charge it lowered):
 * - payable: what the charges ask, after concessions, late fees included (each once: a late fee
 *   is a charge of its own);
 * - paid: what was paid into them (the cashier's cash and the cashier's discounts);
 * - discount: what discount particulars took off them;
 * - due (shown as "Remaining"): payable − paid − discount, always;
 * - overdue: what remains of charges whose due date is before today;
 * - lateFee: what the late fees among the charges ask (part of payable, not added again).
 */

import type { DueKind, DueSource } from '../constants/payments.js';
import { dueRemaining } from './payment-allocation.js';

/** A due as the totals read it (a DueParticular, a DueView, a stored due). */
export type TotalledDue = {
  kind: DueKind;
  amount: number;
  paid: number;
  discount: number;
  /** yyyy-mm-dd */
  dueDate: string;
  source?: DueSource | string | undefined;
};

export type FeeTotals = {
  payable: number;
  paid: number;
  discount: number;
  due: number;
  overdue: number;
  lateFee: number;
};

export const NO_FEE_TOTALS: FeeTotals = {
  payable: 0,
  paid: 0,
  discount: 0,
  due: 0,
  overdue: 0,
  lateFee: 0,
};

/** One list of dues' totals, `today` (yyyy-mm-dd in India) telling what is overdue. */
export function feeTotals(dues: readonly TotalledDue[], today: string): FeeTotals {
  const totals = { ...NO_FEE_TOTALS };
  for (const due of dues) {
    if (due.kind !== 'CHARGE') continue;
    const remaining = dueRemaining(due);
    totals.payable += due.amount;
    totals.paid += due.paid;
    totals.discount += due.discount;
    totals.due += remaining;
    if (due.dueDate < today) totals.overdue += remaining;
    if (due.source === 'LATE_FEE') totals.lateFee += due.amount;
  }
  return totals;
}

/** Two standings together (a student's fees and transport; two students of a class). */
export function addFeeTotals<T extends Partial<FeeTotals>>(a: T, b: T): FeeTotals {
  const n = (v: number | undefined) => v ?? 0;
  return {
    payable: n(a.payable) + n(b.payable),
    paid: n(a.paid) + n(b.paid),
    discount: n(a.discount) + n(b.discount),
    due: n(a.due) + n(b.due),
    overdue: n(a.overdue) + n(b.overdue),
    lateFee: n(a.lateFee) + n(b.lateFee),
  };
}

/** Many standings added up: a class's summary from its students' rows. */
export function sumFeeTotals(rows: readonly Partial<FeeTotals>[]): FeeTotals {
  return rows.reduce<FeeTotals>((sum, row) => addFeeTotals(sum, row), { ...NO_FEE_TOTALS });
}

/** What one receipt (a student's part of a payment) gave each particular, as stored. */
export type ReceiptLine = {
  particular: string;
  dueDate: string;
  kind: DueKind;
  /** A charge: paise of the payment's total (cash and the cashier's discount) it took. */
  paid: number;
  /** A charge: what discount particulars took off it. A discount particular: what it gave. */
  discount: number;
};

/** A receipt's table row: each particular once, each discount once. */
export type ReceiptRow = {
  particular: string;
  dueDate: string;
  kind: DueKind;
  /** A charge: what this payment settled of it (paid + discount). A discount: what it took off. */
  amount: number;
};

export type ReceiptFigures = {
  rows: ReceiptRow[];
  /** The charges settled by this payment. */
  settled: number;
  /** Discount particulars given with it. */
  particularDiscount: number;
  /** What the cashier let off. */
  cashierDiscount: number;
  /** Every discount of the receipt: settled − discount = received. */
  discount: number;
  /** The cash received. */
  received: number;
};

/**
 * A receipt's figures from its allocation lines and the record's amount and discount. A charge
 * row shows what the payment settled of it; a discount particular shows once, as what it took
 * off (the charge's own discount column of the allocation is the same money, not shown again).
 */
export function receiptFigures(
  lines: readonly ReceiptLine[],
  record: { amount: number; discount: number },
): ReceiptFigures {
  const rows: ReceiptRow[] = [];
  let settled = 0;
  let particularDiscount = 0;
  for (const line of lines) {
    if (line.kind === 'CHARGE') {
      const amount = line.paid + line.discount;
      if (amount === 0) continue;
      settled += amount;
      rows.push({ particular: line.particular, dueDate: line.dueDate, kind: 'CHARGE', amount });
    } else {
      if (line.discount === 0) continue;
      particularDiscount += line.discount;
      rows.push({
        particular: line.particular,
        dueDate: line.dueDate,
        kind: 'DISCOUNT',
        amount: line.discount,
      });
    }
  }
  return {
    rows,
    settled,
    particularDiscount,
    cashierDiscount: record.discount,
    discount: particularDiscount + record.discount,
    received: record.amount,
  };
}
