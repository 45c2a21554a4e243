import { EXPENSE_TEXTS, type ExpenseEntryView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  entryQuery,
  fileSize,
  filterCount,
  historyLines,
  NO_ENTRY_FILTERS,
  noteError,
  reasonError,
  totalsText,
  voucherUrl,
} from './entry-rules';

const entry: ExpenseEntryView = {
  id: 'e1',
  voucherNo: 'EXP-12',
  kind: 'EXPENSE',
  status: 'PENDING',
  entryDate: '2026-11-23',
  amountPaise: 3_000_000,
  description: 'Bus repair',
  reference: null,
  paymentMedium: 'NEFT',
  category: { id: 'c1', name: 'Repairs' },
  account: { id: 'a1', name: 'SBI current' },
  vendor: null,
  classGroup: null,
  vouchers: [],
  recordedBy: { profileId: 'p1', name: 'Kavita Rao' },
  recordedAt: '2026-11-23T04:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  reversedBy: null,
  reversedAt: null,
  reverseReason: null,
  mayDecide: true,
  mayReverse: false,
};

describe('the entries’ filters', () => {
  it('send only what is set, with the page', () => {
    expect(entryQuery('g1', NO_ENTRY_FILTERS)).toEqual({ groupId: 'g1', page: 1, size: 20 });
    expect(
      entryQuery('g1', {
        ...NO_ENTRY_FILTERS,
        kind: 'INCOME',
        q: ' bus ',
        page: 3,
        to: '2026-11-30',
      }),
    ).toEqual({ groupId: 'g1', kind: 'INCOME', q: 'bus', to: '2026-11-30', page: 3, size: 20 });
    expect(filterCount({ ...NO_ENTRY_FILTERS, status: 'PENDING', from: '2026-11-01' })).toBe(2);
  });

  it('say the totals over every page in words', () => {
    expect(
      totalsText({ total: 1, totals: { incomePaise: 0, expensePaise: 45_000, pending: 0 } }),
    ).toBe('1 entry · income ₹0.00 · expenses ₹450.00');
    expect(
      totalsText({
        total: 40,
        totals: { incomePaise: 1_200_000, expensePaise: 3_000_000, pending: 2 },
      }),
    ).toBe('40 entries · income ₹12,000.00 · expenses ₹30,000.00 · 2 awaiting approval');
  });
});

describe('one entry', () => {
  it('tells its history, oldest first', () => {
    expect(historyLines(entry)).toEqual([
      'Recorded by Kavita Rao on 23 Nov 2026, 10:00',
      'Awaiting approval',
    ]);
    const reversed: ExpenseEntryView = {
      ...entry,
      status: 'REVERSED',
      decidedBy: { profileId: 'p2', name: 'Anita Desai' },
      decidedAt: '2026-11-23T06:00:00.000Z',
      decisionNote: 'Quote checked',
      reversedBy: { profileId: 'p2', name: 'Anita Desai' },
      reversedAt: '2026-11-24T06:00:00.000Z',
      reverseReason: 'Paid twice',
    };
    expect(historyLines(reversed)).toEqual([
      'Recorded by Kavita Rao on 23 Nov 2026, 10:00',
      'Approved by Anita Desai on 23 Nov 2026, 11:30: Quote checked',
      'Reversed by Anita Desai on 24 Nov 2026, 11:30: Paid twice',
    ]);
    const rejected = { ...entry, status: 'REJECTED' as const, decidedAt: entry.recordedAt };
    expect(historyLines(rejected)[1]).toBe('Rejected on 23 Nov 2026, 10:00');
    const atOnce = { ...entry, status: 'APPROVED' as const };
    expect(historyLines(atOnce)[1]).toBe('Approved when recorded');
    const reversedAtOnce = { ...atOnce, status: 'REVERSED' as const, reversedAt: entry.recordedAt };
    expect(historyLines(reversedAtOnce)).toEqual([
      'Recorded by Kavita Rao on 23 Nov 2026, 10:00',
      'Approved when recorded',
      'Reversed on 23 Nov 2026, 10:00',
    ]);
  });

  it('links its vouchers and gives their size', () => {
    expect(voucherUrl('g1', 'e1', 'f1')).toBe('/rest/expense/voucher?groupId=g1&id=e1&fileId=f1');
    expect(fileSize(240 * 1024)).toBe('240 KB');
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(1_572_864)).toBe('1.5 MB');
  });

  it('takes a reversal’s reason of 5 to 300 characters and a note of at most 300', () => {
    expect(reasonError('  abc  ')).toBe(EXPENSE_TEXTS.reason);
    expect(reasonError('Paid twice')).toBeUndefined();
    expect(reasonError('x'.repeat(301))).toBe(EXPENSE_TEXTS.reason);
    expect(noteError('')).toBeUndefined();
    expect(noteError('x'.repeat(301))).toBe(EXPENSE_TEXTS.note);
  });
});
