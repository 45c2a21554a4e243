import { indiaDayEnd, indiaDayStart, PAYMENT_TEXTS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { calendarDay, indiaDateTime } from '../../lib/shown-format.js';
import { type ReceiptData, receiptsPdf } from '../../pdf/receipt.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  type AllocationRow,
  allocationsOf,
  familiesOf,
  findRecord,
  type RecordRow,
  recordsBetween,
  recordsOfTransaction,
  type StudentFamily,
} from './read-queries.js';
import { readerScope } from './reader-scope.js';
import { schoolOf } from './school-letterhead.js';

/**
 * Receipts as PDF (issue 11): one record, a whole transaction, or every receipt of a day in one
 * file, reprintable any time, a reverted one stamped. Made on each request from the records and
 * their allocations, so a reprint always says what the database says.
 */

export type ReceiptFile = { filename: string; pdf: Buffer };

/** A receipt that cannot be made answers the spec's §8 words (500), never a broken file. */
export class ReceiptFailed extends AppError {
  constructor() {
    super(500, PAYMENT_TEXTS.receiptFailed);
  }
}

async function receiptFile(
  ctx: AppContext,
  instituteId: string,
  rows: readonly RecordRow[],
  filename: string,
): Promise<ReceiptFile> {
  try {
    const [school, allocations, families] = await Promise.all([
      schoolOf(ctx, instituteId),
      allocationsOf(
        ctx.db,
        rows.map((r) => r.id),
      ),
      familiesOf(
        ctx.db,
        rows.map((r) => r.profileId),
      ),
    ]);
    const receipts = rows.map((row) =>
      receiptOf(row, allocations, school, families.get(row.profileId)),
    );
    return { filename, pdf: await receiptsPdf(filename.replace(/\.pdf$/, ''), receipts) };
  } catch (error) {
    ctx.log.error({ err: error, instituteId }, 'receipt not generated');
    throw new ReceiptFailed();
  }
}

/**
 * Whom the receipt names beside the student (issue 22): the father's name of the profile, else
 * the guardian linked as father, else the first guardian linked.
 */
function parentOf(family: StudentFamily | undefined): ReceiptData['parent'] {
  if (!family) return null;
  if (family.fatherName) return { label: "Father's name", name: family.fatherName };
  const father = family.guardians.find((g) => g.relation.trim().toLowerCase() === 'father');
  if (father) return { label: "Father's name", name: father.name };
  const first = family.guardians[0];
  return first ? { label: 'Guardian', name: first.name } : null;
}

function receiptOf(
  row: RecordRow,
  allocations: readonly AllocationRow[],
  institute: ReceiptData['institute'],
  family: StudentFamily | undefined,
): ReceiptData {
  return {
    receiptNumber: row.receiptNumber,
    institute,
    studentName: row.studentName,
    admissionNo: family?.admissionNo ?? null,
    parent: parentOf(family),
    className: row.className,
    sessionName: row.sessionName,
    transactionId: row.transactionId,
    transactionDate: indiaDateTime(row.transactionDate),
    recordType: row.recordType,
    paymentMethod: row.paymentMethod,
    paymentMedium: row.paymentMedium,
    accountName: row.accountName,
    amount: row.amount,
    discount: row.discount,
    particulars: allocations
      .filter((a) => a.recordId === row.id)
      .map((a) => ({
        particular: a.particular,
        dueDate: calendarDay(a.dueDate),
        kind: a.kind,
        paid: a.paid,
        discount: a.discount,
      })),
    recordedByName: row.recordedByName,
    reverted:
      row.status === 'REVERTED'
        ? {
            at: row.revertedAt ? indiaDateTime(row.revertedAt) : '',
            byName: row.revertedByName,
            reason: row.revertReason,
          }
        : null,
  };
}

/** GET /rest/payment/receipt: one record's receipt. */
export async function recordReceipt(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<ReceiptFile> {
  const row = await findRecord(ctx.db, await readerScope(ctx.db, caller, scope), id);
  if (!row) throw notFound(PAYMENT_TEXTS.recordNotFound);
  return receiptFile(ctx, row.instituteId, [row], `receipt-${row.receiptNumber}.pdf`);
}

/** GET /rest/payment/receipt/transaction: the receipts of a transaction the caller may read. */
export async function transactionReceipt(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  transactionPk: string,
): Promise<ReceiptFile> {
  const rows = await recordsOfTransaction(
    ctx.db,
    await readerScope(ctx.db, caller, scope),
    transactionPk,
  );
  const first = rows[0];
  if (!first) throw notFound(PAYMENT_TEXTS.transactionNotFound);
  const numbers = rows.map((r) => r.receiptNumber);
  const span = numbers.length > 1 ? `${numbers[0]}-${numbers[numbers.length - 1]}` : numbers[0];
  return receiptFile(ctx, first.instituteId, rows, `receipt-${span}.pdf`);
}

/** GET /rest/payment/receipt/day: every receipt of the day (in India) in one PDF. */
export async function dayReceipts(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  day: string,
): Promise<ReceiptFile> {
  const rows = await recordsBetween(
    ctx.db,
    await readerScope(ctx.db, caller, scope),
    indiaDayStart(day),
    indiaDayEnd(day),
  );
  if (rows.length === 0) throw notFound(`No receipts on ${calendarDay(day)}.`);
  return receiptFile(ctx, scope.instituteId, rows, `receipts-${day}.pdf`);
}
