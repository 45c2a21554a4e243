import {
  type DayCollection,
  dayBookOfAccounts,
  daySheetTotals,
  indiaDayEnd,
  indiaDayStart,
  PAYMENT_METHOD_GROUPS,
  PAYMENT_METHODS,
  safeCsv,
} from '@shala/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { financialAccounts, paymentRecords, paymentTransactions } from '../../db/schema/index.js';
import { calendarDay, indiaDateTime, rupeesCell } from '../../lib/shown-format.js';
import { daySheetPdf as renderDaySheet } from '../../pdf/day-sheet.js';
import { findGroupRow } from '../groups/index.js';
import { classOfScope, type GroupScope } from '../permissions/index.js';
import { dayTotalOf } from './day-total-queries.js';
import { toRecordView } from './read-presenters.js';
import { type RecordRow, recordsBetween } from './read-queries.js';
import { schoolOf } from './school-letterhead.js';

/**
 * A day's collection (issue 11 "a day's collection by method and account, with a chart"): the
 * active payments whose date falls on the day in India, totalled by method group, medium,
 * account and hour. From a class, that class's students' part only. With it the day sheet
 * (issue 22): every receipt dated on the day, a reverted one still listed and marked, the day's
 * gross, reverted and net, and each account's (the day book), on screen, as CSV and as PDF.
 */

type Cell = {
  methodGroup: string;
  medium: string;
  accountId: string;
  accountName: string;
  hour: number;
  amount: number;
  discount: number;
  count: number;
};

async function dayCells(db: Queryable, scope: GroupScope, day: string): Promise<Cell[]> {
  const hour = sql<number>`extract(hour from ${paymentTransactions.transactionDate} at time zone 'Asia/Kolkata')::int`;
  return db
    .select({
      methodGroup: paymentTransactions.paymentMethod,
      medium: paymentTransactions.paymentMedium,
      accountId: financialAccounts.id,
      accountName: financialAccounts.accountName,
      hour,
      // bigint sums (a day can pass 2^31 paise), read as numbers on pg too (text there).
      amount: sql<number>`sum(${paymentRecords.amountPaise})::bigint`.mapWith(Number),
      discount: sql<number>`sum(${paymentRecords.discountPaise})::bigint`.mapWith(Number),
      count: sql<number>`count(distinct ${paymentTransactions.id})::int`,
    })
    .from(paymentRecords)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, paymentRecords.transactionPk))
    .innerJoin(financialAccounts, eq(financialAccounts.id, paymentTransactions.financialAccountId))
    .where(
      and(
        eq(paymentRecords.instituteId, scope.instituteId),
        scope.type === 'CLASS' ? eq(paymentRecords.classId, scope.id) : undefined,
        // A record's own state: one receipt of a cart transaction may be reverted alone.
        eq(paymentRecords.status, 'ACTIVE'),
        gte(paymentTransactions.transactionDate, indiaDayStart(day)),
        lt(paymentTransactions.transactionDate, indiaDayEnd(day)),
      ),
    )
    .groupBy(
      paymentTransactions.paymentMethod,
      paymentTransactions.paymentMedium,
      financialAccounts.id,
      financialAccounts.accountName,
      hour,
    );
}

type Bucket = { key: string; label: string; amount: number; discount: number; count: number };

/** Cells summed by `keyOf`, in `order` (keys not in it after, by label). */
function totalled(
  cells: readonly Cell[],
  keyOf: (c: Cell) => string,
  labelOf: (c: Cell) => string,
  order: readonly string[] = [],
): Bucket[] {
  const by = new Map<string, Bucket>();
  for (const c of cells) {
    const key = keyOf(c);
    const b = by.get(key) ?? { key, label: labelOf(c), amount: 0, discount: 0, count: 0 };
    b.amount += c.amount;
    b.discount += c.discount;
    b.count += c.count;
    by.set(key, b);
  }
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...by.values()].sort(
    (a, b) => rank(a.key) - rank(b.key) || a.label.localeCompare(b.label),
  );
}

/** The receipts dated on the day (in India), reverted ones too, in receipt order. */
function dayRecords(db: Queryable, scope: GroupScope, day: string): Promise<RecordRow[]> {
  return recordsBetween(
    db,
    { instituteId: scope.instituteId, classId: classOfScope(scope) },
    indiaDayStart(day),
    indiaDayEnd(day),
  );
}

const sheetLine = (r: RecordRow) => ({
  amount: r.amount,
  discount: r.discount,
  status: r.status,
  financialAccountId: r.financialAccountId,
  accountName: r.accountName,
});

/** The day's total of all its cells: what was collected and is not reverted. */
function totalOf(cells: Awaited<ReturnType<typeof dayCells>>) {
  const [total] = totalled(
    cells,
    () => 'all',
    () => 'All',
  );
  return { amount: total?.amount ?? 0, discount: total?.discount ?? 0, count: total?.count ?? 0 };
}

/** The day's total alone, for the dashboards: the cells' rule summed in one prepared statement. */
export async function dayTotal(
  ctx: AppContext,
  scope: GroupScope,
  day: string,
): Promise<DayCollection['total']> {
  return dayTotalOf(ctx.db, {
    instituteId: scope.instituteId,
    classId: classOfScope(scope),
    day,
  });
}

/** GET /rest/payment/collection. */
export async function dayCollection(
  ctx: AppContext,
  scope: GroupScope,
  day: string,
): Promise<DayCollection> {
  const [cells, records] = await Promise.all([
    dayCells(ctx.db, scope, day),
    dayRecords(ctx.db, scope, day),
  ]);
  const lines = records.map(sheetLine);
  const sheet = {
    ...daySheetTotals(lines),
    entries: records.map((r) => toRecordView(r, scope.id)),
    accounts: dayBookOfAccounts(lines),
  };
  const byHour = Array.from({ length: 24 }, (_, hour) => {
    const [b] = totalled(
      cells.filter((c) => c.hour === hour),
      () => String(hour),
      () => `${String(hour).padStart(2, '0')}:00`,
    );
    return {
      hour,
      key: String(hour),
      label: `${String(hour).padStart(2, '0')}:00`,
      amount: b?.amount ?? 0,
      discount: b?.discount ?? 0,
      count: b?.count ?? 0,
    };
  });
  return {
    date: day,
    total: totalOf(cells),
    sheet,
    byMethodGroup: totalled(
      cells,
      (c) => c.methodGroup,
      (c) => c.methodGroup,
      PAYMENT_METHOD_GROUPS,
    ),
    byMedium: totalled(
      cells,
      (c) => c.medium,
      (c) => c.medium,
      PAYMENT_METHODS,
    ),
    byAccount: totalled(
      cells,
      (c) => c.accountId,
      (c) => c.accountName,
    ),
    byHour,
  };
}

const SHEET_HEADER = [
  'Receipt No',
  'Time',
  'Transaction ID',
  'Student',
  'Class',
  'Type',
  'Medium',
  'Account',
  'Amount (INR)',
  'Discount (INR)',
  'Status',
  'Reverted at',
  'Reverted by',
  'Revert reason',
];

/** The sheet's totals as rows under the receipts: the day's, then each account's. */
function totalRows(label: string, t: ReturnType<typeof daySheetTotals>): string[][] {
  const row = (what: string, sum: { amount: number; discount: number; count: number }) => [
    `${label} ${what}`,
    `${sum.count} ${sum.count === 1 ? 'receipt' : 'receipts'}`,
    '',
    '',
    '',
    '',
    '',
    '',
    rupeesCell(sum.amount),
    rupeesCell(sum.discount),
  ];
  return [row('gross', t.gross), row('reverted', t.reverted), row('net', t.net)];
}

/** GET /rest/payment/collection/csv: the day sheet, every receipt marked, with its totals. */
export async function daySheetCsv(
  ctx: AppContext,
  scope: GroupScope,
  day: string,
): Promise<{ filename: string; csv: string }> {
  const records = await dayRecords(ctx.db, scope, day);
  const lines = records.map(sheetLine);
  const rows: (string | number)[][] = [
    [`Day sheet ${calendarDay(day)}`],
    SHEET_HEADER,
    ...records.map((r) => [
      r.receiptNumber,
      indiaDateTime(r.transactionDate),
      r.transactionId,
      r.studentName,
      r.className,
      r.recordType,
      r.paymentMedium,
      r.accountName,
      rupeesCell(r.amount),
      rupeesCell(r.discount),
      r.status === 'REVERTED' ? 'REVERTED' : 'PAID',
      r.revertedAt ? indiaDateTime(r.revertedAt) : '',
      r.revertedByName ?? '',
      r.revertReason ?? '',
    ]),
    [],
    ...totalRows('Day', daySheetTotals(lines)),
    ...dayBookOfAccounts(lines).flatMap((a) => totalRows(a.accountName, a)),
  ];
  return { filename: `day-sheet-${day}.csv`, csv: safeCsv(rows) };
}

/**
 * GET /rest/payment/collection/pdf: the day sheet on A4 for the day's file, the same rows and
 * totals as the screen and the CSV, under the school's letterhead.
 */
export async function daySheetPdf(
  ctx: AppContext,
  scope: GroupScope,
  day: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [records, school, group] = await Promise.all([
    dayRecords(ctx.db, scope, day),
    schoolOf(ctx, scope.instituteId),
    scope.type === 'CLASS' ? findGroupRow(ctx.db, scope.instituteId, scope.id) : undefined,
  ]);
  const lines = records.map(sheetLine);
  const pdf = await renderDaySheet({
    school,
    date: calendarDay(day),
    className: group?.name ?? null,
    rows: records.map((r) => ({
      receiptNumber: r.receiptNumber,
      time: indiaDateTime(r.transactionDate).split(', ')[1] ?? '',
      transactionId: r.transactionId,
      studentName: r.studentName,
      className: r.className,
      medium: r.paymentMedium,
      accountName: r.accountName,
      amount: r.amount,
      discount: r.discount,
      reverted:
        r.status === 'REVERTED'
          ? {
              at: r.revertedAt ? indiaDateTime(r.revertedAt) : '',
              byName: r.revertedByName,
              reason: r.revertReason,
            }
          : null,
    })),
    totals: daySheetTotals(lines),
    accounts: dayBookOfAccounts(lines),
  });
  return { filename: `day-sheet-${day}.pdf`, pdf };
}
