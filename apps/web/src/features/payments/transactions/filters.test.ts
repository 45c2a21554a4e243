import { PAYMENT_TEXTS, type PaymentRecordView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  dateRangeError,
  NO_FILTERS,
  type TransactionQuery,
  transactionQueryParams,
  transactionsCsvUrl,
} from './filters';
import { receiptLine, revertBody, revertedBy, revertReasonError } from './revert-reason';

const query: TransactionQuery = { ...NO_FILTERS, groupId: 'i1', classId: '' };

describe('the transactions’ filters', () => {
  it('send only the filters that are set', () => {
    expect(transactionQueryParams(query)).toEqual({ groupId: 'i1', pageNo: 1, limit: 20 });
    expect(
      transactionQueryParams({
        ...query,
        classId: 'c1',
        from: '2026-11-01',
        to: '2026-11-23',
        recordType: 'FEES',
        paymentMedium: 'CASH',
        status: 'REVERTED',
        q: '  Rohan ',
        pageNo: 3,
      }),
    ).toEqual({
      groupId: 'i1',
      classId: 'c1',
      from: '2026-11-01',
      to: '2026-11-23',
      recordType: 'FEES',
      paymentMedium: 'CASH',
      status: 'REVERTED',
      q: 'Rohan',
      pageNo: 3,
      limit: 20,
    });
  });

  it('export every page of what they find as CSV', () => {
    const url = new URL(transactionsCsvUrl({ ...query, q: 'A&B', pageNo: 4 }), 'http://x');
    expect(url.pathname).toBe('/rest/payment/transactions/csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({ groupId: 'i1', q: 'A&B' });
  });

  it('refuse a range that ends before it starts, and count what is set', () => {
    expect(dateRangeError('2026-11-02', '2026-11-01')).toMatch(/start date/);
    expect(dateRangeError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(dateRangeError('', '2026-11-01')).toBeUndefined();
    expect(activeFilterCount(query)).toBe(0);
    expect(activeFilterCount({ ...query, from: '2026-11-01', status: 'ACTIVE' })).toBe(2);
    expect(activeFilterCount({ ...query, classId: 'c1' })).toBe(1);
  });
});

describe('a revert’s reason', () => {
  it('is 5 to 500 characters once trimmed', () => {
    expect(revertReasonError('    ')).toBe(PAYMENT_TEXTS.revertReason);
    expect(revertReasonError(' abcd ')).toBe(PAYMENT_TEXTS.revertReason);
    expect(revertReasonError('Cheque bounced')).toBeUndefined();
    expect(revertReasonError('x'.repeat(500))).toBeUndefined();
    expect(revertReasonError('x'.repeat(501))).toBe(PAYMENT_TEXTS.revertReason);
  });
});

describe('what a revert acts on (issue 22)', () => {
  const rec = (n: number, over: Partial<PaymentRecordView> = {}): PaymentRecordView =>
    ({
      id: `r${n}`,
      transactionPk: 't1',
      transactionId: 'TXNCART',
      receiptNumber: n,
      studentName: `Student ${n}`,
      amount: n * 100_000,
      status: 'ACTIVE',
      ...over,
    }) as PaymentRecordView;
  const cart = [rec(515), rec(516), rec(517)];

  it('reverts the named receipt only by default; the others stay paid', () => {
    const picked = revertedBy('RECEIPT', rec(517), cart);
    expect(picked.reverted.map((r) => r.receiptNumber)).toEqual([517]);
    expect(picked.staying.map((r) => r.receiptNumber)).toEqual([515, 516]);
    expect(revertBody('RECEIPT', 'i1', rec(517), ' Wrong child ')).toEqual({
      groupId: 'i1',
      id: 't1',
      recordId: 'r517',
      reason: 'Wrong child',
    });
  });

  it('reverts every receipt still paid when the whole transaction is chosen', () => {
    const all = revertedBy('TRANSACTION', rec(517), [
      rec(515, { status: 'REVERTED' }),
      rec(516),
      rec(517),
    ]);
    expect(all.reverted.map((r) => r.receiptNumber)).toEqual([516, 517]);
    expect(all.staying).toEqual([]);
    expect(revertBody('TRANSACTION', 'i1', rec(517), 'Cheque bounced')).toEqual({
      groupId: 'i1',
      id: 't1',
      reason: 'Cheque bounced',
    });
    expect(receiptLine(rec(517))).toBe('Receipt 517: Student 517, ₹5,17,000.00');
  });
});
