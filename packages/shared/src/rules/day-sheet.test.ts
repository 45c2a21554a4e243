import { describe, expect, it } from 'vitest';
import { type DaySheetLine, dayBookOfAccounts, daySheetTotals } from './day-sheet.js';

const line = (over: Partial<DaySheetLine>): DaySheetLine => ({
  amount: 0,
  discount: 0,
  status: 'ACTIVE',
  financialAccountId: 'cash',
  accountName: 'Cash Counter',
  ...over,
});

describe('day sheet', () => {
  const lines = [
    line({ amount: 400_000 }),
    line({ amount: 450_000, discount: 5_000, status: 'REVERTED' }),
    line({ amount: 100_000, financialAccountId: 'bank', accountName: 'School Bank' }),
  ];

  it('keeps a reverted receipt in the gross and takes it out of the net', () => {
    expect(daySheetTotals(lines)).toEqual({
      gross: { amount: 950_000, discount: 5_000, count: 3 },
      reverted: { amount: 450_000, discount: 5_000, count: 1 },
      net: { amount: 500_000, discount: 0, count: 2 },
    });
    expect(daySheetTotals([])).toEqual({
      gross: { amount: 0, discount: 0, count: 0 },
      reverted: { amount: 0, discount: 0, count: 0 },
      net: { amount: 0, discount: 0, count: 0 },
    });
  });

  it("gives each account its day book, whose nets add up to the day's", () => {
    const book = dayBookOfAccounts(lines);
    expect(
      book.map((b) => [b.accountName, b.gross.amount, b.reverted.amount, b.net.amount]),
    ).toEqual([
      ['Cash Counter', 850_000, 450_000, 400_000],
      ['School Bank', 100_000, 0, 100_000],
    ]);
    expect(book.reduce((sum, b) => sum + b.net.amount, 0)).toBe(daySheetTotals(lines).net.amount);
  });
});
