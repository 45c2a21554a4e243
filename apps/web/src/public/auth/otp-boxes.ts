import { OTP_LENGTH } from '@shala/shared';

/** The six single-digit boxes of the one-time-code screen, and where the focus goes next. */
export type OtpBoxes = { digits: string[]; focus: number };

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const clampIndex = (index: number) => Math.max(0, Math.min(OTP_LENGTH - 1, index));

/**
 * Text typed or pasted into box `index`. One digit fills the box and moves on; several digits
 * (a paste, or the phone's one-time-code autofill) fill from this box on, or all six boxes when
 * six or more arrive. Anything that is not a digit is ignored.
 */
export function enterText(digits: readonly string[], index: number, text: string): OtpBoxes {
  const typed = text.replace(/\D/g, '');
  const next = [...digits];
  if (typed.length === 0) {
    return { digits: next, focus: clampIndex(index) };
  }
  if (typed.length >= OTP_LENGTH) {
    const all = typed.slice(0, OTP_LENGTH).split('');
    return { digits: all, focus: OTP_LENGTH - 1 };
  }
  // A box that already held a digit receives its old digit plus the new one (before or after
  // it, depending on the caret): keep the new one.
  const old = next[index];
  let incoming = typed;
  if (typed.length === 2 && old) {
    if (typed[0] === old) incoming = typed.slice(1);
    else if (typed[1] === old) incoming = typed.slice(0, 1);
  }
  let at = clampIndex(index);
  for (const digit of incoming) {
    if (at >= OTP_LENGTH) break;
    next[at] = digit;
    at += 1;
  }
  return { digits: next, focus: clampIndex(at) };
}

/** Backspace in box `index`: clear it; when it is already empty, clear and go to the one before. */
export function pressBackspace(digits: readonly string[], index: number): OtpBoxes {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clampIndex(index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

export function otpCode(digits: readonly string[]): string {
  return digits.join('');
}

export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));
}
