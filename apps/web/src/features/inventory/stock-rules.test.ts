import type { StockMovementView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  firstRange,
  isInward,
  itemsQuery,
  movementWords,
  NO_FILTERS,
  rangeError,
  registerCsvUrl,
  shortDay,
  unitTotals,
} from './stock-rules';

const line = (kind: StockMovementView['kind'], party: string | null, quantity = 1) => ({
  kind,
  party,
  quantity,
});

describe('movementWords', () => {
  it('says each movement of the register in words', () => {
    expect(movementWords(line('IN', 'Sharma Stationers'))).toBe('Stock in from Sharma Stationers');
    expect(movementWords(line('IN', null))).toBe('Stock in');
    expect(movementWords(line('ISSUE', 'Class 7 A'))).toBe('Issued to Class 7 A');
    expect(movementWords(line('ISSUE', 'Science lab'))).toBe('Issued to Science lab');
    expect(movementWords(line('RETURN', 'Asha Verma'))).toBe('Returned from Asha Verma');
    expect(movementWords(line('WRITE_OFF', null))).toBe('Written off');
    expect(movementWords(line('ISSUE', '  '))).toBe('Issued');
  });

  it('knows which movements add to the stock', () => {
    expect(['IN', 'RETURN', 'ISSUE', 'WRITE_OFF'].map((k) => isInward(k as 'IN'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the register’s range', () => {
  it('begins with this month up to today', () => {
    expect(firstRange('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('says what the server would refuse', () => {
    expect(rangeError('2026-11-01', '2026-11-23')).toBeUndefined();
    expect(rangeError('2026-11-31', '2026-12-01')).toMatch(/valid date/);
    expect(rangeError('', '2026-12-01')).toMatch(/valid date/);
    expect(rangeError('2026-12-02', '2026-12-01')).toMatch(/366 days/);
    expect(rangeError('2025-01-01', '2026-01-02')).toMatch(/366 days/);
    expect(rangeError('2025-01-01', '2026-01-01')).toBeUndefined();
  });

  it('links the CSV with the same range and item', () => {
    expect(registerCsvUrl('g1', '2026-11-01', '2026-11-23')).toBe(
      '/rest/inventory/register/csv?groupId=g1&from=2026-11-01&to=2026-11-23',
    );
    expect(registerCsvUrl('g1', '2026-11-01', '2026-11-23', 'i1')).toBe(
      '/rest/inventory/register/csv?groupId=g1&from=2026-11-01&to=2026-11-23&itemId=i1',
    );
  });

  it('shows a day short, as a column holds it', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov 2026');
  });

  it('adds units in and out', () => {
    const lines = [line('IN', null, 50), line('ISSUE', 'x', 10), line('RETURN', 'x', 2)];
    expect(unitTotals([...lines, line('WRITE_OFF', null, 1)])).toEqual({ inward: 52, outward: 11 });
  });
});

describe('itemsQuery', () => {
  it('asks only for what is set', () => {
    expect(itemsQuery('g1', NO_FILTERS)).toEqual({ groupId: 'g1' });
    expect(itemsQuery('g1', { q: ' chalk ', categoryId: 'c1', low: true, inactive: true })).toEqual(
      { groupId: 'g1', q: 'chalk', categoryId: 'c1', low: 'true', inactive: 'true' },
    );
  });
});
