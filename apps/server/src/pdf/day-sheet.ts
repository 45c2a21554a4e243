import { formatRupees } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { type Column, type School, type TableRow, table } from './layout.js';
import { sheetPages } from './sheet-pages.js';

/** A sum of receipts: paise, and how many. */
type Sum = { amount: number; discount: number; count: number };
type Totals = { gross: Sum; reverted: Sum; net: Sum };

/** The day sheet as the PDF prints it (issue 22): the screen's rows and totals. */
export type DaySheetData = {
  school: School;
  /** "01 Jun 2026". */
  date: string;
  /** The class the sheet is of, when it is one class's part; null for the institute. */
  className: string | null;
  rows: {
    receiptNumber: number;
    /** "10:00" in India. */
    time: string;
    transactionId: string;
    studentName: string;
    className: string;
    medium: string;
    accountName: string;
    amount: number;
    discount: number;
    reverted: { at: string; byName: string | null; reason: string | null } | null;
  }[];
  totals: Totals;
  accounts: ({ accountName: string } & Totals)[];
};

const SIZE = 8.5;
const words = (value: string) => value.replace(/_/g, ' ');
const receipts = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

/** The day sheet on A4 portrait pages, the header row again on each. */
export function daySheetPdf(sheet: DaySheetData): Promise<Buffer> {
  const title = `Day sheet ${sheet.date}${sheet.className ? ` · ${sheet.className}` : ''}`;
  return renderPdf({ title, author: sheet.school.name }, (doc) => {
    const pages = sheetPages(doc, { title, school: sheet.school, fontSize: SIZE });
    const { width, bottom, nextPage } = pages;
    let y = pages.top;

    const columns: Column[] = [
      { header: 'Receipt No', width: 52 },
      { header: 'Time', width: 34 },
      { header: 'Student', width: 96 },
      { header: 'Class', width: 56 },
      { header: 'Medium', width: 58 },
      { header: 'Account', width: 70 },
      { header: 'Amount', width: 62, align: 'right' },
      { header: 'Discount', width: 50, align: 'right' },
      { header: 'Status', width: width - 478 },
    ];
    const rows: TableRow[] = sheet.rows.map((r) => ({
      cells: [
        String(r.receiptNumber),
        r.time,
        r.studentName,
        r.className,
        words(r.medium),
        r.accountName,
        formatRupees(r.amount),
        formatRupees(r.discount),
        r.reverted ? 'Reverted' : 'Paid',
      ],
      ...(r.reverted
        ? {
            color: '#b00020',
            note: `Reverted on ${r.reverted.at}${r.reverted.byName ? ` by ${r.reverted.byName}` : ''}${r.reverted.reason ? `: ${r.reverted.reason}` : ''} (transaction ${r.transactionId})`,
          }
        : {}),
    }));
    const tableOptions = pages.tableOptions;
    y = table(
      doc,
      columns,
      rows.length > 0 ? rows : [{ cells: ['', '', 'No receipts on this day.'] }],
      { ...tableOptions, y },
    );

    // The day's totals, then each account's (the day book): gross, reverted, net.
    const totalColumns: Column[] = [
      { header: 'Totals', width: 180 },
      { header: 'Receipts', width: 90 },
      { header: 'Amount', width: 110, align: 'right' },
      { header: 'Discount', width: 90, align: 'right' },
    ];
    const totalRows = (label: string, t: Totals): TableRow[] => [
      {
        cells: [
          `${label} gross`,
          receipts(t.gross.count),
          formatRupees(t.gross.amount),
          formatRupees(t.gross.discount),
        ],
      },
      {
        cells: [
          `${label} reverted`,
          receipts(t.reverted.count),
          formatRupees(t.reverted.amount),
          formatRupees(t.reverted.discount),
        ],
        color: '#b00020',
      },
      {
        cells: [
          `${label} net`,
          receipts(t.net.count),
          formatRupees(t.net.amount),
          formatRupees(t.net.discount),
        ],
        bold: true,
      },
    ];
    const startTotals = (need: number) => (y + need > bottom ? nextPage() : y + 14);
    y = table(doc, totalColumns, totalRows('Day', sheet.totals), {
      ...tableOptions,
      y: startTotals(70),
    });
    if (sheet.accounts.length > 0) {
      y = startTotals(40);
      doc.fontSize(SIZE + 1);
      writeText(doc, 'Day book of the accounts', { x: pages.left, y, bold: true });
      y = table(
        doc,
        [{ ...totalColumns[0], header: 'Account' } as Column, ...totalColumns.slice(1)],
        sheet.accounts.flatMap((a) => totalRows(a.accountName, a)),
        { ...tableOptions, y: doc.y + 4 },
      );
    }
    pages.finish();
  });
}
