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
