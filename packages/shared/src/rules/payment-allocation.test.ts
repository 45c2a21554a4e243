import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  cumulativePayable,
  type DueParticular,
  dueRemaining,
  totalPayable,
} from './payment-allocation.js';

/** A payment's day before every due date here: every discount particular still applies. */
const ON = '2000-01-01';

let next = 0;
const charge = (amount: number, dueDate: string, over: Partial<DueParticular> = {}) =>
  ({
    id: `c${++next}`,
    particular: `Charge ${next}`,
    dueDate,
    position: next,
    kind: 'CHARGE',
    amount,
    paid: 0,
    discount: 0,
    ...over,
  }) satisfies DueParticular;
const discountOf = (amount: number, dueDate: string, over: Partial<DueParticular> = {}) =>
  ({ ...charge(amount, dueDate, over), kind: 'DISCOUNT', ...over }) satisfies DueParticular;

const linesById = (dues: DueParticular[], total: number) =>
  Object.fromEntries(
    allocatePayment(dues, total, ON).lines.map((l) => [
      l.id,
      { paid: l.paid, discount: l.discount },
    ]),
  );

describe('allocatePayment (spec §4 Payment form)', () => {
  it('pays dues in order of due date, whatever order they come in', () => {
    const april = charge(100_00, '2026-04-10');
    const july = charge(100_00, '2026-07-10');
    const june = charge(50_00, '2026-06-10');
    const result = allocatePayment([july, april, june], 200_00, ON);
    expect(result.lines.map((l) => [l.id, l.paid])).toEqual([
      [april.id, 100_00],
      [june.id, 50_00],
      [july.id, 50_00],
    ]);
    expect(result).toMatchObject({ allocated: 200_00, leftover: 0, stoppedAt: july.id });
  });

  it('stops at the first particular that cannot be paid: it takes the rest, later ones nothing', () => {
    const first = charge(100_00, '2026-04-10');
    const second = charge(300_00, '2026-05-10');
    const third = charge(10_00, '2026-06-10');
    const result = allocatePayment([first, second, third], 150_00, ON);
    expect(linesById([first, second, third], 150_00)).toEqual({
      [first.id]: { paid: 100_00, discount: 0 },
      [second.id]: { paid: 50_00, discount: 0 },
    });
    expect(result.stoppedAt).toBe(second.id);
  });

  it('leaves a leftover when more is paid than is owed (Amount Exceeding total Payable)', () => {
    const dues = [charge(100_00, '2026-04-10'), charge(50_00, '2026-05-10')];
    expect(allocatePayment(dues, 200_00, ON)).toMatchObject({
      allocated: 150_00,
      leftover: 50_00,
      stoppedAt: null,
    });
  });

  it('counts what was paid before: only the remainder is owed', () => {
    const part = charge(100_00, '2026-04-10', { paid: 60_00 });
    const next = charge(100_00, '2026-05-10');
    expect(linesById([part, next], 70_00)).toEqual({
      [part.id]: { paid: 40_00, discount: 0 },
      [next.id]: { paid: 30_00, discount: 0 },
    });
  });

  it('applies a discount particular when the particular before it can take it', () => {
    const fee = charge(1000_00, '2026-04-10');
    const early = discountOf(100_00, '2026-04-10');
    const later = charge(500_00, '2026-07-10');
    // 900 settles the 1000 charge with its 100 discount.
    expect(linesById([fee, early, later], 900_00)).toEqual({
      [fee.id]: { paid: 900_00, discount: 100_00 },
      [early.id]: { paid: 0, discount: 100_00 },
    });
    expect(allocatePayment([fee, early, later], 900_00, ON)).toMatchObject({
      leftover: 0,
      stoppedAt: null,
    });
  });

  it('does not apply a discount particular when the particular before it cannot be settled', () => {
    const fee = charge(1000_00, '2026-04-10');
    const early = discountOf(100_00, '2026-04-10');
    expect(linesById([fee, early], 800_00)).toEqual({
      [fee.id]: { paid: 800_00, discount: 0 },
    });
    expect(allocatePayment([fee, early], 800_00, ON).stoppedAt).toBe(fee.id);
  });

  it('applies a discount particular whose charge is already fully paid to the next charges', () => {
    const fee = charge(1000_00, '2026-04-10', { paid: 1000_00 });
    const early = discountOf(100_00, '2026-04-10');
    const next = charge(500_00, '2026-07-10');
    expect(linesById([fee, early, next], 400_00)).toEqual({
      [early.id]: { paid: 0, discount: 100_00 },
      [next.id]: { paid: 400_00, discount: 100_00 },
    });
  });

  it('does not apply a discount with nothing left to lower', () => {
    const fee = charge(1000_00, '2026-04-10', { paid: 1000_00 });
    const early = discountOf(100_00, '2026-04-10');
    expect(allocatePayment([fee, early], 0, ON)).toEqual({
      lines: [],
      allocated: 0,
      leftover: 0,
      stoppedAt: null,
    });
    // Only as much as a later charge can take.
    const small = charge(30_00, '2026-07-10');
    expect(linesById([fee, early, small], 0)).toEqual({
      [early.id]: { paid: 0, discount: 30_00 },
      [small.id]: { paid: 0, discount: 30_00 },
    });
  });

  it('never applies a discount particular twice', () => {
    const fee = charge(1000_00, '2026-04-10', { paid: 900_00, discount: 100_00 });
    const early = discountOf(100_00, '2026-04-10', { paid: 100_00 });
    const next = charge(500_00, '2026-07-10');
    expect(linesById([fee, early, next], 500_00)).toEqual({
      [next.id]: { paid: 500_00, discount: 0 },
    });
  });

  it('does not give a discount particular to a payment made after its date (issue 22)', () => {
    const fee = charge(1000_00, '2026-04-10');
    const early = discountOf(100_00, '2026-04-10');
    const late = charge(250_00, '2026-04-26', { source: 'LATE_FEE' } as Partial<DueParticular>);
    // Paid by its date: the early-payment discount is given.
    expect(allocatePayment([fee, early], 900_00, '2026-04-10')).toMatchObject({
      leftover: 0,
      stoppedAt: null,
    });
    // Seven months late, with the late fee: the charge is paid in full, no discount.
    const november = allocatePayment([fee, early, late], 1250_00, '2026-11-20');
    expect(november).toMatchObject({ leftover: 0, stoppedAt: null });
    expect(november.lines).toEqual([
      { id: fee.id, paid: 1000_00, discount: 0 },
      { id: late.id, paid: 250_00, discount: 0 },
    ]);
    expect(totalPayable([fee, early, late], '2026-11-20')).toBe(1250_00);
    expect(totalPayable([fee, early, late], '2026-04-01')).toBe(1150_00);
    expect(cumulativePayable([fee, early, late], fee.id, '2026-11-20')).toBe(1000_00);
  });

  it('refuses a total that is not whole, non-negative paise', () => {
    expect(() => allocatePayment([], -1, ON)).toThrow(RangeError);
    expect(() => allocatePayment([], 1.5, ON)).toThrow(RangeError);
  });
});

describe('totalPayable and cumulativePayable (spec §4 checkbox)', () => {
  it('is what settles every due, discount particulars counted', () => {
    const fee = charge(1000_00, '2026-04-10');
    const early = discountOf(100_00, '2026-04-10');
    const later = charge(500_00, '2026-07-10', { paid: 200_00 });
    expect(totalPayable([fee, early, later], ON)).toBe(1200_00);
  });

  it('ticking a particular sets the total to the cumulative payable up to it, plus its discount', () => {
    const fee = charge(1000_00, '2026-04-10');
    const early = discountOf(100_00, '2026-04-10');
    const later = charge(500_00, '2026-07-10');
    expect(cumulativePayable([fee, early, later], fee.id, ON)).toBe(900_00);
    expect(cumulativePayable([fee, early, later], later.id, ON)).toBe(1400_00);
    expect(cumulativePayable([fee, early, later], 'unknown', ON)).toBe(0);
  });

  it('paying the cumulative payable of a particular settles it and everything before', () => {
    const dues = [
      charge(1000_00, '2026-04-10'),
      discountOf(100_00, '2026-04-10'),
      charge(500_00, '2026-07-10'),
      charge(700_00, '2026-10-10'),
    ];
    const upTo = dues[2] as DueParticular;
    const result = allocatePayment(dues, cumulativePayable(dues, upTo.id, ON), ON);
    expect(result).toMatchObject({ leftover: 0, stoppedAt: null });
    expect(result.lines.map((l) => l.id)).not.toContain((dues[3] as DueParticular).id);
  });
});

/** Dues a student might have: charges, some with a discount particular after them, part paid. */
const duesArbitrary = fc
  .array(
    fc.record({
      amount: fc.integer({ min: 1, max: 2_000_000 }),
      paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.integer({ min: 1, max: 12 }),
      discount: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: undefined }),
      discountApplied: fc.boolean(),
    }),
    { maxLength: 8 },
  )
  .map((specs) =>
    specs.flatMap((s, i): DueParticular[] => {
      const dueDate = `2026-${String(s.month).padStart(2, '0')}-${String(s.day).padStart(2, '0')}`;
      const applied =
        s.discount !== undefined && s.discountApplied ? Math.min(s.discount, s.amount) : 0;
      const paid = Math.floor((s.amount - applied) * s.paidShare);
      const fee: DueParticular = {
        id: `c${i}`,
        particular: `Charge ${i}`,
        dueDate,
        position: 2 * i,
        kind: 'CHARGE',
        amount: s.amount,
        paid,
        discount: applied,
      };
      if (s.discount === undefined) return [fee];
      return [
        fee,
        {
          id: `d${i}`,
          particular: `Discount ${i}`,
          dueDate,
          position: 2 * i + 1,
          kind: 'DISCOUNT',
          amount: s.discount,
          paid: applied ? s.discount : 0,
          discount: 0,
        },
      ];
    }),
  );

describe('allocatePayment properties', () => {
  const total = fc.integer({ min: 0, max: 20_000_000 });

  it('allocated plus leftover equals what was paid', () => {
    fc.assert(
      fc.property(duesArbitrary, total, (dues, paid) => {
        const result = allocatePayment(dues, paid, ON);
        expect(result.allocated + result.leftover).toBe(paid);
        expect(result.lines.reduce((sum, l) => sum + l.paid, 0)).toBe(result.allocated);
      }),
    );
  });

  it('no particular gets more than it owes, and discounts given equal discounts applied', () => {
    fc.assert(
      fc.property(duesArbitrary, total, (dues, paid) => {
        const byId = new Map(dues.map((d) => [d.id, d]));
        let given = 0;
        let applied = 0;
        for (const line of allocatePayment(dues, paid, ON).lines) {
          const due = byId.get(line.id) as DueParticular;
          expect(line.paid).toBeGreaterThanOrEqual(0);
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.paid + line.discount).toBeLessThanOrEqual(dueRemaining(due));
          if (due.kind === 'DISCOUNT') {
            expect(line.paid).toBe(0);
            applied += line.discount;
          } else given += line.discount;
        }
        expect(given).toBe(applied);
      }),
    );
  });

  it('leaves a leftover only when every charge is settled', () => {
    fc.assert(
      fc.property(duesArbitrary, total, (dues, paid) => {
        const result = allocatePayment(dues, paid, ON);
        if (result.leftover === 0) return;
        const settled = new Map(result.lines.map((l) => [l.id, l.paid + l.discount]));
        for (const due of dues.filter((d) => d.kind === 'CHARGE')) {
          expect(dueRemaining(due) - (settled.get(due.id) ?? 0)).toBe(0);
        }
        expect(result.stoppedAt).toBeNull();
      }),
    );
  });

  it('gives nothing after the particular where it stopped', () => {
    fc.assert(
      fc.property(duesArbitrary, total, (dues, paid) => {
        const result = allocatePayment(dues, paid, ON);
        if (!result.stoppedAt) return;
        expect(result.lines.at(-1)?.id).toBe(result.stoppedAt);
      }),
    );
  });

  it('the total payable settles everything with nothing left over', () => {
    fc.assert(
      fc.property(duesArbitrary, (dues) => {
        const payable = totalPayable(dues, ON);
        const result = allocatePayment(dues, payable, ON);
        expect(result.leftover).toBe(0);
        expect(result.stoppedAt).toBeNull();
        expect(allocatePayment(dues, payable + 1, ON).leftover).toBe(1);
      }),
    );
  });
});
