import {
  addFeeTotals,
  type DueTotals,
  type DueView,
  feeTotals,
  formatRupees,
  indiaDay,
  orderDues,
  PAYMENT_API,
  type PaymentRecordType,
} from '@shala/shared';
import { shownDay } from '../fields';
import type { Estimation, PaymentMade } from './student-dues';

/**
 * What a student's fee details show of their dues (pure, so it is tested without a browser):
 * the rows in the order they are paid, their marks, and the totals.
 */

export const RECORD_TYPE_TITLES: Record<PaymentRecordType, string> = {
  FEES: 'Fees',
  TRANSPORTATION_FEES: 'Transport fees',
};

/** Marks beside a particular's name: overdue (red), carried over from last session. */
export type DueMark = 'Overdue' | 'Previous session' | 'Late fee' | 'Discount' | 'Lapsed';

export function dueMarks(due: DueView): DueMark[] {
  const marks: DueMark[] = [];
  if (due.kind === 'DISCOUNT') marks.push('Discount');
  // Issue 22: an early-payment discount is given only to a payment made by its date.
  if (due.kind === 'DISCOUNT' && due.lapsed) marks.push('Lapsed');
  if (due.overdue && due.kind === 'CHARGE' && due.remaining > 0) marks.push('Overdue');
  if (due.previousCarryOver) marks.push('Previous session');
  if (due.source === 'LATE_FEE') marks.push('Late fee');
  return marks;
}

/** The money columns of the fee table. */
export type DueFigure = 'payable' | 'paid' | 'discount' | 'remaining';

/** What a discount particular's money columns show: it is not counted in them. */
export const NOT_COUNTED = '—';

/**
 * A row's figure as the table shows it. A discount particular counts through the charge it
 * lowers (in that charge's Discount column) and never in the column totals, so its own columns
 * show a dash and its note (discountNote) says what it takes off: every column adds up to its
 * Total line (issue 22: "Payable − Paid − Discount ≠ Remaining" was read off such a row).
 */
export function shownFigure(due: DueView, figure: DueFigure): string {
  return due.kind === 'DISCOUNT' ? NOT_COUNTED : formatRupees(due[figure]);
}

/** A discount particular's note beside its name: what it takes off, and by when. */
export function discountNote(due: DueView): string | null {
  if (due.kind !== 'DISCOUNT') return null;
  const off = `${formatRupees(due.payable)} off`;
  if (due.lapsed) return `${off} if paid by ${shownDay(due.dueDate)}: not paid in time`;
  if (due.remaining > 0) return `${off} if paid by ${shownDay(due.dueDate)}`;
  return `${off}, given`;
}

/** Dues in the order a payment settles them (spec §4: by due date). */
export const duesInOrder = (dues: readonly DueView[]): DueView[] => orderDues(dues);

/**
 * The totals of one list of dues, when the server did not send them: the one rule the server
 * uses too (packages/shared fee-totals.ts), today in India telling what is overdue.
 */
export function duesTotals(dues: readonly DueView[], now: Date = new Date()): DueTotals {
  return feeTotals(dues, indiaDay(now));
}

/** One record type's totals: the server's (feeTotals, transportTotals), else worked out. */
export const typeTotals = (
  estimation: Estimation,
  type: PaymentRecordType,
  now: Date = new Date(),
): DueTotals => estimation.totalsOf[type] ?? duesTotals(estimation.dues[type], now);

/** Both record types together: the server's totals when it sent them, else the two added. */
export function overallTotals(estimation: Estimation, now: Date = new Date()): DueTotals {
  if (estimation.totals) return estimation.totals;
  return addFeeTotals(
    typeTotals(estimation, 'FEES', now),
    typeTotals(estimation, 'TRANSPORTATION_FEES', now),
  );
}

/**
 * A receipt's address (spec §4: opened in a new tab). The payment's own class when the record
 * names it, else the student's class.
 */
export function receiptUrl(payment: PaymentMade, studentClassId: string | null): string | null {
  // Only the portal's own address opens (never another site's, nor a script).
  if (payment.receiptUrl?.startsWith('/rest/')) return payment.receiptUrl;
  const groupId = payment.groupId ?? studentClassId;
  if (!groupId) return null;
  return `${PAYMENT_API.receipt}?${new URLSearchParams({ groupId, id: payment.id })}`;
}

/** A payment's one-line summary for screen readers and the phone layout. */
export function paymentSummary(payment: PaymentMade, shownMoney: (p: number) => string): string {
  const parts = [RECORD_TYPE_TITLES[payment.recordType], shownMoney(payment.amount)];
  if (payment.discount > 0) parts.push(`discount ${shownMoney(payment.discount)}`);
  if (payment.reverted) parts.push('reverted');
  return parts.join(', ');
}
