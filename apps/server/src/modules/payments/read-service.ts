import {
  indiaDayEnd,
  indiaDayStart,
  PAYMENT_CSV_ROWS_MAX,
  PAYMENT_TEXTS,
  type PaymentRecordDetail,
  type PaymentRecordPage,
  type PaymentRecordView,
  safeCsv,
  type TransactionFilters,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { indiaDateTime, rupeesCell } from '../../lib/shown-format.js';
import { ownPeopleOf } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { toRecordDetail, toRecordView } from './read-presenters.js';
import {
  allocationsOf,
  findRecord,
  isMemberOf,
  type RecordFilters,
  type RecordRow,
  type RecordScope,
  recordPage,
  recordsOfPeople,
  recordsOfStudent,
  recordTotals,
} from './read-queries.js';
import { readerScope } from './reader-scope.js';

/**
 * The payment reads: a record, a student's records, the transactions of an institute or class
 * with filters, paging and CSV, and the signed-in profile's own history. Every read is scoped by
 * readerScope (reader-scope.ts): staff read the group's, others their own and their children's.
 */

/** GET /rest/payment/record/id: one record with the particulars it paid. */
export async function recordById(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<PaymentRecordDetail> {
  const row = await findRecord(ctx.db, await readerScope(ctx.db, caller, scope), id);
  if (!row) throw notFound(PAYMENT_TEXTS.recordNotFound);
  return toRecordDetail(row, await allocationsOf(ctx.db, [row.id]), scope.id);
}

/** GET /rest/payment/student: a student's records in the institute, newest first. */
export async function studentRecords(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<PaymentRecordView[]> {
  const readable = await readerScope(ctx.db, caller, scope);
  const visible = readable.profileIds
    ? readable.profileIds.includes(profileId)
    : await isMemberOf(ctx.db, readable, profileId);
  if (!visible) throw notFound(PAYMENT_TEXTS.studentNotFound);
  const rows = await recordsOfStudent(ctx.db, readable, profileId);
  return rows.map((row) => toRecordView(row, scope.id));
}

/** The filters as the queries take them: India's days as instants, a class within the group. */
function recordFilters(
  scope: GroupScope,
  f: TransactionFilters,
): {
  where: RecordScope;
  filters: RecordFilters;
} {
  const classId = scope.type === 'CLASS' ? scope.id : f.classId;
  return {
    where: { instituteId: scope.instituteId, classId },
    filters: {
      from: f.from ? indiaDayStart(f.from) : undefined,
      to: f.to ? indiaDayEnd(f.to) : undefined,
      recordType: f.recordType,
      paymentMedium: f.paymentMedium,
      status: f.status,
      q: f.q,
    },
  };
}

/** GET /rest/payment/transactions (staff: getPaymentRecordForGroup). */
export async function transactionsPage(
  ctx: AppContext,
  scope: GroupScope,
  f: TransactionFilters,
): Promise<PaymentRecordPage> {
  const { where, filters } = recordFilters(scope, f);
  const [rows, totals] = await Promise.all([
    recordPage(ctx.db, where, filters, { offset: (f.pageNo - 1) * f.limit, limit: f.limit }),
    recordTotals(ctx.db, where, filters),
  ]);
  return {
    items: rows.map((row) => toRecordView(row, scope.id)),
    pageNo: f.pageNo,
    limit: f.limit,
    total: totals.total,
    totals: { amount: totals.amount, discount: totals.discount },
  };
}

const CSV_HEADER = [
  'Receipt No',
  'Transaction ID',
  'Date',
  'Student',
  'Class',
  'Session',
  'Type',
  'Medium',
  'Method',
  'Account',
  'Amount (INR)',
  'Discount (INR)',
  'Status',
  'Recorded by',
  'Revert reason',
];

const csvRow = (r: RecordRow) => [
  r.receiptNumber,
  r.transactionId,
  indiaDateTime(r.transactionDate),
  r.studentName,
  r.className,
  r.sessionName,
  r.recordType,
  r.paymentMedium,
  r.paymentMethod,
  r.accountName,
  rupeesCell(r.amount),
  rupeesCell(r.discount),
  r.status,
  r.recordedByName,
  r.revertReason,
];

/** GET /rest/payment/transactions/csv: every matching record (up to the limit), safe cells. */
export async function transactionsCsv(
  ctx: AppContext,
  scope: GroupScope,
  f: TransactionFilters,
): Promise<{ filename: string; csv: string }> {
  const { where, filters } = recordFilters(scope, f);
  const rows = await recordPage(ctx.db, where, filters, {
    offset: 0,
    limit: PAYMENT_CSV_ROWS_MAX,
  });
  const span = f.from || f.to ? `-${f.from ?? 'start'}-to-${f.to ?? 'today'}` : '';
  return {
    filename: `transactions${span}.csv`,
    csv: safeCsv([CSV_HEADER, ...rows.map(csvRow)]),
  };
}

/**
 * GET /rest/payment/mine: the caller's own payments, its children's and those it recorded,
 * across its institutes; each receipt opens from the record's class.
 */
export async function myPayments(
  ctx: AppContext,
  caller: Caller,
  page: { pageNo: number; limit: number },
): Promise<PaymentRecordView[]> {
  const rows = await recordsOfPeople(
    ctx.db,
    { profileIds: await ownPeopleOf(ctx.db, caller.accountId), recordedBy: caller.profileId },
    { offset: (page.pageNo - 1) * page.limit, limit: page.limit },
  );
  return rows.map((row) => toRecordView(row, row.classId));
}
