import { formatRupees } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { type Column, type School, type TableRow, table } from './layout.js';
import { sheetPages } from './sheet-pages.js';

type Balance = {
  accountName: string;
  openingPaise: number;
  receiptsPaise: number;
  paymentsPaise: number;
  closingPaise: number;
};

/** The day book as the PDF prints it (issue 25 §1): the screen's accounts and lines. */
export type DayBookData = {
  school: School;
  /** "30 Nov 2026" or "01 Nov 2026 to 30 Nov 2026". */
  period: string;
  accounts: Balance[];
  total: Omit<Balance, 'accountName'>;
  lines: {
    /** "30 Nov 2026". */
    day: string;
    voucherNo: string;
    particulars: string;
    category: string;
    accountName: string;
    medium: string;
    receipt: number | null;
    payment: number | null;
    reversed: boolean;
  }[];
  pending: number;
};

const SIZE = 8;
const money = (paise: number | null) => (paise === null ? '' : formatRupees(paise));

/** The day book on A4 portrait pages: the accounts' balances first, then every line. */
export function dayBookPdf(book: DayBookData): Promise<Buffer> {
  const title = `Day book ${book.period}`;
  return renderPdf({ title, author: book.school.name }, (doc) => {
    const pages = sheetPages(doc, { title, school: book.school, fontSize: SIZE });
    const { width, bottom, nextPage, tableOptions: options } = pages;
    let y = pages.top;

    const balanceColumns: Column[] = [
      { header: 'Account', width: width - 4 * 92 },
      { header: 'Opening', width: 92, align: 'right' },
      { header: 'Receipts', width: 92, align: 'right' },
      { header: 'Payments', width: 92, align: 'right' },
      { header: 'Closing', width: 92, align: 'right' },
    ];
    const balanceRow = (label: string, b: Omit<Balance, 'accountName'>, bold = false) => ({
      cells: [
        label,
        formatRupees(b.openingPaise),
        formatRupees(b.receiptsPaise),
        formatRupees(b.paymentsPaise),
        formatRupees(b.closingPaise),
      ],
      bold,
    });
    y = table(
      doc,
      balanceColumns,
      [
        ...book.accounts.map((a) => balanceRow(a.accountName, a)),
        balanceRow('Total', book.total, true),
      ],
      { ...options, y },
    );
    if (book.pending > 0) {
      doc.fontSize(SIZE);
      writeText(
        doc,
        `${book.pending} ${book.pending === 1 ? 'entry awaits' : 'entries await'} approval and ${book.pending === 1 ? 'is' : 'are'} in no balance yet.`,
        {
          x: pages.left,
          y: y + 4,
          width,
        },
      );
      y = doc.y;
    }

    const lineColumns: Column[] = [
      { header: 'Date', width: 50 },
      { header: 'Voucher', width: 58 },
      { header: 'Particulars', width: width - 50 - 58 - 72 - 64 - 64 - 64 },
      { header: 'Category · account', width: 72 },
      { header: 'Receipt', width: 64, align: 'right' },
      { header: 'Payment', width: 64, align: 'right' },
    ];
    const rows: TableRow[] = book.lines.map((l) => ({
      cells: [
        l.day,
        l.voucherNo,
        l.particulars,
        `${l.category} · ${l.accountName} (${l.medium.replace(/_/g, ' ')})`,
        money(l.receipt),
        money(l.payment),
      ],
      ...(l.reversed ? { color: '#b00020', note: 'Reversed: counts in no balance.' } : {}),
    }));
    y = y + 14 > bottom ? nextPage() : y + 14;
    table(
      doc,
      lineColumns,
      rows.length > 0 ? rows : [{ cells: ['', '', 'No receipts or payments.'] }],
      { ...options, y },
    );
    pages.finish();
  });
}
