import { describe, expect, it } from 'vitest';
import { wireSummary } from '../test-wire';
import {
  collectedPercent,
  matchesName,
  nextSort,
  sortedRows,
  summaryTotals,
  withDues,
} from './financials';

const rows = wireSummary().students;
const names = (list: readonly { fullName: string }[]) => list.map((r) => r.fullName);

describe('class financials', () => {
  it('sort by name (accents read as letters) and by money, ties by name', () => {
    expect(names(sortedRows(rows, { key: 'fullName', direction: 'asc' }))).toEqual([
      'Aarav Sharma',
      'Ádi Rao',
      'Zoya Khan',
    ]);
    expect(names(sortedRows(rows, { key: 'due', direction: 'desc' }))).toEqual([
      'Ádi Rao',
      'Aarav Sharma',
      'Zoya Khan',
    ]);
    expect(names(sortedRows(rows, { key: 'paid', direction: 'asc' }))).toEqual([
      'Aarav Sharma',
      'Ádi Rao',
      'Zoya Khan',
    ]);
  });

  it('turn a column round on a second click; money starts with the largest', () => {
    expect(nextSort({ key: 'due', direction: 'desc' }, 'due')).toEqual({
      key: 'due',
      direction: 'asc',
    });
    expect(nextSort({ key: 'due', direction: 'desc' }, 'fullName')).toEqual({
      key: 'fullName',
      direction: 'asc',
    });
    expect(nextSort({ key: 'fullName', direction: 'asc' }, 'overdue')).toEqual({
      key: 'overdue',
      direction: 'desc',
    });
  });

  it('show only those with dues, or those whose name matches', () => {
    expect(names(withDues(rows))).toEqual(['Aarav Sharma', 'Ádi Rao']);
    expect(names(rows.filter((r) => matchesName(r, ' adi ')))).toEqual(['Ádi Rao']);
    expect(rows.filter((r) => matchesName(r, ''))).toHaveLength(3);
  });

  it('total what is shown, and say how much is collected', () => {
    expect(summaryTotals(rows)).toEqual({
      payable: 4000,
      paid: 2500,
      due: 1500,
      overdue: 500,
      discount: 0,
      lateFee: 0,
    });
    expect(collectedPercent({ payable: 4000, paid: 2500 })).toBe(62);
    expect(collectedPercent({ payable: 0, paid: 0 })).toBe(0);
  });
});
