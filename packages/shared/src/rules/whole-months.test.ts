import { describe, expect, it } from 'vitest';
import { partMonthReading, wholeMonthsOf } from './statistics.js';

describe('the whole months of a range (read from the monthly counts)', () => {
  it('takes the months that lie wholly inside the range', () => {
    expect(wholeMonthsOf('2026-04-01', '2026-11-30')).toEqual({
      first: '2026-04-01',
      last: '2026-11-01',
    });
    expect(wholeMonthsOf('2026-04-15', '2026-11-29')).toEqual({
      first: '2026-05-01',
      last: '2026-10-01',
    });
    expect(wholeMonthsOf('2021-12-31', '2026-02-28')).toEqual({
      first: '2022-01-01',
      last: '2026-02-01',
    });
    expect(wholeMonthsOf('2024-02-01', '2024-02-29')).toEqual({
      first: '2024-02-01',
      last: '2024-02-01',
    });
  });

  it('has none when the range holds only parts of months', () => {
    expect(wholeMonthsOf('2026-04-02', '2026-04-30')).toBeNull();
    expect(wholeMonthsOf('2026-04-15', '2026-05-20')).toBeNull();
    expect(wholeMonthsOf('2026-12-10', '2027-01-30')).toBeNull();
  });
});

describe('a part-month, read by whichever of its days are fewer', () => {
  it('reads its own days when they are half the month or fewer', () => {
    expect(partMonthReading('2026-12-01', '2026-12-01')).toEqual({
      days: { from: '2026-12-01', to: '2026-12-01' },
    });
    expect(partMonthReading('2026-04-16', '2026-04-30')).toEqual({
      days: { from: '2026-04-16', to: '2026-04-30' },
    });
  });

  it('reads the month less the days outside when it holds more than half of them', () => {
    expect(partMonthReading('2021-12-02', '2021-12-31')).toEqual({
      month: '2021-12-01',
      less: [{ from: '2021-12-01', to: '2021-12-01' }],
    });
    expect(partMonthReading('2026-05-01', '2026-05-28')).toEqual({
      month: '2026-05-01',
      less: [{ from: '2026-05-29', to: '2026-05-31' }],
    });
    expect(partMonthReading('2024-02-02', '2024-02-28')).toEqual({
      month: '2024-02-01',
      less: [
        { from: '2024-02-01', to: '2024-02-01' },
        { from: '2024-02-29', to: '2024-02-29' },
      ],
    });
  });
});
