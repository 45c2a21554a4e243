import { allocatePayment, type DueParticular, PAYMENT_TEXTS, paidMapOf } from '@shala/shared';
import { badRequest } from '../../lib/errors.js';

/** What the dues of one student take of a payment, as the server works it out again. */
export type CheckedAllocation = {
  lines: { dueId: string; paid: number; discount: number }[];
};

/** Two paid-maps say the same: the same dues, the same paise (entries of 0 say nothing). */
export function samePaidMap(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): boolean {
  const filled = (m: Readonly<Record<string, number>>) =>
    Object.entries(m).filter(([, paise]) => paise !== 0);
  const left = filled(a);
  const right = new Map(filled(b));
  return left.length === right.size && left.every(([id, paise]) => right.get(id) === paise);
}

/**
 * Spec §4 on the server: the student's total (amount plus discount) spread over their dues as
 * they stand under the payment's lock. A leftover is "Amount Exceeding total Payable"; a
 * paid-map other than the one the allocation gives means the dialog saw other dues (another
 * payment came first, a structure changed): refused, nothing written. `on`: the payment's day in
 * India (a discount particular past its date is not given).
 */
export function checkAllocation(
  dues: readonly DueParticular[],
  total: number,
  paidMap: Readonly<Record<string, number>>,
  on: string,
): CheckedAllocation {
  const allocation = allocatePayment(dues, total, on);
  if (allocation.leftover > 0) throw badRequest(PAYMENT_TEXTS.amountExceeding);
  if (!samePaidMap(paidMapOf(allocation), paidMap)) {
    throw badRequest(PAYMENT_TEXTS.allocationMismatch);
  }
  return {
    lines: allocation.lines.map((l) => ({ dueId: l.id, paid: l.paid, discount: l.discount })),
  };
}
