/*
 * Aadhaar numbers (issue 25 §5): twelve digits, never starting with 0 or 1, whose last digit is
 * a Verhoeff check digit (UIDAI), so a mistyped digit or two swapped neighbours is caught at the
 * desk. A school keeps the number for UDISE+ returns, but shows it only masked: the last four.
 */

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

/** Whether digits (with their check digit last) pass Verhoeff's check. */
function verhoeffValid(digits: string): boolean {
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    const row = PERMUTE[i % 8] as readonly number[];
    c = (MULTIPLY[c] as readonly number[])[row[Number(reversed[i])] as number] as number;
  }
  return c === 0;
}

/** The number without the spaces or dashes people type it with. */
export const aadhaarDigits = (text: string) => text.replace(/[\s-]/g, '');

/** Twelve digits, not starting with 0 or 1, with a valid check digit. */
export function isAadhaar(text: string): boolean {
  const digits = aadhaarDigits(text);
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}

/** As the record shows it: "XXXX XXXX 1234". */
export const maskAadhaar = (digits: string) => `XXXX XXXX ${digits.slice(-4)}`;
