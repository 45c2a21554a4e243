import { PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  dateRangeError,
  NO_FILTERS,
  type TransactionQuery,
  transactionQueryParams,
  transactionsCsvUrl,
} from './filters';
import { revertReasonError } from './revert-reason';

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
