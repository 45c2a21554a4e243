import type { FeeStatistics, FinanceStatistics } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  axisMonth,
  compactRupees,
  feeCaption,
  financeCaption,
  lowest,
  percentShown,
  rangeError,
} from './statistics-rules';

describe('the statistics screen’s rules', () => {
  it('asks only ranges of at most five years, the first day first', () => {
    expect(rangeError('2026-04-01', '2026-11-30')).toBeNull();
    expect(rangeError('2026-05-01', '2026-04-01')).toBe(
      'Choose a range of at most five years, the first day first.',
    );
    expect(rangeError('2020-01-01', '2026-01-01')).toBe(
      'Choose a range of at most five years, the first day first.',
    );
    expect(rangeError('', '2026-01-01')).toBe('Choose a valid date (yyyy-mm-dd).');
  });

  it('writes shares, months and amounts as the portal does', () => {
    expect(percentShown(82.5)).toBe('82.5%');
    expect(percentShown(null)).toBe('–');
    expect(axisMonth('2026-04', true)).toBe('Apr');
    expect(axisMonth('2027-01', true)).toBe('Jan 27');
    expect(axisMonth('2027-01', false)).toBe('Jan');
    expect(compactRupees(150_000)).toBe('₹1.5L');
    expect(compactRupees(20_000)).toBe('₹20K');
  });

  it('says each chart in words', () => {
    const fees = {
      duePaise: 1_500_000,
      collectedPaise: 400_000,
      overduePaise: 1_100_000,
      defaulters: { count: 2, overduePaise: 1_100_000, top: [] },
    } as unknown as FeeStatistics;
    expect(feeCaption(fees)).toBe(
      'Due and collected, month by month: ₹15,000.00 fell due in the range and ₹4,000.00 was collected. 2 students owe ₹11,000.00 overdue.',
    );
    const finance = {
      feesPaise: 400_000,
      incomePaise: 150_000,
      expensePaise: 300_000,
      netPaise: 250_000,
      months: [
        { month: '2026-04', expensePaise: 200_000 },
        { month: '2026-05', expensePaise: 100_000 },
      ],
    } as unknown as FinanceStatistics;
    expect(financeCaption(finance)).toBe(
      'Received and spent, month by month: received ₹5,500.00, spent ₹3,000.00, net ₹2,500.00. The most was spent in April 2026: ₹2,000.00.',
    );
    expect(
      lowest(
        [
          { name: 'Class 1 A', percent: 90 },
          { name: 'Class 2 A', percent: 81.2 },
          { name: 'Class 3 A', percent: null },
        ],
        (r) => r.name,
      ),
    ).toBe('Class 2 A (81.2%)');
  });
});
