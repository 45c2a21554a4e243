import {
  AMOUNT_PATTERN,
  EXPENSE_MAX_PAISE,
  formatRupees,
  parseRupees,
  type RupeesReading,
  rupeesText,
} from '@shala/shared';

/**
 * Rupees as typed into the expenses' fields, read into integer paise exactly (the text is split
 * at the point, never multiplied as a float): payments' parseRupees for the amounts, a signed
 * reading for the opening balances (an overdrawn account brings a debit forward).
 */

export const MONEY_TEXTS = {
  amountRequired: 'Enter the amount in rupees.',
  amountAboveZero: 'The amount must be more than ₹0.',
  tooLarge: `The amount cannot be more than ${formatRupees(EXPENSE_MAX_PAISE)}.`,
  limitRequired: 'Enter the approval limit in rupees (0: every entry waits for approval).',
  openingTooLarge: `An opening balance is at most ${formatRupees(EXPENSE_MAX_PAISE * 10)} either way.`,
  tooManyDecimals: 'Amount can have at most 2 decimal places.',
  numeric: 'Amount can have only numeric values',
} as const;

/** An entry's amount: required, above ₹0, at most ₹1,00,00,000. */
export function readEntryAmount(typed: string): RupeesReading {
  if (!typed.trim()) return { ok: false, message: MONEY_TEXTS.amountRequired };
  const read = parseRupees(typed);
  if (!read.ok) return read;
  if (read.paise <= 0) return { ok: false, message: MONEY_TEXTS.amountAboveZero };
  if (read.paise > EXPENSE_MAX_PAISE) return { ok: false, message: MONEY_TEXTS.tooLarge };
  return read;
}

/** The approval limit: required (0 sends every entry for approval), at most ₹1,00,00,000. */
export function readApprovalLimit(typed: string): RupeesReading {
  if (!typed.trim()) return { ok: false, message: MONEY_TEXTS.limitRequired };
  const read = parseRupees(typed);
  if (!read.ok) return read;
  if (read.paise > EXPENSE_MAX_PAISE) return { ok: false, message: MONEY_TEXTS.tooLarge };
  return read;
}

/** An opening balance: blank is ₹0, a leading minus a debit, at most ₹10,00,00,000 either way. */
export function readOpening(typed: string): RupeesReading {
  const text = typed.trim();
  if (text === '') return { ok: true, paise: 0 };
  if (!AMOUNT_PATTERN.test(text)) return { ok: false, message: MONEY_TEXTS.numeric };
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  if (fraction.length > 2) return { ok: false, message: MONEY_TEXTS.tooManyDecimals };
  const digits = whole.replace(/^0+(?=\d)/, '');
  // Past 12 digits of rupees it is above the limit anyway; stop before it overflows.
  if (digits.length > 12) return { ok: false, message: MONEY_TEXTS.openingTooLarge };
  const size = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (size > EXPENSE_MAX_PAISE * 10) return { ok: false, message: MONEY_TEXTS.openingTooLarge };
  return { ok: true, paise: negative && size > 0 ? -size : size };
}

/** Paise written back into a field: 125050 → "1250.50", -50 → "-0.50", 0 → "0". */
export function rupeesField(paise: number): string {
  return paise < 0 ? `-${rupeesText(-paise)}` : rupeesText(paise);
}

/** A sum of paise, exact while it stays an integer (every amount on the wire is one). */
export const sumPaise = (amounts: readonly number[]) => amounts.reduce((sum, a) => sum + a, 0);
