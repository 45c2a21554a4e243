import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, joiningAmount, joiningShares } from './fee-joining.js';

// A session of 1 Apr 2026 – 31 Mar 2027, four quarterly instalments and an admission fee.
const session = { sessionStart: '2026-04-01', sessionEnd: '2027-03-31' };
const lines = [
  { dueDate: '2026-04-10', amountPaise: 500_000 }, // Q1 tuition
  { dueDate: '2026-04-10', amountPaise: 50_000 }, // Q1 discount, follows its charge
  { dueDate: '2026-07-10', amountPaise: 500_000 },
  { dueDate: '2026-10-10', amountPaise: 500_000 },
  { dueDate: '2027-01-10', amountPaise: 500_000 },
];

describe('a mid-session join (fee-joining)', () => {
  it('FULL: every instalment, whenever the student joins', () => {
    expect(joiningShares(lines, { rule: 'FULL', joinedOn: '2026-11-25', ...session })).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });

  it('NEXT_INSTALMENT: only instalments due on or after the joining date', () => {
    expect(
      joiningShares(lines, { rule: 'NEXT_INSTALMENT', joinedOn: '2026-10-10', ...session }),
    ).toEqual([0, 0, 0, 1, 1]);
    expect(
      joiningShares(lines, { rule: 'NEXT_INSTALMENT', joinedOn: '2026-11-25', ...session }),
    ).toEqual([0, 0, 0, 0, 1]);
  });

  it('PRO_RATA: the running instalment for the days left of it, later ones in full', () => {
    // 25 Nov: the October instalment runs 10 Oct – 10 Jan (92 days), 46 of them left.
    const shares = joiningShares(lines, { rule: 'PRO_RATA', joinedOn: '2026-11-25', ...session });
    expect(shares.slice(0, 3)).toEqual([0, 0, 0]);
    expect(shares[3]).toBeCloseTo(46 / 92);
    expect(shares[4]).toBe(1);
    expect(joiningAmount(500_000, shares[3] as number)).toBe(250_000);
  });

  it('PRO_RATA: the last instalment runs to the end of the session', () => {
    // 10 Jan – 31 Mar is 81 days; joining on 20 Feb leaves 40 (20 Feb – 31 Mar).
    const shares = joiningShares(lines, { rule: 'PRO_RATA', joinedOn: '2027-02-20', ...session });
    expect(shares[4]).toBeCloseTo(40 / 81);
  });

  it('PRO_RATA: a discount of the running instalment is shared like its charge', () => {
    const shares = joiningShares(lines, { rule: 'PRO_RATA', joinedOn: '2026-05-25', ...session });
    expect(shares[0]).toBe(shares[1]);
    expect(shares[0]).toBeGreaterThan(0);
    expect(shares[0]).toBeLessThan(1);
  });

  it("joining on an instalment's due date owes it whole and nothing before it", () => {
    for (const rule of ['PRO_RATA', 'NEXT_INSTALMENT'] as const) {
      expect(joiningShares(lines, { rule, joinedOn: '2026-07-10', ...session })).toEqual([
        0, 0, 1, 1, 1,
      ]);
    }
  });

  it('a join at or before the start of the session (or of no date) owes everything', () => {
    for (const rule of ['PRO_RATA', 'NEXT_INSTALMENT'] as const) {
      for (const joinedOn of ['2026-03-15', '2026-04-01', null]) {
        expect(joiningShares(lines, { rule, joinedOn, ...session })).toEqual([1, 1, 1, 1, 1]);
      }
    }
  });
});

describe('formatDayMonthYear', () => {
  it('writes a day as en-GB does', () => {
    expect(formatDayMonthYear('2026-11-05')).toBe('5 Nov 2026');
  });
});
