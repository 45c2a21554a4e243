import { type DayBook, safeCsv } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { calendarDay, rupeesCell } from '../../lib/shown-format.js';
import { dayBookPdf as renderDayBook } from '../../pdf/day-book.js';
import { schoolOf } from '../payments/index.js';
import type { GroupScope } from '../permissions/index.js';
import { dayBook } from './day-book-service.js';

/** The day book's files: the same accounts, lines and totals as the screen (issue 25 §1). */

const periodOf = (book: DayBook) =>
  book.from === book.to
    ? calendarDay(book.from)
    : `${calendarDay(book.from)} to ${calendarDay(book.to)}`;
const fileName = (book: DayBook, ext: string) =>
  `day-book-${book.from}${book.from === book.to ? '' : `-to-${book.to}`}.${ext}`;

/** GET /rest/expense/day-book/csv */
export async function dayBookCsv(
  ctx: AppContext,
  scope: GroupScope,
  range: { from: string; to: string },
): Promise<{ filename: string; csv: string }> {
  const book = await dayBook(ctx, scope, range);
  const balance = (label: string, b: DayBook['total']) => [
    label,
    rupeesCell(b.openingPaise),
    rupeesCell(b.receiptsPaise),
    rupeesCell(b.paymentsPaise),
    rupeesCell(b.closingPaise),
  ];
  const rows: (string | number)[][] = [
    [`Day book ${periodOf(book)}`],
    [
      'Date',
      'Voucher',
      'Particulars',
      'Category',
      'Account',
      'Medium',
      'Receipt',
      'Payment',
      'Status',
    ],
    ...book.lines.map((l) => [
      calendarDay(l.day),
      l.voucherNo,
      l.particulars,
      l.category,
      l.accountName,
      l.paymentMedium,
      l.side === 'RECEIPT' ? rupeesCell(l.amountPaise) : '',
      l.side === 'PAYMENT' ? rupeesCell(l.amountPaise) : '',
      l.reversed ? 'REVERSED' : '',
    ]),
    [],
    ['Account', 'Opening', 'Receipts', 'Payments', 'Closing'],
    ...book.accounts.map((a) => balance(a.accountName, a)),
    balance('Total', book.total),
    ...(book.pending > 0 ? [[], [`Awaiting approval (in no balance): ${book.pending}`]] : []),
  ];
  return { filename: fileName(book, 'csv'), csv: safeCsv(rows) };
}

/** GET /rest/expense/day-book/pdf: on A4 under the school's letterhead. */
export async function dayBookPdf(
  ctx: AppContext,
  scope: GroupScope,
  range: { from: string; to: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const [book, school] = await Promise.all([
    dayBook(ctx, scope, range),
    schoolOf(ctx, scope.instituteId),
  ]);
  const pdf = await renderDayBook({
    school,
    period: periodOf(book),
    accounts: book.accounts,
    total: book.total,
    lines: book.lines.map((l) => ({
      day: calendarDay(l.day),
      voucherNo: l.voucherNo,
      particulars: l.particulars,
      category: l.category,
      accountName: l.accountName,
      medium: l.paymentMedium,
      receipt: l.side === 'RECEIPT' ? l.amountPaise : null,
      payment: l.side === 'PAYMENT' ? l.amountPaise : null,
      reversed: l.reversed,
    })),
    pending: book.pending,
  });
  return { filename: fileName(book, 'pdf'), pdf };
}
