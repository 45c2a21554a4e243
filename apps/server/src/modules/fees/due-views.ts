import {
  type DueTotals,
  type DueView,
  discountLapsed,
  dueOpen,
  dueRemaining,
  feeTotals,
  orderDues,
} from '@shala/shared';
import type { StudentDue } from './dues-queries.js';

/**
 * Dues as the fee pages and the cart show them, and a student's totals. Overdue: a charge with
 * something remaining whose due date is before today (the clock's day). A discount particular
 * past its date has lapsed: nothing of it is left to give.
 */

export function toDueView(due: StudentDue, today: string): DueView {
  const remaining = dueOpen(due, today);
  return {
    id: due.id,
    particular: due.particular,
    dueDate: due.dueDate,
    position: due.position,
    kind: due.kind,
    amount: due.amount,
    paid: due.paid,
    discount: due.discount,
    concession: due.concession,
    remaining,
    payable: due.amount,
    overdue: due.kind === 'CHARGE' && remaining > 0 && due.dueDate < today,
    lapsed: discountLapsed(due, today) && dueRemaining(due) > 0,
    previousCarryOver: due.previousCarryOver,
    source: due.source,
  };
}

export const dueViews = (dues: readonly StudentDue[], today: string): DueView[] =>
  orderDues(dues).map((d) => toDueView(d, today));

/** The one rule of packages/shared (fee-totals.ts): payable − paid − discount = due. */
export const totalsOf = (dues: readonly StudentDue[], today: string): DueTotals =>
  feeTotals(dues, today);
