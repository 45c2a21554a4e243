import { amountInWords, formatRupees, type PaymentRecordType, receiptFigures } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { field, HALF_A4, letterhead, rule, type School, table } from './layout.js';

/** What a payment receipt says (one student's part of a payment), as the PDF prints it. */
export type ReceiptData = {
  receiptNumber: number;
  institute: School;
  studentName: string;
  /** The student's admission number; null when the profile has none. */
  admissionNo: string | null;
  /**
   * Who the receipt names beside the student: the father (the profile's father's name, else the
   * guardian linked as father), else the first guardian; null when there is none.
   */
  parent: { label: "Father's name" | 'Guardian'; name: string } | null;
  className: string;
  sessionName: string;
  transactionId: string;
  /** "01/06/2026, 10:00" in India. */
  transactionDate: string;
  recordType: PaymentRecordType;
  paymentMethod: string;
  paymentMedium: string;
  accountName: string;
  /** Paise. */
  amount: number;
  discount: number;
  particulars: {
    particular: string;
    /** "10 Apr 2026" */
    dueDate: string;
    kind: 'CHARGE' | 'DISCOUNT';
    paid: number;
    discount: number;
  }[];
  recordedByName: string | null;
  reverted: { at: string; byName: string | null; reason: string | null } | null;
};

const TITLES: Record<PaymentRecordType, string> = {
  FEES: 'Fee Receipt',
  TRANSPORTATION_FEES: 'Transport Fee Receipt',
};

/** "₹1,20,500.50", as the web shows an amount (Intl, en-IN, INR). */
const money = (paise: number) => formatRupees(paise);
const words = (value: string) => value.replace(/_/g, ' ');

/** Half an A4 sheet (issue 22): margins, and the type sizes that fit a normal payment on it. */
const MARGIN = { top: 24, bottom: 22, left: 36, right: 36 };
const SIZE = 9;
const LINE = 13;
/** What the summary, the revert note and the footer need below the particulars. */
const BELOW_TABLE = 78;

function newPage(doc: PDFKit.PDFDocument): void {
  doc.addPage({ size: [HALF_A4.width, HALF_A4.height], margins: MARGIN });
}

function footer(doc: PDFKit.PDFDocument, width: number): void {
  doc.fontSize(7.5).fillColor('#555555');
  // A line's height above the bottom margin: pdfkit would start a page for a line below it.
  writeText(doc, 'This is a computer-generated receipt and needs no signature.', {
    x: MARGIN.left,
    y: doc.page.height - MARGIN.bottom - doc.currentLineHeight(true) - 1,
    width,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor('black');
}

function drawReceipt(doc: PDFKit.PDFDocument, r: ReceiptData): void {
  newPage(doc);
  const left = MARGIN.left;
  const width = doc.page.width - left - MARGIN.right;
  const half = left + width / 2;

  let y = letterhead(doc, r.institute, { logo: 46, name: 15, line: 8.5 }) + 4;
  rule(doc, y);
  doc.fontSize(12);
  writeText(doc, TITLES[r.recordType], { x: left, y: y + 4, width, bold: true, align: 'center' });
  y = doc.y + 4;

  // Two columns of "Label: value", a line each.
  const pairs: [string, string][][] = [
    [
      ['Receipt No', String(r.receiptNumber)],
      ['Date', r.transactionDate],
    ],
    [
      ['Student', r.studentName],
      ['Class', r.className],
    ],
    [
      ['Admission No', r.admissionNo ?? '—'],
      r.parent ? [r.parent.label, r.parent.name] : ["Father's name", '—'],
    ],
    [
      ['Session', r.sessionName],
      ['Transaction ID', r.transactionId],
    ],
    [
      ['Payment method', words(r.paymentMethod)],
      ['Medium', words(r.paymentMedium)],
    ],
    [['Account', r.accountName]],
  ];
  for (const line of pairs) {
    let next = y + LINE;
    line.forEach(([label, value], i) => {
      field(doc, label, value, { x: i === 0 ? left : half, y, width: width / 2 - 6, size: SIZE });
      next = Math.max(next, doc.y + 2);
    });
    y = next;
  }

  // The particulars paid, from the record's allocations, through the one rule of the totals
  // (packages/shared fee-totals.ts): a charge once with what was settled of it, a discount
  // particular once with what it took off (issue 22: it was listed twice, the summary said 0).
  const figures = receiptFigures(r.particulars, { amount: r.amount, discount: r.discount });
  const rows = figures.rows.map((p) => ({
    cells: [
      p.particular,
      p.dueDate,
      p.kind === 'DISCOUNT' ? `−${money(p.amount)}` : money(p.amount),
    ],
  }));
  y = table(
    doc,
    [
      { header: 'Particular', width: width * 0.6 },
      { header: 'Due date', width: width * 0.2 },
      { header: 'Amount', width: width * 0.2, align: 'right' },
    ],
    rows.length > 0 ? rows : [{ cells: ['No particulars.', '', ''] }],
    {
      x: left,
      y: y + 6,
      fontSize: SIZE,
      bottom: doc.page.height - MARGIN.bottom - BELOW_TABLE,
      // A payment of many particulars carries on, the page's foot saying so.
      nextPage: () => {
        footer(doc, width);
        newPage(doc);
        doc.fontSize(SIZE);
        writeText(doc, `${TITLES[r.recordType]} ${r.receiptNumber} (continued)`, {
          x: left,
          y: MARGIN.top,
          bold: true,
        });
        return doc.y + 4;
      },
    },
  );
  rule(doc, y, '#000000');
  y += 6;

  // The summary: in words and who received it at the left, the figures at the right.
  const right = left + width * 0.6;
  field(doc, 'Amount in words', amountInWords(r.amount), {
    x: left,
    y,
    width: width * 0.58,
    size: SIZE,
  });
  const wordsEnd = doc.y + 2;
  if (r.recordedByName)
    field(doc, 'Received by', r.recordedByName, { x: left, y: wordsEnd, size: SIZE });
  else writeText(doc, 'Paid online.', { x: left, y: wordsEnd });
  const leftEnd = doc.y;
  field(doc, 'Total of particulars', money(figures.settled), { x: right, y, size: SIZE });
  field(doc, 'Discount', money(figures.discount), { x: right, y: doc.y + 1, size: SIZE });
  doc.fontSize(SIZE + 1);
  writeText(
    doc,
    [
      { text: 'Amount received:', bold: true },
      { text: ` ${money(figures.received)}`, bold: true },
    ],
    { x: right, y: doc.y + 1 },
  );
  y = Math.max(leftEnd, doc.y) + 4;

  if (r.reverted) {
    doc.fillColor('#b00020').fontSize(SIZE + 1);
    writeText(
      doc,
      `Reverted on ${r.reverted.at}${r.reverted.byName ? ` by ${r.reverted.byName}` : ''}${r.reverted.reason ? `: ${r.reverted.reason}` : ''}`,
      { x: left, y, width, bold: true },
    );
    // The stamp across the page, so a reverted receipt cannot pass for a valid one.
    doc.save();
    doc.rotate(-20, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.fontSize(64).fillOpacity(0.22);
    writeText(doc, 'REVERTED', {
      x: 0,
      y: doc.page.height / 2 - 36,
      width: doc.page.width,
      align: 'center',
      bold: true,
      lineBreak: false,
    });
    doc.restore();
    doc.fillColor('black').fillOpacity(1);
  }

  footer(doc, width);
}

/** Receipts, each on half an A4 page, in one PDF (a record, a transaction, or a whole day). */
export function receiptsPdf(title: string, receipts: readonly ReceiptData[]): Promise<Buffer> {
  return renderPdf({ title, author: receipts[0]?.institute.name ?? 'Shala' }, (doc) => {
    for (const receipt of receipts) drawReceipt(doc, receipt);
  });
}
