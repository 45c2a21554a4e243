import { EXPENSE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  dayBookFileUrl,
  firstChoice,
  pendingNote,
  rangeError,
  rangeOf,
  rangeTitle,
} from './day-book-rules';

describe('the day book’s days', () => {
  it('starts on today, its range on the month’s first day', () => {
    const choice = firstChoice('2026-11-23');
    expect(rangeOf(choice)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rangeOf({ ...choice, mode: 'range' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('takes a range of at most 92 days, the first day first', () => {
    expect(rangeError('2026-04-01', '2026-04-01')).toBeUndefined();
    expect(rangeError('2026-04-01', '2026-07-01')).toBeUndefined(); // 92 days
    expect(rangeError('2026-04-01', '2026-07-02')).toBe(EXPENSE_TEXTS.range);
    expect(rangeError('2026-05-02', '2026-05-01')).toBe(EXPENSE_TEXTS.range);
    expect(rangeError('', '2026-05-01')).toBe(EXPENSE_TEXTS.date);
    expect(rangeError('2026-02-30', '2026-03-01')).toBe(EXPENSE_TEXTS.date);
  });

  it('links the CSV and the PDF of the same days', () => {
    expect(dayBookFileUrl('csv', 'g1', '2026-11-01', '2026-11-23')).toBe(
      '/rest/expense/day-book/csv?groupId=g1&from=2026-11-01&to=2026-11-23',
    );
    expect(dayBookFileUrl('pdf', 'g1', '2026-11-23', '2026-11-23')).toBe(
      '/rest/expense/day-book/pdf?groupId=g1&from=2026-11-23&to=2026-11-23',
    );
  });

  it('names the days and the entries awaiting approval in words', () => {
    expect(rangeTitle('2026-11-30', '2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(rangeTitle('2026-11-01', '2026-11-30')).toBe('Sun, 1 Nov 2026 to Mon, 30 Nov 2026');
    expect(pendingNote(1, true)).toBe(
      '1 entry of this day awaits approval: it counts in no balance until approved.',
    );
    expect(pendingNote(3, false)).toBe(
      '3 entries of these days await approval: they count in no balance until approved.',
    );
  });
});
