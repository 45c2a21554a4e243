import {
  daysSpanned,
  type FeeStatistics,
  type FinanceStatistics,
  formatRupees,
  STATISTICS_MAX_DAYS,
  STATISTICS_TEXTS,
} from '@shala/shared';

/** The screen's own arithmetic and words (the figures themselves are the server's). */

/** What is wrong with a range, in the server's words; null when it may be asked. */
export function rangeError(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) {
    return STATISTICS_TEXTS.day;
  }
  if (from > to || daysSpanned(from, to) > STATISTICS_MAX_DAYS) return STATISTICS_TEXTS.range;
  return null;
}

/** A share as the portal writes it: "82.5%"; none: an en dash. */
export const percentShown = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** A whole count the Indian way: 1,23,456. */
export const countShown = (n: number) => n.toLocaleString('en-IN');

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An axis's month: "Apr"; January also names its year ("Jan 27") so years can be told apart. */
export function axisMonth(month: string, manyYears: boolean): string {
  const name = SHORT[Number(month.slice(5, 7)) - 1] ?? month;
  return manyYears && month.endsWith('-01') ? `${name} ${month.slice(2, 4)}` : name;
}

const COMPACT = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
/** An axis amount the Indian way: ₹20K, ₹1.5L, ₹2Cr. */
export const compactRupees = (rupees: number) => COMPACT.format(rupees);

/** The months of the range in words for a caption: "April 2026 to November 2026". */
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthWords = (month: string) => MONTH.format(new Date(`${month}-15T12:00:00Z`));

/** The fee chart in words: what fell due, what came in, and who is behind. */
export function feeCaption(f: FeeStatistics): string {
  const behind =
    f.defaulters.count === 0
      ? 'Nobody owes a charge that is due.'
      : `${countShown(f.defaulters.count)} ${f.defaulters.count === 1 ? 'student owes' : 'students owe'} ${formatRupees(f.overduePaise)} overdue.`;
  return `Due and collected, month by month: ${formatRupees(f.duePaise)} fell due in the range and ${formatRupees(
    f.collectedPaise,
  )} was collected. ${behind}`;
}

/** The income chart in words, and the month that spent most. */
export function financeCaption(f: FinanceStatistics): string {
  const head = `Received and spent, month by month: received ${formatRupees(
    f.feesPaise + f.incomePaise,
  )}, spent ${formatRupees(f.expensePaise)}, net ${formatRupees(f.netPaise)}.`;
  const most = [...f.months].sort((a, b) => b.expensePaise - a.expensePaise)[0];
  if (!most || most.expensePaise === 0) return `${head} Nothing was spent in the range.`;
  return `${head} The most was spent in ${monthWords(most.month)}: ${formatRupees(most.expensePaise)}.`;
}

/** The lowest of some shares, named: "Class 7 B (81.2%)"; none without a share. */
export function lowest<T extends { percent: number | null }>(
  rows: readonly T[],
  name: (row: T) => string,
): string | null {
  const low = rows
    .filter((r): r is T & { percent: number } => r.percent !== null)
    .sort((a, b) => a.percent - b.percent)[0];
  return low ? `${name(low)} (${low.percent}%)` : null;
}
