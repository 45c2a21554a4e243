import { indiaDay, indiaDayEnd, indiaDayStart, indiaHour, PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { checkAllocation, samePaidMap } from '../../src/modules/payments/allocation-check.js';
import { checkInputShape, type PaymentInput } from '../../src/modules/payments/record-input.js';
import { transactionInstant } from '../../src/modules/payments/transaction-date.js';

// The payment service's pure parts: the server's allocation check, India's days, the date rule
// and the input's own rules.

const due = (
  id: string,
  amount: number,
  over: Partial<{
    dueDate: string;
    kind: 'CHARGE' | 'DISCOUNT';
    position: number;
    paid: number;
  }> = {},
) => ({
  id,
  particular: id,
  dueDate: over.dueDate ?? '2026-04-10',
  position: over.position ?? 0,
  kind: over.kind ?? ('CHARGE' as const),
  amount,
  paid: over.paid ?? 0,
  discount: 0,
});

describe('checkAllocation', () => {
  const dues = [
    due('q1', 5_000),
    due('disc', 500, { kind: 'DISCOUNT', position: 1 }),
    due('q2', 5_000, { dueDate: '2026-07-10' }),
  ];

  it('answers the lines when the paid-map is the allocation’s', () => {
    expect(checkAllocation(dues, 6_000, { q1: 4_500, q2: 1_500 }, '2026-04-01').lines).toEqual([
      { dueId: 'disc', paid: 0, discount: 500 },
      { dueId: 'q1', paid: 4_500, discount: 500 },
      { dueId: 'q2', paid: 1_500, discount: 0 },
    ]);
  });

  it('refuses a leftover with the spec’s words and another paid-map as stale', () => {
    expect(() => checkAllocation(dues, 9_501, {}, '2026-04-01')).toThrow(
      PAYMENT_TEXTS.amountExceeding,
    );
    expect(() => checkAllocation(dues, 6_000, { q1: 5_000, q2: 1_000 }, '2026-04-01')).toThrow(
      PAYMENT_TEXTS.allocationMismatch,
    );
    expect(() => checkAllocation(dues, 1_000, {}, '2026-04-01')).toThrow(
      PAYMENT_TEXTS.allocationMismatch,
    );
  });

  it('reads paid-maps alike whatever their order and zero entries', () => {
    expect(samePaidMap({ a: 1, b: 2 }, { b: 2, a: 1, c: 0 })).toBe(true);
    expect(samePaidMap({ a: 1 }, { a: 2 })).toBe(false);
    expect(samePaidMap({ a: 1 }, { a: 1, b: 1 })).toBe(false);
  });
});

describe("India's days", () => {
  it('count from midnight in India (UTC+05:30)', () => {
    expect(indiaDay(new Date('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
    expect(indiaDay(new Date('2026-06-01T18:30:00Z'))).toBe('2026-06-02');
    expect(indiaDayStart('2026-06-02').toISOString()).toBe('2026-06-01T18:30:00.000Z');
    expect(indiaDayEnd('2026-06-01').toISOString()).toBe('2026-06-01T18:30:00.000Z');
    expect(indiaHour(new Date('2026-06-01T04:30:00Z'))).toBe(10);
  });
});

describe('transactionInstant (spec §4)', () => {
  const now = new Date('2026-06-01T04:30:00Z');
  it('takes now, a day at noon in India (now for today), or an instant no later than now', () => {
    expect(transactionInstant(undefined, now, '2026-04-01')).toEqual(now);
    expect(transactionInstant('2026-06-01', now, '2026-04-01')).toEqual(now);
    expect(transactionInstant('2026-05-20', now, '2026-04-01').toISOString()).toBe(
      '2026-05-20T06:30:00.000Z',
    );
    // Later today in India: still today, but recorded as now.
    expect(transactionInstant('2026-06-01T10:00:00Z', now, '2026-04-01')).toEqual(now);
  });

  it('refuses a day after today and one before the day before the session started', () => {
    expect(() => transactionInstant('2026-06-02', now, '2026-04-01')).toThrow(
      'The date cannot be after today.',
    );
    expect(() => transactionInstant('2026-03-30', now, '2026-04-01')).toThrow(
      'The date cannot be earlier than the day before the session started.',
    );
    expect(transactionInstant('2026-03-31', now, '2026-04-01').toISOString()).toBe(
      '2026-03-31T06:30:00.000Z',
    );
  });
});

describe('checkInputShape', () => {
  const input = (
    students: PaymentInput['students'],
    over: Partial<PaymentInput> = {},
  ): PaymentInput => ({
    instituteId: 'i',
    classId: null,
    sessionId: null,
    recordType: 'FEES',
    transactionId: 'ABC',
    financialAccountId: 'a',
    paymentMedium: 'CASH',
    students,
    ...over,
  });
  const line = (profileId: string, amount: number, discount = 0) => ({
    profileId,
    amount,
    discount,
    paid: {},
  });

  it('takes a discount up to the amount; refuses more, a line paying nothing, no students and a student twice', () => {
    expect(() => checkInputShape(input([line('s', 1_000, 1_000)]))).not.toThrow();
    expect(() => checkInputShape(input([line('s', 999, 1_000)]))).toThrow(
      PAYMENT_TEXTS.discountTooLarge,
    );
    expect(() => checkInputShape(input([line('s', 0, 0)]))).toThrow(PAYMENT_TEXTS.nothingPaid);
    expect(() => checkInputShape(input([]))).toThrow(PAYMENT_TEXTS.noStudentsForPayment);
    expect(() => checkInputShape(input([line('s', 1), line('s', 2)]))).toThrow(
      PAYMENT_TEXTS.studentTwice,
    );
  });

  it("wants the method to be the medium's group (spec §9)", () => {
    expect(() =>
      checkInputShape(
        input([line('s', 1)], { paymentMedium: 'NEFT', paymentMethod: 'NET_BANKING' }),
      ),
    ).not.toThrow();
    expect(() =>
      checkInputShape(
        input([line('s', 1)], { paymentMedium: 'DEMAND_DRAFT', paymentMethod: 'CASH' }),
      ),
    ).toThrow(PAYMENT_TEXTS.methodMismatch);
  });
});
