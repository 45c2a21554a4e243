import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeTotals, type ReceiptLine, receiptFigures, sumFeeTotals } from './fee-totals.js';
import { allocatePayment, type DueParticular, totalPayable } from './payment-allocation.js';

/**
 * Issue 22's property: over random dues (charges, late fees, discount particulars), payments on
 * random days with the cashier's discounts, the fee table's totals (feeTotals), the receipts'
 * (receiptFigures) and the class summary's (sumFeeTotals) agree, and Payable − Paid − Discount =
 * Remaining with each late fee counted once.
 */

type Due = DueParticular & { source: 'STRUCTURE' | 'LATE_FEE' };

const DAYS = ['2026-04-01', '2026-04-10', '2026-05-01', '2026-07-10', '2026-11-20'];

const dueArb = (student: number, i: number) =>
  fc
    .record({
      kind: fc.constantFrom('CHARGE', 'CHARGE', 'DISCOUNT') as fc.Arbitrary<'CHARGE' | 'DISCOUNT'>,
      late: fc.boolean(),
      amount: fc.integer({ min: 1, max: 2_000_000 }),
      dueDate: fc.constantFrom(...DAYS),
    })
    .map(
      (d): Due => ({
        id: `s${student}-d${i}`,
        particular: `Particular ${i}`,
        dueDate: d.dueDate,
        position: i,
        kind: d.kind,
        amount: d.kind === 'DISCOUNT' ? Math.min(d.amount, 100_000) : d.amount,
        paid: 0,
        discount: 0,
        source: d.kind === 'CHARGE' && d.late ? 'LATE_FEE' : 'STRUCTURE',
      }),
    );

const studentArb = (student: number) =>
  fc.record({
    dues: fc
      .integer({ min: 0, max: 6 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => dueArb(student, i)))),
    payments: fc.array(
      fc.record({
        day: fc.constantFrom(...DAYS),
        share: fc.integer({ min: 0, max: 100 }),
        cashierShare: fc.integer({ min: 0, max: 20 }),
      }),
      { maxLength: 4 },
    ),
  });

/** Pays as the server does: allocation on the day, lines written into the dues, a receipt each. */
function pay(dues: Due[], payments: { day: string; share: number; cashierShare: number }[]) {
  const receipts: { lines: ReceiptLine[]; amount: number; discount: number }[] = [];
  for (const p of [...payments].sort((a, b) => a.day.localeCompare(b.day))) {
    const total = Math.floor((totalPayable(dues, p.day) * p.share) / 100);
    if (total === 0) continue;
    const cashier = Math.min(Math.floor((total * p.cashierShare) / 100), Math.floor(total / 2));
    const allocation = allocatePayment(dues, total, p.day);
    const lines: ReceiptLine[] = [];
    for (const line of allocation.lines) {
      const due = dues.find((d) => d.id === line.id) as Due;
      due.paid += line.paid;
      due.discount += line.discount;
      lines.push({ ...due, paid: line.paid, discount: line.discount });
    }
    receipts.push({ lines, amount: allocation.allocated - cashier, discount: cashier });
  }
  return receipts;
}

describe('one rule for every total (issue 22)', () => {
  it('the fee table, the receipts and the class summary agree; Payable − Paid − Discount = Remaining', () => {
    fc.assert(
      fc.property(
        fc.tuple(studentArb(0), studentArb(1), studentArb(2)),
        fc.constantFrom(...DAYS),
        (students, today) => {
          const rows = students.map(({ dues, payments }) => {
            const own = dues.map((d) => ({ ...d }));
            const receipts = pay(own, payments).map((r) => receiptFigures(r.lines, r));
            const screen = feeTotals(own, today);
            // The fee table: the identity, the late fee counted once.
            expect(screen.payable - screen.paid - screen.discount).toBe(screen.due);
            const charges = own.filter((d) => d.kind === 'CHARGE');
            expect(screen.payable).toBe(charges.reduce((s, d) => s + d.amount, 0));
            expect(screen.lateFee).toBe(
              charges.filter((d) => d.source === 'LATE_FEE').reduce((s, d) => s + d.amount, 0),
            );
            // The receipts: each adds up, and together they say what the table says was paid.
            let settled = 0;
            let particular = 0;
            let cash = 0;
            let cashier = 0;
            for (const r of receipts) {
              expect(r.settled - r.discount).toBe(r.received);
              settled += r.settled;
              particular += r.particularDiscount;
              cash += r.received;
              cashier += r.cashierDiscount;
            }
            expect(settled).toBe(screen.paid + screen.discount);
            expect(particular).toBe(screen.discount);
            expect(cash + cashier).toBe(screen.paid);
            return { screen, all: own };
          });
          // The class summary: its students' rows added up equal the rule over all their dues.
          const summary = sumFeeTotals(rows.map((r) => r.screen));
          expect(summary).toEqual(
            feeTotals(
              rows.flatMap((r) => r.all),
              today,
            ),
          );
          expect(summary.payable - summary.paid - summary.discount).toBe(summary.due);
        },
      ),
      { seed: 22, numRuns: 300 },
    );
  });

  it('a discount particular past its date is not given, even in the payment of its late fee', () => {
    const fee: Due = {
      id: 'q1',
      particular: 'Tuition Q1',
      dueDate: '2026-04-10',
      position: 0,
      kind: 'CHARGE',
      amount: 1_000_000,
      paid: 0,
      discount: 0,
      source: 'STRUCTURE',
    };
    const early: Due = { ...fee, id: 'early', particular: 'Early payment', kind: 'DISCOUNT' };
    early.amount = 50_000;
    early.position = 1;
    const late: Due = { ...fee, id: 'late', dueDate: '2026-04-26', source: 'LATE_FEE' };
    late.amount = 25_000;
    const dues = [fee, early, late];
    const [receipt] = pay(dues, [{ day: '2026-11-20', share: 100, cashierShare: 0 }]);
    const figures = receiptFigures(receipt?.lines ?? [], receipt ?? { amount: 0, discount: 0 });
    expect(figures).toMatchObject({ settled: 1_025_000, discount: 0, received: 1_025_000 });
    expect(feeTotals(dues, '2026-11-20')).toEqual({
      payable: 1_025_000,
      paid: 1_025_000,
      discount: 0,
      due: 0,
      overdue: 0,
      lateFee: 25_000,
    });
  });
});
