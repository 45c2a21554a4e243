import { PAYMENT_MESSAGES, parseRupees, rupeesText } from '@shala/shared';

/**
 * The fee screens' typed fields, read exactly: rupees into integer paise (through the payment
 * form's parseRupees, so "1250.5" is 125050 paise and never a float's 125049.99…), percentages
 * into basis points (12.5% is 1,250), days into whole numbers, and calendar days checked.
 */

export const FIELD_MESSAGES = {
  amountRequired: 'Amount required',
  amountPositive: 'Amount must be more than ₹0.',
  percentNumeric: 'Percentage can have only numeric values',
  percentRange: 'Percentage must be from 0 to 100.',
  percentDecimals: 'Percentage can have at most 2 decimal places.',
  daysWhole: 'Days must be a whole number from 0 to 365.',
  dateRequired: 'Choose a valid date.',
} as const;

export type Reading<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A rupee amount typed into a fee field, in paise. `positive`: a particular's amount must be
 * more than nothing; otherwise (a late fee) blank and 0 are nothing.
 */
export function readRupees(text: string, options: { positive: boolean }): Reading<number> {
  if (options.positive && text.trim() === '')
    return { ok: false, message: FIELD_MESSAGES.amountRequired };
  const read = parseRupees(text);
  if (!read.ok) return { ok: false, message: read.message };
  if (options.positive && read.paise <= 0)
    return { ok: false, message: FIELD_MESSAGES.amountPositive };
  return { ok: true, value: read.paise };
}

/** Paise written back into a rupee field: 125050 → "1250.50", 0 → "" (an empty field). */
export const rupeesField = (paise: number) => (paise > 0 ? rupeesText(paise) : '');

const PERCENT = /^\d+(\.\d+)?$/;

/** "12.5" → 1,250 basis points; blank is 0 (no concession). At most two decimals, 0 to 100. */
export function readPercent(text: string): Reading<number> {
  const typed = text.trim().replace(/%$/, '').trim();
  if (typed === '') return { ok: true, value: 0 };
  if (!PERCENT.test(typed)) return { ok: false, message: FIELD_MESSAGES.percentNumeric };
  const [whole = '0', fraction = ''] = typed.split('.');
  if (fraction.length > 2) return { ok: false, message: FIELD_MESSAGES.percentDecimals };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 3) return { ok: false, message: FIELD_MESSAGES.percentRange };
  const basisPoints = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > 10_000) return { ok: false, message: FIELD_MESSAGES.percentRange };
  return { ok: true, value: basisPoints };
}

/** Basis points as the field and the screens write them: 1,250 → "12.5", 0 → "0". */
export function percentText(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const rest = basisPoints % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A number of days (the late fee's grace): blank is 0. */
export function readDays(text: string): Reading<number> {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: 0 };
  if (!/^\d{1,3}$/.test(typed) || Number(typed) > 365)
    return { ok: false, message: FIELD_MESSAGES.daysWhole };
  return { ok: true, value: Number(typed) };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written yyyy-mm-dd (2027-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const SHOWN_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A due date (a calendar day, no time) as people read it: 2026-07-10 → "10 Jul 2026". */
export function shownDay(isoDay: string): string {
  return isIsoDay(isoDay) ? SHOWN_DAY.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay;
}

/** A session's "dd/mm/yyyy" start (spec §3) as yyyy-mm-dd; anything else as it is. */
export function sessionDay(wire: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(wire);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : wire;
}

/** The spec's amount message, for fields that say it where it applies. */
export const AMOUNT_NUMERIC = PAYMENT_MESSAGES.amountNumeric;
