import { type DueTotals, type DueView, dueRemaining, orderDues, totalPayable } from '@shala/shared';
import type { StudentDue } from './dues-queries.js';

/**
 * Dues as the fee pages and the cart show them, and a student's totals. Overdue: a charge with
 * something remaining whose due date is before today (the clock's day).
 */

export function toDueView(due: StudentDue, today: string): DueView {
  const remaining = dueRemaining(due);
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
    previousCarryOver: due.previousCarryOver,
    source: due.source,
  };
}

export const dueViews = (dues: readonly StudentDue[], today: string): DueView[] =>
  orderDues(dues).map((d) => toDueView(d, today));

/** payable = paid + due, where due is the cash that settles everything now (totalPayable). */
export function totalsOf(dues: readonly StudentDue[], today: string): DueTotals {
  const charges = dues.filter((d) => d.kind === 'CHARGE');
  const paid = charges.reduce((s, d) => s + d.paid, 0);
  const discount = charges.reduce((s, d) => s + d.discount, 0);
  const due = totalPayable(dues);
  const overdue = charges.filter((d) => d.dueDate < today).reduce((s, d) => s + dueRemaining(d), 0);
  return { payable: paid + due, paid, discount, due, overdue };
}

export const addTotals = (a: DueTotals, b: DueTotals): DueTotals => ({
  payable: a.payable + b.payable,
  paid: a.paid + b.paid,
  discount: a.discount + b.discount,
  due: a.due + b.due,
  overdue: a.overdue + b.overdue,
});

export const NO_TOTALS: DueTotals = { payable: 0, paid: 0, discount: 0, due: 0, overdue: 0 };
