/**
 * How a payment is spread over a student's dues (spec §4 "Payment form"). The dialog runs it to
 * show what each particular will receive, and the server runs it again on the rows it has locked
 * and refuses a payment whose allocation differs: one rule, both sides. All amounts are paise.
 *
 * The rules, in the spec's words and ours:
 * - Dues are taken in order of due date (then their position in the structure).
 * - "A discount particular applies only when the previous particular can take it or is fully
 *   paid": a discount particular lowers the charge right before it. It is applied when that
 *   charge gets settled by this payment counting the discount (it "can take it"), or when the
 *   charge was settled before (it "is fully paid"); the discount then lowers the next charges.
 *   A discount never lowers a charge below nothing, and is never applied to settle nothing.
 * - A discount particular applies only when the payment is made by its date (its due date, in
 *   India): an "Early payment discount" of April is not given to a payment of November (issue
 *   22). Past its date it has lapsed: it lowers nothing and the cash pays the charge in full.
 * - "Allocation stops at the first particular that cannot be paid": that particular receives
 *   what is left, and nothing after it receives anything.
 * - What is left after every due is settled is the leftover: "Amount Exceeding total Payable".
 */

import type { DueKind } from '../constants/payments.js';

export type DueParticular = {
  id: string;
  particular: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** Order within one due date (a discount particular comes right after its charge). */
  position: number;
  kind: DueKind;
  /** What the charge costs, or what the discount takes off; > 0. */
  amount: number;
  /** A charge: paid so far (cash and the cashier's discounts). A discount: applied so far. */
  paid: number;
  /** A charge: discount particulars applied to it so far. Always 0 for a discount. */
  discount: number;
  previousCarryOver?: boolean;
};

export type AllocationLine = {
  id: string;
  /** Added to the due's paid: from the payment's total (amount plus the cashier's discount). */
  paid: number;
  /** Added to a charge's discount (discount particulars), or to a discount particular's applied. */
  discount: number;
};

export type Allocation = {
  /** One line per due that receives something, in allocation order. */
  lines: AllocationLine[];
  /** Paise of the total given to dues. */
  allocated: number;
  /** Paise of the total nothing could take: "Amount Exceeding total Payable" when > 0. */
  leftover: number;
  /** The charge that took what was left without being paid in full; null when none did. */
  stoppedAt: string | null;
};

/** What is still owed on a charge, or still to be applied of a discount particular. */
export function dueRemaining(due: Pick<DueParticular, 'amount' | 'paid' | 'discount'>): number {
  return Math.max(0, due.amount - due.paid - due.discount);
}

/**
 * Whether a discount particular can still be given to a payment made on `on` (yyyy-mm-dd in
 * India): only by its date. A charge never lapses.
 */
export function discountLapsed(due: Pick<DueParticular, 'kind' | 'dueDate'>, on: string): boolean {
  return due.kind === 'DISCOUNT' && due.dueDate < on;
}

/** What a payment made on `on` can still take of a due: a lapsed discount gives nothing. */
export function dueOpen(due: DueParticular, on: string): number {
  return discountLapsed(due, on) ? 0 : dueRemaining(due);
}

/** Dues in the order the spec pays them: by due date, then position. */
export function orderDues<T extends DueParticular>(dues: readonly T[]): T[] {
  return [...dues].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.position - b.position || a.id.localeCompare(b.id),
  );
}

/**
 * Spreads `total` paise, paid on the day `on` (yyyy-mm-dd in India), over `dues`. Pure: the dues
 * are not changed; the lines say what to add.
 */
export function allocatePayment(
  dues: readonly DueParticular[],
  total: number,
  on: string,
): Allocation {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be whole paise');
  const ordered = orderDues(dues);
  const lines = new Map<string, AllocationLine>();
  const add = (id: string, paid: number, discount: number) => {
    if (paid === 0 && discount === 0) return;
    const line = lines.get(id) ?? { id, paid: 0, discount: 0 };
    line.paid += paid;
    line.discount += discount;
    lines.set(id, line);
  };
  /** Discounts applied in this payment and not yet used to lower a charge, newest last. */
  const credits: { id: string; left: number }[] = [];
  const creditLeft = () => credits.reduce((sum, c) => sum + c.left, 0);
  /** Lowers `charge` by up to `upTo` paise of credit; returns how much it took. */
  const useCredit = (chargeId: string, upTo: number) => {
    let used = 0;
    for (const credit of credits) {
      const take = Math.min(credit.left, upTo - used);
      credit.left -= take;
      used += take;
      if (used === upTo) break;
    }
    add(chargeId, 0, used);
    return used;
  };
  const applyDiscount = (due: DueParticular) => {
    const amount = dueOpen(due, on);
    if (amount === 0) return;
    add(due.id, 0, amount);
    credits.push({ id: due.id, left: amount });
  };

  let cash = total;
  let stoppedAt: string | null = null;
  const consumed = new Set<string>();
  for (let i = 0; i < ordered.length && stoppedAt === null; i++) {
    const due = ordered[i] as DueParticular;
    if (consumed.has(due.id)) continue;
    if (due.kind === 'DISCOUNT') {
      // Reached on its own: the charge before it is fully paid (or there is none).
      applyDiscount(due);
      continue;
    }
    const owed = dueRemaining(due);
    if (owed === 0) continue;
    const next = ordered[i + 1];
    const nextDiscount = next?.kind === 'DISCOUNT' ? dueOpen(next, on) : 0;
    if (cash + creditLeft() + nextDiscount >= owed) {
      // Settled: with its own discount particular when it "can take it".
      if (next && nextDiscount > 0) {
        applyDiscount(next);
        consumed.add(next.id);
      }
      const fromCredit = useCredit(due.id, owed);
      add(due.id, owed - fromCredit, 0);
      cash -= owed - fromCredit;
    } else {
      // The first particular that cannot be paid: it takes what is left, and allocation stops.
      if (cash + creditLeft() === 0) break;
      useCredit(due.id, owed);
      add(due.id, cash, 0);
      cash = 0;
      stoppedAt = due.id;
    }
  }
  // A discount applied with nothing left to lower is not applied (or only as far as it was used).
  for (const credit of credits) {
    if (credit.left === 0) continue;
    const line = lines.get(credit.id) as AllocationLine;
    line.discount -= credit.left;
    if (line.paid === 0 && line.discount === 0) lines.delete(credit.id);
  }
  const allocated = total - cash;
  return { lines: [...lines.values()], allocated, leftover: cash, stoppedAt };
}

/**
 * What a cashier must take on the day `on` to settle every due: the cart's "total payable" for a
 * student (the discounts still open by then taken off).
 */
export function totalPayable(dues: readonly DueParticular[], on: string): number {
  const owed = orderDues(dues)
    .filter((due) => due.kind === 'CHARGE')
    .reduce((sum, due) => sum + dueRemaining(due), 0);
  return allocatePayment(dues, owed, on).allocated;
}

/**
 * Spec §4: "Ticking a particular's checkbox sets the total to the cumulative payable up to it
 * (plus the following discount when applicable)": the cash that settles every due up to and
 * including `id`, with the discount particular right after it when that one applies.
 */
export function cumulativePayable(dues: readonly DueParticular[], id: string, on: string): number {
  const ordered = orderDues(dues);
  const index = ordered.findIndex((due) => due.id === id);
  if (index < 0) return 0;
  const following = ordered[index + 1];
  const end = following?.kind === 'DISCOUNT' ? index + 2 : index + 1;
  return totalPayable(ordered.slice(0, end), on);
}
