import { describe, expect, it } from 'vitest';
import {
  accountBalances,
  balancesTotal,
  daysSpanned,
  financialYearMonths,
  financialYearOf,
} from './day-book.js';

const cash = { accountId: 'a1', accountName: 'Cash' };
const bank = { accountId: 'a2', accountName: 'Bank' };

describe('the day book of the accounts', () => {
  it('closes each account at opening + receipts − payments, reversed lines counting in nothing', () => {
    const accounts = accountBalances(
      [{ ...cash, amountPaise: 10_000 }],
      [
        { ...cash, side: 'RECEIPT', amountPaise: 5_000, reversed: false },
        { ...cash, side: 'PAYMENT', amountPaise: 2_000, reversed: false },
        { ...cash, side: 'PAYMENT', amountPaise: 9_999, reversed: true },
        { ...bank, side: 'RECEIPT', amountPaise: 700, reversed: false },
      ],
    );
    expect(accounts).toEqual([
      { ...bank, openingPaise: 0, receiptsPaise: 700, paymentsPaise: 0, closingPaise: 700 },
      {
        ...cash,
        openingPaise: 10_000,
        receiptsPaise: 5_000,
        paymentsPaise: 2_000,
        closingPaise: 13_000,
      },
    ]);
    expect(balancesTotal(accounts)).toEqual({
      openingPaise: 10_000,
      receiptsPaise: 5_700,
      paymentsPaise: 2_000,
      closingPaise: 13_700,
    });
  });

  it('lists an account with an opening balance and no line, and one overdrawn', () => {
    const [only] = accountBalances(
      [{ ...cash, amountPaise: 100 }],
      [{ ...cash, side: 'PAYMENT', amountPaise: 300, reversed: false }],
    );
    expect(only?.closingPaise).toBe(-200);
    expect(accountBalances([{ ...bank, amountPaise: 5 }], [])[0]?.closingPaise).toBe(5);
  });
});

describe('the financial year', () => {
  it('runs April to March', () => {
    const months = financialYearMonths(2026);
    expect(months[0]).toBe('2026-04');
    expect(months[8]).toBe('2026-12');
    expect(months[9]).toBe('2027-01');
    expect(months[11]).toBe('2027-03');
    expect(financialYearOf('2027-03-31')).toBe(2026);
    expect(financialYearOf('2026-04-01')).toBe(2026);
  });

  it('counts a range’s days, both ends', () => {
    expect(daysSpanned('2026-11-30', '2026-11-30')).toBe(1);
    expect(daysSpanned('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysSpanned('2026-02-28', '2026-03-01')).toBe(2);
  });
});
