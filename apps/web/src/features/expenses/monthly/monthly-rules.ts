import {
  type ExpenseKind,
  financialYearMonths,
  financialYearOf,
  formatRupees,
  type MonthlyFigures,
} from '@shala/shared';

/** One month of the financial year: fees and other income, their sum, expenses, and the net. */
export type MonthRow = {
  month: string;
  feesPaise: number;
  incomePaise: number;
  receivedPaise: number;
  expensePaise: number;
  netPaise: number;
};
export type MonthTotals = Omit<MonthRow, 'month'>;

/**
 * Every month of the year, April first (a month the server left out reads as nothing), and
 * their totals: integer paise added, so the Total row is the sum of the rows above it.
 */
export function monthRows(figures: MonthlyFigures): { rows: MonthRow[]; total: MonthTotals } {
  const byMonth = new Map(figures.months.map((m) => [m.month, m]));
  const total: MonthTotals = {
    feesPaise: 0,
    incomePaise: 0,
    receivedPaise: 0,
    expensePaise: 0,
    netPaise: 0,
  };
  const rows = financialYearMonths(figures.year).map((month): MonthRow => {
    const m = byMonth.get(month);
    const feesPaise = m?.feesPaise ?? 0;
    const incomePaise = m?.incomePaise ?? 0;
    const expensePaise = m?.expensePaise ?? 0;
    const receivedPaise = feesPaise + incomePaise;
    const row = {
      month,
      feesPaise,
      incomePaise,
      receivedPaise,
      expensePaise,
      netPaise: receivedPaise - expensePaise,
    };
    total.feesPaise += feesPaise;
    total.incomePaise += incomePaise;
    total.receivedPaise += receivedPaise;
    total.expensePaise += expensePaise;
    total.netPaise += row.netPaise;
    return row;
  });
  return { rows, total };
}

/** 2026 → "2026–27" (April 2026 to March 2027). */
export const yearLabel = (year: number) => `${year}–${String((year + 1) % 100).padStart(2, '0')}`;

/** The financial years offered: this one (of `today`) and the `count - 1` before it. */
export function yearChoices(today: string, count = 6): number[] {
  const current = financialYearOf(today);
  return Array.from({ length: count }, (_, i) => current - i);
}

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-04" → "Apr". */
export const shortMonth = (month: string) => SHORT[Number(month.slice(5, 7)) - 1] ?? month;

/** A category's part of its kind's whole. */
export type CategoryShare = { name: string; amountPaise: number; share: string };

/** One kind's categories, largest first, each with its share ("42%"; none of nothing is 0%). */
export function categoryShares(
  byCategory: MonthlyFigures['byCategory'],
  kind: ExpenseKind,
): { items: CategoryShare[]; totalPaise: number } {
  const mine = byCategory.filter((c) => c.kind === kind);
  const totalPaise = mine.reduce((sum, c) => sum + c.amountPaise, 0);
  const items = [...mine]
    .sort((a, b) => b.amountPaise - a.amountPaise || a.name.localeCompare(b.name))
    .map((c) => ({
      name: c.name,
      amountPaise: c.amountPaise,
      share: totalPaise > 0 ? `${Math.round((c.amountPaise / totalPaise) * 100)}%` : '0%',
    }));
  return { items, totalPaise };
}

/**
 * The chart's top in paise: the largest bar rounded up to 1, 2, 2.5 or 5 times a power of ten
 * of rupees, so its grid lines fall on round amounts. Nothing at all: 0.
 */
export function niceTop(paise: number): number {
  if (paise <= 0) return 0;
  const rupees = paise / 100;
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= rupees) ?? 10;
  return step * power * 100;
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

/** The chart in words: the year's income, expenses and net, and the month that spent most. */
export function yearSummary(rows: readonly MonthRow[], total: MonthTotals, year: number): string {
  const head = `${yearLabel(year)}: received ${formatRupees(total.receivedPaise)}, spent ${formatRupees(
    total.expensePaise,
  )}, net ${formatRupees(total.netPaise)}.`;
  const most = [...rows].sort((a, b) => b.expensePaise - a.expensePaise)[0];
  if (!most || most.expensePaise === 0) return `${head} Nothing was spent this year.`;
  return `${head} The most was spent in ${shortMonth(most.month)} ${most.month.slice(0, 4)}: ${formatRupees(
    most.expensePaise,
  )}.`;
}
