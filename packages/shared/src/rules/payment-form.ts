/**
 * The payment form's rules (spec §4 "Payment form", §5 "Payment"), pure so that the dialog's
 * behaviour is tested without a browser. Amounts are integer paise; the form's fields are
 * rupees as typed, read exactly (the text is split, never multiplied as a float).
 *
 * One payment line per student: amount (what the cashier takes), discount (what the cashier
 * lets off) and total = amount + discount (what is spread over the student's dues).
 */

import { DAY_PATTERN } from '../constants/formats.js';
import {
  PAYMENT_MAX_PAISE,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_GROUP,
  PAYMENT_METHODS,
  type PaymentMethod,
  TRANSACTION_ID_MAX,
} from '../constants/payments.js';
import {
  type Allocation,
  cumulativePayable,
  type DueParticular,
  dueOpen,
  orderDues,
} from './payment-allocation.js';
import { discountAboveAmount } from './payment-line.js';
import { TRANSACTION_ID_PATTERN } from './transaction-id.js';

/** Spec §5: "decimal pattern with optional sign and decimals". */
export const AMOUNT_PATTERN = /^[+-]?\d+(\.\d+)?$/;

export const PAYMENT_FORM_MESSAGES = {
  /** Rupees are written with at most two decimals: paise are the smallest unit. */
  tooManyDecimals: 'Amount can have at most 2 decimal places.',
  negative: 'Amount cannot be negative.',
  tooLarge: 'Amount cannot be more than ₹1,00,00,000.',
  transactionIdRequired: 'Transaction ID required',
  transactionIdTooLong: `Transaction ID can have at most ${TRANSACTION_ID_MAX} characters.`,
  transactionIdCharacters: 'Transaction ID can have only letters, digits, spaces and - _ / .',
  mediumRequired: 'Payment medium required',
  accountRequired: 'Financial account required',
  dateRequired: 'Choose the date of the payment.',
} as const;

export type RupeesReading = { ok: true; paise: number } | { ok: false; message: string };

/**
 * A rupee amount as typed ("1,250.5" is not one; "1250.5" is) in paise. Blank reads as 0: an
 * empty discount is no discount, an empty amount is nothing paid.
 */
export function parseRupees(typed: string): RupeesReading {
  const text = typed.trim();
  if (text === '') return { ok: true, paise: 0 };
  if (!AMOUNT_PATTERN.test(text)) return { ok: false, message: PAYMENT_MESSAGES.amountNumeric };
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  if (fraction.length > 2) return { ok: false, message: PAYMENT_FORM_MESSAGES.tooManyDecimals };
  // Past 11 digits of rupees the number is above the limit anyway; stop before it overflows.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 11) return { ok: false, message: PAYMENT_FORM_MESSAGES.tooLarge };
  const paise = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (negative && paise > 0) return { ok: false, message: PAYMENT_FORM_MESSAGES.negative };
  if (paise > PAYMENT_MAX_PAISE) return { ok: false, message: PAYMENT_FORM_MESSAGES.tooLarge };
  return { ok: true, paise };
}

/** Paise as the form writes them back into a field: 125000 → "1250", 125050 → "1250.50". */
export function rupeesText(paise: number): string {
  const rupees = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** One student's part of the payment, in paise. */
export type PaymentLine = { amount: number; discount: number; total: number };

export const EMPTY_LINE: PaymentLine = { amount: 0, discount: 0, total: 0 };

/** A change of the form, and the warning (spec §4) it raised, if any. */
export type LineChange = { line: PaymentLine; warning?: string };

/** Spec §4: "amount and total stay in sync": the amount typed, the discount kept. */
export function withAmount(line: PaymentLine, amount: number): LineChange {
  return { line: { amount, discount: line.discount, total: amount + line.discount } };
}

/**
 * Spec §4: "Setting a discount recomputes the amount as total minus discount. If the discount
 * exceeds the total, amount, total and discount are reset to 0 with a warning."
 */
export function withDiscount(line: PaymentLine, discount: number): LineChange {
  if (discount > line.total)
    return { line: EMPTY_LINE, warning: PAYMENT_MESSAGES.discountTooLarge };
  return { line: { amount: line.total - discount, discount, total: line.total } };
}

/** A new total (a ticked particular): the discount kept, the amount what is left of it. */
export function withTotal(line: PaymentLine, total: number): LineChange {
  if (line.discount > total)
    return { line: EMPTY_LINE, warning: PAYMENT_MESSAGES.discountTooLarge };
  return { line: { amount: total - line.discount, discount: line.discount, total } };
}

/**
 * Spec §4: "Ticking a particular's checkbox sets the total to the cumulative payable up to it
 * (plus the following discount when applicable)." Clearing it sets the total to what settles
 * every charge before it, so the particular is no longer paid in full. `on`: the payment's day
 * (a discount particular past its date is not taken off).
 */
export function tickParticular(
  line: PaymentLine,
  dues: readonly DueParticular[],
  id: string,
  ticked: boolean,
  on: string,
): LineChange {
  if (ticked) return withTotal(line, cumulativePayable(dues, id, on));
  const ordered = orderDues(dues);
  const index = ordered.findIndex((due) => due.id === id);
  const before = ordered
    .slice(0, Math.max(0, index))
    .reverse()
    .find((due) => due.kind === 'CHARGE');
  return withTotal(line, before ? cumulativePayable(dues, before.id, on) : 0);
}

/** What the form says about one student's line; an empty object when it may be saved. */
export type LineErrors = { amount?: string; discount?: string; total?: string };

/**
 * Spec §5: "total at most the total payable"; the discount no more than the amount, the rule
 * the API's schemas hold too (payment-line.ts). A line paying nothing is no error here: that
 * student is left out, and Save waits for someone who pays (linePays).
 */
export function lineErrors(line: PaymentLine, payable: number): LineErrors {
  const errors: LineErrors = {};
  if (discountAboveAmount(line)) errors.discount = PAYMENT_MESSAGES.discountTooLarge;
  if (line.total > payable) errors.total = PAYMENT_MESSAGES.amountExceeding;
  return errors;
}

/** How one particular fares in the payment being typed, for its row and its checkbox. */
export type ParticularPreview = {
  id: string;
  /** Paise of this payment's total it receives (a charge) or applies (a discount particular). */
  receives: number;
  /** Discount particulars lowering it in this payment (a charge). */
  discounted: number;
  /** Still owed (or still to apply) before this payment. */
  remainingBefore: number;
  /** Still owed after it. */
  remainingAfter: number;
  /** Owed nothing before this payment. */
  settledBefore: boolean;
  /** Owes nothing once this payment is recorded: its checkbox is ticked. */
  settledAfter: boolean;
};

/**
 * Each due, in the order they are paid, with what the allocation (of a payment on the day `on`)
 * gives it; a discount particular past its date has nothing left to apply.
 */
export function previewParticulars(
  dues: readonly DueParticular[],
  allocation: Allocation,
  on: string,
): ParticularPreview[] {
  const lines = new Map(allocation.lines.map((line) => [line.id, line]));
  return orderDues(dues).map((due) => {
    const line = lines.get(due.id);
    const remainingBefore = dueOpen(due, on);
    const paid = line?.paid ?? 0;
    const discount = line?.discount ?? 0;
    const isCharge = due.kind === 'CHARGE';
    const remainingAfter = Math.max(0, remainingBefore - paid - discount);
    return {
      id: due.id,
      receives: isCharge ? paid : discount,
      discounted: isCharge ? discount : 0,
      remainingBefore,
      remainingAfter,
      settledBefore: remainingBefore === 0,
      settledAfter: remainingAfter === 0,
    };
  });
}

/** The paid-map sent with a student's payment (spec §3): due id → paise of the total it takes. */
export function paidMapOf(allocation: Allocation): Record<string, number> {
  const paid: Record<string, number> = {};
  for (const line of allocation.lines) if (line.paid > 0) paid[line.id] = line.paid;
  return paid;
}

/** Spec §5: the transaction ID is required, at most 32 characters. */
export function transactionIdError(typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return PAYMENT_FORM_MESSAGES.transactionIdRequired;
  if (text.length > TRANSACTION_ID_MAX) return PAYMENT_FORM_MESSAGES.transactionIdTooLong;
  if (!TRANSACTION_ID_PATTERN.test(text)) return PAYMENT_FORM_MESSAGES.transactionIdCharacters;
  return undefined;
}

/** A financial account's acceptance mediums (spec §3: comma-separated), the known ones only. */
export function acceptedMediums(acceptanceMediums: string | null | undefined): PaymentMethod[] {
  const known = new Set<string>(PAYMENT_METHODS);
  const listed = (acceptanceMediums ?? '').split(',').map((m) => m.trim().toUpperCase());
  return PAYMENT_METHODS.filter((m) => known.has(m) && listed.includes(m));
}

/** The method group (spec §9) a medium belongs to: the record's payment method. */
export const methodOfMedium = (medium: PaymentMethod) => PAYMENT_METHOD_GROUP[medium];

/** yyyy-mm-dd one day before `day` (a calendar day, no time zone involved). */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/**
 * Spec §4: a manual transaction date is "up to today; earliest is the day before the session
 * start". Days are yyyy-mm-dd; with no session start known only the upper bound holds.
 */
export function manualDateBounds(
  today: string,
  sessionStart: string | null | undefined,
): { min: string | undefined; max: string } {
  return { min: sessionStart ? dayBefore(sessionStart) : undefined, max: today };
}

export function manualDateError(
  day: string,
  bounds: { min: string | undefined; max: string },
): string | undefined {
  if (!DAY_PATTERN.test(day)) return PAYMENT_FORM_MESSAGES.dateRequired;
  if (day > bounds.max) return 'The date cannot be after today.';
  if (bounds.min && day < bounds.min) {
    return 'The date cannot be earlier than the day before the session started.';
  }
  return undefined;
}
