import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, rupeesInWords } from './amount-in-words.js';

describe('amountInWords (receipts, Indian system)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_500, 'Rupees Fifteen Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [1_234_500, 'Rupees Twelve Thousand Three Hundred Forty-Five Only'],
    [12_050_050, 'Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only'],
    [99_99_999_00, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [25_07_00_310_05, 'Rupees Twenty-Five Crore Seven Lakh Three Hundred Ten and Five Paise Only'],
    [50, 'Fifty Paise Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores above 99 in the same system', () => {
    expect(rupeesInWords(1_50_00_00_000)).toBe('One Hundred Fifty Crore');
  });

  it('refuses what is not whole, non-negative paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });

  it('shows rupees with Indian digit grouping', () => {
    expect(formatRupees(12_050_050)).toBe('₹1,20,500.50');
  });
});
