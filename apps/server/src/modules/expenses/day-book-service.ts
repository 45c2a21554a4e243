import {
  accountBalances,
  addDays,
  balancesTotal,
  DAY_BOOK_MAX_DAYS,
  type DayBook,
  type DayBookLine,
  daysSpanned,
  financialYearMonths,
  EXPENSE_TEXTS as M,
  type MonthlyFigures,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import {
  type FeeReceiptLine,
  feeCollectionsBefore,
  feeCollectionsByMonth,
  feeReceiptsBetween,
} from '../payments/index.js';
import type { GroupScope } from '../permissions/index.js';
import {
  type EntryLine,
  entryLinesBetween,
  entryNetBefore,
  entrySumsBetween,
  pendingBetween,
} from './day-book-queries.js';
import { voucherNo } from './presenters.js';
import { accountsWithOpenings } from './setup-queries.js';

/**
 * The day book (issue 25 §1): for a day or a range of India days, each financial account's
 * opening balance (brought forward, plus everything before the range), every receipt (the fee
 * collections, read from payments, and income entries) and payment (expense entries), and its
 * closing balance. Entries awaiting approval count nowhere yet; reversed ones stay listed.
 */

const feeLine = (r: FeeReceiptLine): DayBookLine => ({
  day: r.day,
  source: 'FEES',
  id: r.recordId,
  voucherNo: `Receipt ${r.receiptNumber}`,
  side: 'RECEIPT',
  particulars: `${r.recordType === 'FEES' ? 'Fees' : 'Transport fees'}: ${r.studentName} (${r.className})`,
  category: r.recordType === 'FEES' ? 'Fee collection' : 'Transport fee collection',
  accountId: r.accountId,
  accountName: r.accountName,
  paymentMedium: r.paymentMedium,
  amountPaise: r.amount,
  reversed: r.reversed,
});

const entryLine = (e: EntryLine): DayBookLine => ({
  day: e.day,
  source: 'ENTRY',
  id: e.id,
  voucherNo: voucherNo(e.kind, e.voucherNumber),
  side: e.kind === 'INCOME' ? 'RECEIPT' : 'PAYMENT',
  particulars: e.vendorName ? `${e.description} (${e.vendorName})` : e.description,
  category: e.categoryName,
  accountId: e.accountId,
  accountName: e.accountName,
  paymentMedium: e.paymentMedium,
  amountPaise: e.amount,
  reversed: e.reversed,
});

/** The range asked for: one day, or from–to of at most DAY_BOOK_MAX_DAYS. */
export function dayBookRange(from: string, to: string | undefined): { from: string; to: string } {
  const last = to ?? from;
  if (last < from || daysSpanned(from, last) > DAY_BOOK_MAX_DAYS) throw badRequest(M.range);
  return { from, to: last };
}

/** GET /rest/expense/day-book */
export async function dayBook(
  ctx: AppContext,
  scope: GroupScope,
  range: { from: string; to: string },
): Promise<DayBook> {
  const id = scope.instituteId;
  const [accounts, feesBefore, entriesBefore, fees, entries, pending] = await Promise.all([
    accountsWithOpenings(ctx.db, id),
    feeCollectionsBefore(ctx.db, id, range.from),
    entryNetBefore(ctx.db, id, range.from),
    feeReceiptsBetween(ctx.db, id, range.from, range.to),
    entryLinesBetween(ctx.db, id, range.from, range.to),
    pendingBetween(ctx.db, id, range.from, range.to),
  ]);
  const before = new Map<string, number>();
  for (const m of [...feesBefore, ...entriesBefore]) {
    before.set(m.accountId, (before.get(m.accountId) ?? 0) + m.amount);
  }
  // Every active account is shown, and a disabled one only when it holds or moved money.
  const openings = accounts
    .map((a) => ({
      accountId: a.id,
      accountName: a.accountName,
      active: a.active,
      amountPaise: a.openingPaise + (before.get(a.id) ?? 0),
    }))
    .filter((a) => a.active || a.amountPaise !== 0);
  // By day, money in before money out (the fees first), each in the order it was recorded.
  const rank = (l: DayBookLine) => (l.side === 'RECEIPT' ? 0 : 2) + (l.source === 'FEES' ? 0 : 1);
  const lines = [...fees.map(feeLine), ...entries.map(entryLine)].sort(
    (a, b) => a.day.localeCompare(b.day) || rank(a) - rank(b),
  );
  const balances = accountBalances(openings, lines);
  return { ...range, accounts: balances, total: balancesTotal(balances), lines, pending };
}

/** GET /rest/expense/monthly: the financial year's fees, other income and expenses by month. */
export async function monthlyFigures(
  ctx: AppContext,
  scope: GroupScope,
  year: number,
): Promise<MonthlyFigures> {
  const months = financialYearMonths(year);
  const from = `${months[0]}-01`;
  const to = addDays(`${year + 1}-04-01`, -1);
  const [fees, sums] = await Promise.all([
    feeCollectionsByMonth(ctx.db, scope.instituteId, from, to),
    entrySumsBetween(ctx.db, scope.instituteId, from, to),
  ]);
  const feesOf = new Map(fees.map((f) => [f.month, f.amount]));
  const byCategory = new Map<
    string,
    { kind: 'INCOME' | 'EXPENSE'; name: string; amountPaise: number }
  >();
  for (const s of sums) {
    const key = `${s.kind}:${s.name}`;
    const entry = byCategory.get(key) ?? { kind: s.kind, name: s.name, amountPaise: 0 };
    entry.amountPaise += s.amount;
    byCategory.set(key, entry);
  }
  return {
    year,
    months: months.map((month) => {
      const of = (kind: string) =>
        sums.filter((s) => s.month === month && s.kind === kind).reduce((t, s) => t + s.amount, 0);
      return {
        month,
        feesPaise: feesOf.get(month) ?? 0,
        incomePaise: of('INCOME'),
        expensePaise: of('EXPENSE'),
      };
    }),
    byCategory: [...byCategory.values()].sort(
      (a, b) => a.kind.localeCompare(b.kind) || b.amountPaise - a.amountPaise,
    ),
  };
}
