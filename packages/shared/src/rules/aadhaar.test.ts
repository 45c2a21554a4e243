import { describe, expect, it } from 'vitest';
import { isAadhaar, maskAadhaar } from './aadhaar.js';

describe('Aadhaar numbers', () => {
  // 2341 2341 2346 is UIDAI's published sample; its check digit is 6.
  it('takes a number with a valid check digit, spaces or dashes forgiven', () => {
    expect(isAadhaar('234123412346')).toBe(true);
    expect(isAadhaar('2341 2341 2346')).toBe(true);
    expect(isAadhaar('2341-2341-2346')).toBe(true);
  });

  it('refuses a mistyped digit, two swapped neighbours, a leading 0 or 1 and the wrong length', () => {
    expect(isAadhaar('234123412347')).toBe(false);
    expect(isAadhaar('234123412364')).toBe(false);
    expect(isAadhaar('324123412346')).toBe(false);
    expect(isAadhaar('134123412346')).toBe(false);
    expect(isAadhaar('23412341234')).toBe(false);
    expect(isAadhaar('2341234123461')).toBe(false);
    expect(isAadhaar('2341 2341 234a')).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
  });
});
