import { describe, expect, it } from 'vitest';
import {
  MONEY_TEXTS,
  readApprovalLimit,
  readEntryAmount,
  readOpening,
  rupeesField,
  sumPaise,
} from './money';

describe('an entry’s amount in rupees', () => {
  it('reads rupees and paise exactly, never through a float', () => {
    expect(readEntryAmount('1250')).toEqual({ ok: true, paise: 125_000 });
    expect(readEntryAmount(' 1250.5 ')).toEqual({ ok: true, paise: 125_050 });
    expect(readEntryAmount('0.29')).toEqual({ ok: true, paise: 29 });
    // 1.15 * 100 is 114.99999999999999 as a float.
    expect(readEntryAmount('1.15')).toEqual({ ok: true, paise: 115 });
    expect(readEntryAmount('100000')).toEqual({ ok: true, paise: 10_000_000 });
    expect(readEntryAmount('10000000')).toEqual({ ok: true, paise: 1_000_000_000 });
  });

  it('is required, above ₹0 and at most ₹1,00,00,000', () => {
    expect(readEntryAmount('')).toEqual({ ok: false, message: MONEY_TEXTS.amountRequired });
    expect(readEntryAmount('0')).toEqual({ ok: false, message: MONEY_TEXTS.amountAboveZero });
    expect(readEntryAmount('0.00')).toMatchObject({ ok: false });
    expect(readEntryAmount('10000000.01')).toMatchObject({ ok: false });
    expect(readEntryAmount('99999999999999')).toMatchObject({ ok: false });
  });

  it('refuses what is not a plain number', () => {
    for (const typed of ['1,250', '12a', '₹12', '1.234', '-5', '1e3']) {
      expect(readEntryAmount(typed).ok, typed).toBe(false);
    }
  });
});

describe('the approval limit', () => {
  it('takes 0 (every entry waits) and the most an entry may be', () => {
    expect(readApprovalLimit('0')).toEqual({ ok: true, paise: 0 });
    expect(readApprovalLimit('25000')).toEqual({ ok: true, paise: 2_500_000 });
    expect(readApprovalLimit('10000000.01')).toMatchObject({ ok: false });
    expect(readApprovalLimit(' ')).toEqual({ ok: false, message: MONEY_TEXTS.limitRequired });
  });
});

describe('an opening balance', () => {
  it('is signed: an overdrawn account brings a debit forward', () => {
    expect(readOpening('')).toEqual({ ok: true, paise: 0 });
    expect(readOpening('15000.75')).toEqual({ ok: true, paise: 1_500_075 });
    expect(readOpening('-2500.5')).toEqual({ ok: true, paise: -250_050 });
    expect(readOpening('+10')).toEqual({ ok: true, paise: 1000 });
    expect(readOpening('-0')).toEqual({ ok: true, paise: 0 });
  });

  it('is at most ₹10,00,00,000 either way, with at most two decimals', () => {
    expect(readOpening('100000000')).toEqual({ ok: true, paise: 10_000_000_000 });
    expect(readOpening('-100000000')).toEqual({ ok: true, paise: -10_000_000_000 });
    expect(readOpening('100000000.01')).toEqual({
      ok: false,
      message: MONEY_TEXTS.openingTooLarge,
    });
    expect(readOpening('9999999999999999')).toMatchObject({ ok: false });
    expect(readOpening('1.234')).toEqual({ ok: false, message: MONEY_TEXTS.tooManyDecimals });
    expect(readOpening('1,000')).toEqual({ ok: false, message: MONEY_TEXTS.numeric });
  });
});

describe('paise written back into a field', () => {
  it('reads back as it was typed', () => {
    expect(rupeesField(0)).toBe('0');
    expect(rupeesField(125_000)).toBe('1250');
    expect(rupeesField(125_050)).toBe('1250.50');
    expect(rupeesField(-50)).toBe('-0.50');
    expect(rupeesField(-250_050)).toBe('-2500.50');
    for (const paise of [1, 99, 100, 123_456_789, -7]) {
      expect(readOpening(rupeesField(paise))).toEqual({ ok: true, paise });
    }
  });

  it('sums integer paise exactly', () => {
    expect(sumPaise([10, 20, 30])).toBe(60);
    expect(sumPaise([])).toBe(0);
  });
});
