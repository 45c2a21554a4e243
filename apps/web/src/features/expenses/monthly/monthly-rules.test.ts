import type { MonthlyFigures } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  categoryShares,
  compactRupees,
  monthRows,
  niceTop,
  shortMonth,
  yearChoices,
  yearLabel,
  yearSummary,
} from './monthly-rules';

const figures: MonthlyFigures = {
  year: 2026,
  months: [
    { month: '2026-04', feesPaise: 10_000_001, incomePaise: 99, expensePaise: 3_000_000 },
    { month: '2026-06', feesPaise: 0, incomePaise: 50_000, expensePaise: 7_500_033 },
    { month: '2027-03', feesPaise: 1, incomePaise: 2, expensePaise: 0 },
  ],
  byCategory: [
    { kind: 'EXPENSE', name: 'Salaries', amountPaise: 7_500_000 },
    { kind: 'EXPENSE', name: 'Electricity', amountPaise: 3_000_033 },
    { kind: 'INCOME', name: 'Hall rent', amountPaise: 50_101 },
    { kind: 'EXPENSE', name: 'Stationery', amountPaise: 0 },
  ],
};

describe('the year month by month', () => {
  it('lists April to March, a month left out as nothing', () => {
    const { rows } = monthRows(figures);
    expect(rows.map((r) => r.month)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(rows[0]).toEqual({
      month: '2026-04',
      feesPaise: 10_000_001,
      incomePaise: 99,
      receivedPaise: 10_000_100,
      expensePaise: 3_000_000,
      netPaise: 7_000_100,
    });
    expect(rows[1]).toMatchObject({ receivedPaise: 0, expensePaise: 0, netPaise: 0 });
    expect(rows[2]?.netPaise).toBe(50_000 - 7_500_033);
  });

  it('totals each column as the sum of its months, to the paisa', () => {
    const { rows, total } = monthRows(figures);
    for (const key of [
      'feesPaise',
      'incomePaise',
      'receivedPaise',
      'expensePaise',
      'netPaise',
    ] as const) {
      expect(total[key], key).toBe(rows.reduce((sum, r) => sum + r[key], 0));
    }
    expect(total).toEqual({
      feesPaise: 10_000_002,
      incomePaise: 50_101,
      receivedPaise: 10_050_103,
      expensePaise: 10_500_033,
      netPaise: -449_930,
    });
  });

  it('names the financial years and offers this one and those before', () => {
    expect(yearLabel(2026)).toBe('2026–27');
    expect(yearLabel(2099)).toBe('2099–00');
    expect(yearChoices('2027-03-31', 3)).toEqual([2026, 2025, 2024]);
    expect(yearChoices('2027-04-01', 2)).toEqual([2027, 2026]);
    expect(shortMonth('2027-01')).toBe('Jan');
  });

  it('says the year in words under the chart', () => {
    const { rows, total } = monthRows(figures);
    expect(yearSummary(rows, total, 2026)).toBe(
      '2026–27: received ₹1,00,501.03, spent ₹1,05,000.33, net -₹4,499.30. The most was spent in Jun 2026: ₹75,000.33.',
    );
    const empty = monthRows({ ...figures, months: [] });
    expect(yearSummary(empty.rows, empty.total, 2026)).toMatch(/Nothing was spent this year\.$/);
  });
});

describe('the categories of the year', () => {
  it('lists one kind, largest first, with shares and their sum', () => {
    expect(categoryShares(figures.byCategory, 'EXPENSE')).toEqual({
      totalPaise: 10_500_033,
      items: [
        { name: 'Salaries', amountPaise: 7_500_000, share: '71%' },
        { name: 'Electricity', amountPaise: 3_000_033, share: '29%' },
        { name: 'Stationery', amountPaise: 0, share: '0%' },
      ],
    });
    expect(categoryShares([], 'INCOME')).toEqual({ totalPaise: 0, items: [] });
  });
});

describe('the chart’s scale', () => {
  it('rounds the top up to a round amount', () => {
    expect(niceTop(0)).toBe(0);
    expect(niceTop(10_050_103)).toBe(20_000_000);
    expect(niceTop(2_400_000)).toBe(2_500_000);
    expect(compactRupees(20_000_000)).toBe('₹2L');
  });
});
