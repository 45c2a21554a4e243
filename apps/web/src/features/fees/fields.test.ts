import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  isIsoDay,
  percentText,
  readDays,
  readPercent,
  readRupees,
  rupeesField,
  sessionDay,
  shownDay,
} from './fields';

describe('rupee fields', () => {
  it('read rupees into exact paise, never through a float', () => {
    expect(readRupees('1250.5', { positive: true })).toEqual({ ok: true, value: 125050 });
    expect(readRupees('0.29', { positive: true })).toEqual({ ok: true, value: 29 });
    expect(readRupees('4999.99', { positive: true })).toEqual({ ok: true, value: 499999 });
    expect(readRupees(' 100 ', { positive: true })).toEqual({ ok: true, value: 10000 });
  });

  it('refuse what is not an amount with the spec message, and more than two decimals', () => {
    expect(readRupees('12abc', { positive: true })).toEqual({
      ok: false,
      message: 'Amount can have only numeric values',
    });
    expect(readRupees('1,250', { positive: true }).ok).toBe(false);
    expect(readRupees('1.234', { positive: true }).ok).toBe(false);
    expect(readRupees('-5', { positive: false }).ok).toBe(false);
    expect(readRupees('10000001', { positive: true }).ok).toBe(false);
  });

  it('ask a particular for more than nothing, and let a late fee be blank or 0', () => {
    expect(readRupees('', { positive: true })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.amountRequired,
    });
    expect(readRupees('0', { positive: true })).toEqual({
      ok: false,
      message: FIELD_MESSAGES.amountPositive,
    });
    expect(readRupees('', { positive: false })).toEqual({ ok: true, value: 0 });
    expect(readRupees('0.00', { positive: false })).toEqual({ ok: true, value: 0 });
  });

  it('write paise back as the field shows them', () => {
    expect(rupeesField(125050)).toBe('1250.50');
    expect(rupeesField(500000)).toBe('5000');
    expect(rupeesField(0)).toBe('');
  });
});

describe('percentage fields', () => {
  it('read percentages into basis points exactly', () => {
    expect(readPercent('12.5')).toEqual({ ok: true, value: 1250 });
    expect(readPercent('10')).toEqual({ ok: true, value: 1000 });
    expect(readPercent('0.01')).toEqual({ ok: true, value: 1 });
    expect(readPercent('100%')).toEqual({ ok: true, value: 10000 });
    expect(readPercent('')).toEqual({ ok: true, value: 0 });
  });

  it('refuse more than 100, three decimals, signs and words', () => {
    expect(readPercent('100.01')).toEqual({ ok: false, message: FIELD_MESSAGES.percentRange });
    expect(readPercent('1000')).toEqual({ ok: false, message: FIELD_MESSAGES.percentRange });
    expect(readPercent('12.345')).toEqual({ ok: false, message: FIELD_MESSAGES.percentDecimals });
    expect(readPercent('-5').ok).toBe(false);
    expect(readPercent('ten').ok).toBe(false);
  });

  it('write basis points back without trailing zeros', () => {
    expect(percentText(1250)).toBe('12.5');
    expect(percentText(1000)).toBe('10');
    expect(percentText(1)).toBe('0.01');
    expect(percentText(1210)).toBe('12.1');
  });
});

describe('days and dates', () => {
  it('read grace days as whole numbers up to a year', () => {
    expect(readDays('')).toEqual({ ok: true, value: 0 });
    expect(readDays('7')).toEqual({ ok: true, value: 7 });
    expect(readDays('366').ok).toBe(false);
    expect(readDays('1.5').ok).toBe(false);
  });

  it('know a real calendar day', () => {
    expect(isIsoDay('2027-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('2027-13-01')).toBe(false);
    expect(isIsoDay('10/07/2026')).toBe(false);
  });

  it('show a due date as en-GB reads it, whatever the time zone', () => {
    expect(shownDay('2026-07-10')).toBe('10 Jul 2026');
    expect(shownDay('nonsense')).toBe('nonsense');
  });

  it("read a session's dd/mm/yyyy start", () => {
    expect(sessionDay('01/04/2026')).toBe('2026-04-01');
    expect(sessionDay('2026-04-01')).toBe('2026-04-01');
  });
});
