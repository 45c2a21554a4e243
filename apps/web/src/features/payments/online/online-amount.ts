import { ONLINE_MIN_PAISE, PAYMENT_TEXTS, parseRupees, rupeesText } from '@shala/shared';

/** The Pay online dialog's amount: rupees as typed, read exactly, from ₹1 to what is due. */

export type AmountReading = { ok: true; paise: number } | { ok: false; message: string };

export const ONLINE_MIN_MESSAGE = 'The smallest online payment is ₹1.00.';

export function readOnlineAmount(typed: string, due: number): AmountReading {
  const reading = parseRupees(typed);
  if (!reading.ok) return reading;
  if (reading.paise < ONLINE_MIN_PAISE) return { ok: false, message: ONLINE_MIN_MESSAGE };
  if (reading.paise > due) return { ok: false, message: PAYMENT_TEXTS.amountExceeding };
  return reading;
}

/** The amount the dialog starts with: all that is due. */
export const startingAmount = (due: number) => rupeesText(due);
