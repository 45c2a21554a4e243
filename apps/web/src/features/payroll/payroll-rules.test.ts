import { describe, expect, it } from 'vitest';
import {
  accountSpoken,
  daysText,
  dispositionName,
  maskedAccount,
  monthError,
  monthOf,
  newestFirst,
  PAYROLL_MONEY_TEXTS,
  payslipFileName,
  payslipTotals,
  previousMonth,
  readMonthRupees,
  rupeesField,
  totalsAgree,
} from './payroll-rules';

describe('months', () => {
  it('defaults to the month before today’s, across a year', () => {
    expect(previousMonth(monthOf('2026-06-15'))).toBe('2026-05');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
  });

  it('runs a month once it has begun', () => {
    expect(monthError('2026-05', '2026-06-01')).toBeUndefined();
    expect(monthError('2026-06', '2026-06-01')).toBeUndefined();
    expect(monthError('2026-07', '2026-06-30')).toBe(PAYROLL_MONEY_TEXTS.futureMonth);
    for (const typed of ['', '2026-13', '2026-5', 'May 2026', '1999-01']) {
      expect(monthError(typed, '2026-06-01'), typed).toBe(PAYROLL_MONEY_TEXTS.month);
    }
  });
});

describe('a month’s rupees', () => {
  it('reads rupees and paise exactly, never through a float', () => {
    expect(readMonthRupees('30000')).toEqual({ ok: true, paise: 3_000_000 });
    expect(readMonthRupees(' 1.15 ')).toEqual({ ok: true, paise: 115 });
    expect(readMonthRupees('1000000')).toEqual({ ok: true, paise: 100_000_000 });
    expect(readMonthRupees('')).toEqual({ ok: true, paise: 0 });
  });

  it('is at most ₹10,00,000; required and above ₹0 when asked', () => {
    expect(readMonthRupees('1000000.01')).toEqual({
      ok: false,
      message: PAYROLL_MONEY_TEXTS.tooLarge,
    });
    expect(readMonthRupees(' ', { required: true })).toEqual({
      ok: false,
      message: PAYROLL_MONEY_TEXTS.required,
    });
    expect(readMonthRupees('0', { positive: true })).toEqual({
      ok: false,
      message: PAYROLL_MONEY_TEXTS.aboveZero,
    });
    for (const typed of ['1,000', '-5', '12a', '1.234']) {
      expect(readMonthRupees(typed).ok, typed).toBe(false);
    }
  });

  it('writes paise back as typed', () => {
    expect(rupeesField(3_000_000)).toBe('30000');
    expect(rupeesField(125_050)).toBe('1250.50');
    expect(rupeesField(0)).toBe('0');
    expect(rupeesField(0, true)).toBe('');
  });
});

describe('a run’s totals', () => {
  const slips = [
    { grossPaise: 3_540_000, deductionsPaise: 200_000, netPaise: 3_340_000 },
    { grossPaise: 1_234_567, deductionsPaise: 34_501, netPaise: 1_200_066 },
  ];

  it('sums the payslips to the paisa', () => {
    expect(payslipTotals(slips)).toEqual({
      grossPaise: 4_774_567,
      deductionsPaise: 234_501,
      netPaise: 4_540_066,
    });
    expect(payslipTotals([])).toEqual({ grossPaise: 0, deductionsPaise: 0, netPaise: 0 });
  });

  it('agrees with the run only when every total matches', () => {
    expect(totalsAgree(payslipTotals(slips), slips)).toBe(true);
    expect(totalsAgree({ ...payslipTotals(slips), netPaise: 4_540_065 }, slips)).toBe(false);
  });
});

describe('payslips', () => {
  it('lists the newest month first, then by name', () => {
    const list = [
      { month: '2026-04', name: 'Asha' },
      { month: '2026-05', name: 'Ravi' },
      { month: '2026-05', name: 'Anil' },
      { month: '2025-12', name: 'Asha' },
    ];
    expect(newestFirst(list).map((p) => `${p.month} ${p.name}`)).toEqual([
      '2026-05 Anil',
      '2026-05 Ravi',
      '2026-04 Asha',
      '2025-12 Asha',
    ]);
  });

  it('says the paid days, and the loss of pay when there is any', () => {
    expect(daysText({ payableDays: 31, daysInMonth: 31, lopDays: 0 })).toBe('31 of 31 days');
    expect(daysText({ payableDays: 28.5, daysInMonth: 30, lopDays: 1.5 })).toBe(
      '28.5 of 30 days (1.5 LOP)',
    );
  });

  it('names the PDF by the server, else by month and name', () => {
    const p = { month: '2026-05', name: 'Asha Verma' };
    expect(payslipFileName(p)).toBe('payslip-2026-05-asha-verma.pdf');
    expect(dispositionName(null, 'x.pdf')).toBe('x.pdf');
    expect(dispositionName('attachment; filename="slip-May.pdf"', 'x.pdf')).toBe('slip-May.pdf');
    expect(dispositionName("attachment; filename*=UTF-8''payslip%20May.pdf", 'x.pdf')).toBe(
      'payslip May.pdf',
    );
  });
});

describe('a bank account', () => {
  it('shows only its last 4 digits', () => {
    expect(maskedAccount('123456789012')).toBe('••••••••9012');
    expect(maskedAccount('1234')).toBe('1234');
    expect(maskedAccount(null)).toBe('—');
    expect(accountSpoken('123456789012')).toBe('account ending 9012');
  });
});
