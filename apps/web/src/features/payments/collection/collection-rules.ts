import { type DayCollection, formatRupees, PAYMENT_API } from '@shala/shared';

/** 9 → "09:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The chart's caption in words: the busiest hour, or that nothing was collected. */
export function busiestHours(collection: DayCollection): string {
  const busiest = [...collection.byHour].sort((a, b) => b.amount - a.amount || a.hour - b.hour)[0];
  if (!busiest || busiest.amount === 0) return 'Nothing was collected on this day.';
  return `The most was collected from ${hourLabel(busiest.hour)} to ${hourLabel(
    (busiest.hour + 1) % 24,
  )}: ${formatRupees(busiest.amount)} in ${busiest.count} ${
    busiest.count === 1 ? 'payment' : 'payments'
  }.`;
}

/** Every receipt of the day in one PDF (spec §2.5 issue 11: printed in one go). */
export function dayReceiptsUrl(instituteId: string, date: string): string {
  const query = new URLSearchParams({ groupId: instituteId, date });
  return `${PAYMENT_API.receiptsOfDay}?${query}`;
}

/** The day sheet as CSV: every receipt of the day, reverted ones marked, with the totals. */
export function daySheetCsvUrl(instituteId: string, date: string): string {
  const query = new URLSearchParams({ groupId: instituteId, date });
  return `${PAYMENT_API.daySheetCsv}?${query}`;
}

/** The day sheet as PDF (A4): the same rows and totals, under the school's letterhead. */
export function daySheetPdfUrl(instituteId: string, date: string): string {
  const query = new URLSearchParams({ groupId: instituteId, date });
  return `${PAYMENT_API.daySheetPdf}?${query}`;
}

/** "₹11,500.00 gross · ₹4,500.00 reverted (1 receipt) · ₹7,000.00 net". */
const receipts = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

/**
 * The day's net in words: payments (transactions, as the tables by method and account count
 * them) and the receipts they gave (one per student, as the day sheet lists them), so the two
 * counts on one screen are not read as disagreeing.
 */
export function netCount(total: DayCollection['total'], sheet: DayCollection['sheet']): string {
  const payments = `${total.count} ${total.count === 1 ? 'payment' : 'payments'}`;
  return `Net: ${payments} · ${receipts(sheet.net.count)}`;
}

export function sheetSummary(sheet: DayCollection['sheet']): string {
  return `${formatRupees(sheet.gross.amount)} gross (${receipts(sheet.gross.count)}) · ${formatRupees(
    sheet.reverted.amount,
  )} reverted (${receipts(sheet.reverted.count)}) · ${formatRupees(sheet.net.amount)} net`;
}

/** A bucket's share of the day, for the tables: "42%" (none of nothing is 0%). */
export function shareOf(amount: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.round((amount / total) * 100)}%`;
}

const COMPACT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** An axis label in the Indian way: 2000000 paise → "₹20K", 15000000 → "₹1.5L". */
export const compactRupees = (paise: number) => COMPACT.format(paise / 100);

/** The chart's hours: school hours (08:00 to 18:00) always, others when something was paid. */
export const chartHours = (collection: DayCollection) =>
  collection.byHour.filter((h) => h.count > 0 || (h.hour >= 8 && h.hour <= 18));

/**
 * The chart's top in paise: the largest hour rounded up to 1, 2, 2.5 or 5 times a power of ten
 * of rupees, so its four grid lines fall on round amounts. Nothing collected: 0.
 */
export function niceCeiling(paise: number): number {
  if (paise <= 0) return 0;
  const rupees = paise / 100;
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= rupees) ?? 10;
  return step * power * 100;
}
