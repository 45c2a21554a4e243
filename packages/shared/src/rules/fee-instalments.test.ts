import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, INSTALMENTS_MAX, splitInstalments } from './fee-instalments.js';

describe('addMonths', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addMonths('2026-04-10', 3)).toBe('2026-07-10');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-04-10', 0)).toBe('2026-04-10');
  });
});

describe('splitInstalments', () => {
  it('splits a charge into quarters, the odd paise to the first instalments', () => {
    expect(
      splitInstalments({
        name: 'Tuition',
        totalPaise: 1_000_001,
        count: 4,
        firstDueDate: '2026-04-10',
        everyMonths: 3,
      }),
    ).toEqual([
      { name: 'Tuition (instalment 1 of 4)', amountPaise: 250_001, dueDate: '2026-04-10' },
      { name: 'Tuition (instalment 2 of 4)', amountPaise: 250_000, dueDate: '2026-07-10' },
      { name: 'Tuition (instalment 3 of 4)', amountPaise: 250_000, dueDate: '2026-10-10' },
      { name: 'Tuition (instalment 4 of 4)', amountPaise: 250_000, dueDate: '2027-01-10' },
    ]);
  });

  it('keeps one instalment whole and refuses what cannot be split', () => {
    expect(
      splitInstalments({
        name: 'Annual',
        totalPaise: 5,
        count: 1,
        firstDueDate: '2026-04-01',
        everyMonths: 1,
      }),
    ).toEqual([{ name: 'Annual', amountPaise: 5, dueDate: '2026-04-01' }]);
    const base = {
      name: 'X',
      totalPaise: 100,
      count: 2,
      firstDueDate: '2026-04-01',
      everyMonths: 1,
    };
    expect(() => splitInstalments({ ...base, totalPaise: 10.5 })).toThrow(RangeError);
    expect(() => splitInstalments({ ...base, totalPaise: 0 })).toThrow(RangeError);
    expect(() => splitInstalments({ ...base, count: 0 })).toThrow(RangeError);
    expect(() => splitInstalments({ ...base, count: 3, totalPaise: 2 })).toThrow(RangeError);
    expect(() => splitInstalments({ ...base, everyMonths: 13 })).toThrow(RangeError);
    expect(() => splitInstalments({ ...base, firstDueDate: '10/04/2026' })).toThrow(RangeError);
  });

  it('always adds up to the charge, no two instalments a paisa apart more, dates ascending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: INSTALMENTS_MAX }),
        fc.integer({ min: 1, max: 12 }),
        (total, count, every) => {
          fc.pre(count <= total);
          const parts = splitInstalments({
            name: 'Fee',
            totalPaise: total,
            count,
            firstDueDate: '2026-01-31',
            everyMonths: every,
          });
          const amounts = parts.map((p) => p.amountPaise);
          expect(amounts.reduce((s, a) => s + a, 0)).toBe(total);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
          const dates = parts.map((p) => p.dueDate);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(count);
        },
      ),
    );
  });
});
