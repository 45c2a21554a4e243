import type { DayCollection } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  busiestHours,
  chartHours,
  compactRupees,
  dayReceiptsUrl,
  daySheetCsvUrl,
  daySheetPdfUrl,
  hourLabel,
  netCount,
  niceCeiling,
  shareOf,
  sheetSummary,
} from './collection-rules';

const day = (amounts: Record<number, [number, number]>): DayCollection => ({
  date: '2026-11-23',
  total: { amount: 0, discount: 0, count: 0 },
  sheet: {
    gross: { amount: 0, discount: 0, count: 0 },
    reverted: { amount: 0, discount: 0, count: 0 },
    net: { amount: 0, discount: 0, count: 0 },
    entries: [],
    accounts: [],
  },
  byMethodGroup: [],
  byMedium: [],
  byAccount: [],
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    key: String(hour),
    label: hourLabel(hour),
    hour,
    amount: amounts[hour]?.[0] ?? 0,
    discount: 0,
    count: amounts[hour]?.[1] ?? 0,
  })),
});

describe('the day’s collection', () => {
  it('says in words when the most was collected', () => {
    expect(busiestHours(day({ 9: [500_00, 2], 11: [1_250_00, 3], 23: [10_00, 1] }))).toBe(
      'The most was collected from 11:00 to 12:00: ₹1,250.00 in 3 payments.',
    );
    expect(busiestHours(day({ 23: [10_00, 1] }))).toMatch(
      /from 23:00 to 00:00: ₹10.00 in 1 payment\./,
    );
    expect(busiestHours(day({}))).toBe('Nothing was collected on this day.');
  });

  it('prints the day’s receipts from one address, and shares each bucket', () => {
    expect(dayReceiptsUrl('i1', '2026-11-23')).toBe(
      '/rest/payment/receipt/day?groupId=i1&date=2026-11-23',
    );
    expect(shareOf(250, 1000)).toBe('25%');
    expect(shareOf(0, 0)).toBe('0%');
    expect([0, 500_00, 20_000_00, 1_50_000_00, 1_20_00_000_00].map(compactRupees)).toEqual([
      '₹0',
      '₹500',
      '₹20K',
      '₹1.5L',
      '₹1.2Cr',
    ]);
  });
});

describe('the collection chart', () => {
  it('shows school hours always and other hours only when something was paid', () => {
    const hours = chartHours(day({ 6: [50_000, 1], 21: [0, 0] })).map((h) => h.hour);
    expect(hours).toEqual([6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('tops the scale at a round amount at or above the busiest hour', () => {
    expect(niceCeiling(0)).toBe(0);
    expect(niceCeiling(1_234_500)).toBe(2_000_000); // ₹12,345 → ₹20,000
    expect(niceCeiling(2_000_000)).toBe(2_000_000);
    expect(niceCeiling(2_100_000)).toBe(2_500_000);
    expect(niceCeiling(30_000_000)).toBe(50_000_000);
    expect(niceCeiling(99)).toBe(100); // 99 paise → ₹1
  });
});

describe('the day sheet (issue 22)', () => {
  it('says the gross, the reverted and the net, and exports the day as CSV and PDF', () => {
    const sheet = {
      gross: { amount: 1_150_000, discount: 0, count: 4 },
      reverted: { amount: 450_000, discount: 0, count: 1 },
      net: { amount: 700_000, discount: 0, count: 3 },
      entries: [],
      accounts: [],
    };
    expect(sheetSummary(sheet)).toBe(
      '₹11,500.00 gross (4 receipts) · ₹4,500.00 reverted (1 receipt) · ₹7,000.00 net',
    );
    // Payments are transactions (a cart of three students is one), receipts one per student.
    expect(netCount({ amount: 700_000, discount: 0, count: 2 }, sheet)).toBe(
      'Net: 2 payments · 3 receipts',
    );
    expect(
      netCount({ amount: 0, discount: 0, count: 1 }, { ...sheet, net: { ...sheet.net, count: 1 } }),
    ).toBe('Net: 1 payment · 1 receipt');
    expect(daySheetCsvUrl('i1', '2026-06-01')).toBe(
      '/rest/payment/collection/csv?groupId=i1&date=2026-06-01',
    );
    expect(daySheetPdfUrl('i1', '2026-06-01')).toBe(
      '/rest/payment/collection/pdf?groupId=i1&date=2026-06-01',
    );
  });
});
