import { TRANSACTION_ID_LENGTH } from '../constants/payments.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Spec §5, §9: the payment form's transaction ID is pre-filled with 15 random uppercase
 * characters. `randomValues` fills an array the way `crypto.getRandomValues` does.
 */
export function newTransactionId(
  randomValues: (array: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a),
): string {
  const values = randomValues(new Uint32Array(TRANSACTION_ID_LENGTH));
  return Array.from(values, (v) => LETTERS[v % LETTERS.length]).join('');
}

/**
 * The characters a transaction ID may have once trimmed: letters, digits, spaces and - _ / .,
 * starting with a letter or digit (a cheque or UTR number is often typed in groups).
 */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_/. ]*$/;

/** Razorpay's payment ids (pay_ and letters and digits), which are case-sensitive. */
const GATEWAY_PAYMENT_ID = /^pay_[A-Za-z0-9]+$/;

/**
 * A transaction ID as the bank compares it: case and spaces do not make another payment, so
 * " chq 1795 862 " and "CHQ1795862" are one reference. Spaces are removed (not collapsed: a
 * reference printed in groups is the same number without them) and letters upper-cased. The
 * gateway's pay_… ids are kept as they come, since two of them may differ only in case. One
 * payment per key in an institute; the ID is shown as typed.
 */
export function transactionIdKey(transactionId: string): string {
  const trimmed = transactionId.trim();
  if (GATEWAY_PAYMENT_ID.test(trimmed)) return trimmed;
  return trimmed.replace(/\s+/g, '').toUpperCase();
}
