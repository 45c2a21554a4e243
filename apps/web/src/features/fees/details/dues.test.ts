import { formatRupees } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { wireDue, wireEstimation, wireRecord } from '../test-wire';
import {
  discountNote,
  dueMarks,
  duesInOrder,
  duesTotals,
  overallTotals,
  paymentSummary,
  receiptUrl,
  shownFigure,
  typeTotals,
} from './dues';
import { estimationView, paymentsMade } from './student-dues';

const estimation = () => estimationView(wireEstimation());
const due = (change: Parameters<typeof wireDue>[0]) =>
  estimationView(wireEstimation({ fees: [wireDue(change)] })).dues.FEES[0];

describe("a student's dues", () => {
  it('are listed in the order a payment settles them: due date, then position', () => {
    expect(duesInOrder(estimation().dues.FEES).map((d) => d.id)).toEqual(['d1', 'd1x', 'd2']);
  });

  it('are marked overdue only while something is left, and carried over or late fees said', () => {
    expect(dueMarks(estimation().dues.FEES[1] as never)).toEqual(['Overdue']);
    const settled = due({ overdue: true, remaining: 0, paid: 1200000 });
    expect(settled && dueMarks(settled)).toEqual([]);
    expect(dueMarks(estimation().dues.TRANSPORTATION_FEES[0] as never)).toEqual([
      'Previous session',
    ]);
    const late = due({ source: 'LATE_FEE', overdue: true });
    expect(late && dueMarks(late)).toEqual(['Overdue', 'Late fee']);
    const discount = due({ kind: 'DISCOUNT', overdue: true });
    expect(discount && dueMarks(discount)).toEqual(['Discount']);
  });

  it("take the server's totals, by kind and overall", () => {
    const e = estimation();
    expect(typeTotals(e, 'FEES').due).toBe(2150000);
    expect(overallTotals(e).due).toBe(2450000);
  });

  it('work the totals out from the charges when the server sent none', () => {
    const e = {
      ...estimation(),
      totals: undefined,
      totalsOf: { FEES: undefined, TRANSPORTATION_FEES: undefined },
    };
    // In May: April's tuition is overdue, July's not; the carried-over transport due is.
    const may = new Date('2026-05-01T06:00:00Z');
    expect(duesTotals(e.dues.FEES, may)).toEqual({
      payable: 2400000,
      paid: 200000,
      discount: 0,
      due: 2200000,
      overdue: 1000000,
      lateFee: 0,
    });
    expect(overallTotals(e, may)).toEqual({
      payable: 2700000,
      paid: 200000,
      discount: 0,
      due: 2500000,
      overdue: 1300000,
      lateFee: 0,
    });
  });
});

describe("a discount particular's row", () => {
  it('shows no figure of its own, so every column adds up to its Total line', () => {
    const e = estimation();
    const lapsed = due({ kind: 'DISCOUNT', amount: 50000, payable: 50000, lapsed: true });
    if (!lapsed) throw new Error('expected a due');
    const rows = [...e.dues.FEES, lapsed];
    const cell = (figure: 'payable' | 'paid' | 'discount' | 'remaining') =>
      rows
        .map((d) => shownFigure(d, figure))
        .filter((shown) => shown !== '—')
        .map((shown) => Math.round(Number(shown.replace(/[₹,]/g, '')) * 100))
        .reduce((a, b) => a + b, 0);
    const totals = duesTotals(rows);
    expect(cell('payable')).toBe(totals.payable);
    expect(cell('paid')).toBe(totals.paid);
    expect(cell('remaining')).toBe(totals.due);
    expect(shownFigure(lapsed, 'payable')).toBe('—');
  });

  it('says what it takes off and by when, and whether it lapsed or was given', () => {
    const by = { kind: 'DISCOUNT' as const, amount: 50000, payable: 50000, dueDate: '2026-04-10' };
    const open = due({ ...by, remaining: 50000 });
    const lapsed = due({ ...by, remaining: 50000, lapsed: true });
    const given = due({ ...by, remaining: 0, paid: 50000 });
    expect(open && discountNote(open)).toBe(`${formatRupees(50000)} off if paid by 10 Apr 2026`);
    expect(lapsed && discountNote(lapsed)).toBe(
      `${formatRupees(50000)} off if paid by 10 Apr 2026: not paid in time`,
    );
    expect(given && discountNote(given)).toBe(`${formatRupees(50000)} off, given`);
    const charge = due({});
    expect(charge && discountNote(charge)).toBeNull();
  });
});

describe('payments made', () => {
  it("open the server's receipt address, and only the portal's own", () => {
    const [p] = paymentsMade([wireRecord()]);
    if (!p) throw new Error('expected a payment');
    expect(receiptUrl(p, null)).toBe('/rest/payment/receipt?groupId=class-1&id=record-1');
    expect(receiptUrl({ ...p, receiptUrl: 'javascript:alert(1)' }, null)).toBe(
      '/rest/payment/receipt?groupId=class-1&id=record-1',
    );
    expect(receiptUrl({ ...p, receiptUrl: undefined, groupId: undefined }, 'class-9')).toBe(
      '/rest/payment/receipt?groupId=class-9&id=record-1',
    );
    expect(receiptUrl({ ...p, receiptUrl: undefined, groupId: undefined }, null)).toBeNull();
  });

  it('read in one line', () => {
    const [p] = paymentsMade([wireRecord({ discount: 5000, status: 'REVERTED' })]);
    if (!p) throw new Error('expected a payment');
    expect(paymentSummary(p, formatRupees)).toBe('Fees, ₹2,000.00, discount ₹50.00, reverted');
  });
});
