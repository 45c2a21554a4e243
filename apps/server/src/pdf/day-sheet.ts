import { formatRupees } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { A4, type Column, letterhead, rule, type School, type TableRow, table } from './layout.js';

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

const MARGIN = { top: 36, bottom: 36, left: 36, right: 36 };
const SIZE = 8.5;
const words = (value: string) => value.replace(/_/g, ' ');
const receipts = (n: number) => `${n} ${n === 1 ? 'receipt' : 'receipts'}`;

/** The day sheet on A4 portrait pages, the header row again on each. */
export function daySheetPdf(sheet: DaySheetData): Promise<Buffer> {
  const title = `Day sheet ${sheet.date}${sheet.className ? ` · ${sheet.className}` : ''}`;
  return renderPdf({ title, author: sheet.school.name }, (doc) => {
    let page = 0;
    const width = A4.width - MARGIN.left - MARGIN.right;
    const bottom = A4.height - MARGIN.bottom - 14;
    const newPage = (): number => {
      if (page > 0) pageFoot();
      doc.addPage({ size: 'A4', margins: MARGIN });
      page += 1;
      return MARGIN.top;
    };
    const pageFoot = () => {
      doc.fontSize(7.5).fillColor('#555555');
      writeText(doc, `${title} · page ${page}`, {
        x: MARGIN.left,
        y: A4.height - MARGIN.bottom - doc.currentLineHeight(true) - 1,
        width,
        align: 'center',
        lineBreak: false,
      });
      doc.fillColor('black');
    };
    /** A later page opens with the sheet's title, then the header row. */
    const nextPage = (): number => {
      const top = newPage();
      doc.fontSize(SIZE + 1);
      writeText(doc, `${title} (continued)`, { x: MARGIN.left, y: top, bold: true });
      return doc.y + 6;
    };

    newPage();
    let y = letterhead(doc, sheet.school) + 4;
    rule(doc, y);
    doc.fontSize(13);
    writeText(doc, title, { x: MARGIN.left, y: y + 5, width, bold: true, align: 'center' });
    y = doc.y + 8;

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
    const tableOptions = { x: MARGIN.left, fontSize: SIZE, bottom, nextPage };
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
      writeText(doc, 'Day book of the accounts', { x: MARGIN.left, y, bold: true });
      y = table(
        doc,
        [{ ...totalColumns[0], header: 'Account' } as Column, ...totalColumns.slice(1)],
        sheet.accounts.flatMap((a) => totalRows(a.accountName, a)),
        { ...tableOptions, y: doc.y + 4 },
      );
    }
    pageFoot();
  });
}
