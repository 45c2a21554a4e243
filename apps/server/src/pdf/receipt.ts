import { amountInWords, formatRupees, type PaymentRecordType, receiptFigures } from '@shala/shared';
import { renderPdf, writeText } from './document.js';

/** What a payment receipt says (one student's part of a payment), as the PDF prints it. */
export type ReceiptData = {
  receiptNumber: number;
  institute: { name: string; address: string | null; phone: string | null };
  studentName: string;
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

/** A label and its value on one line. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number) {
  doc.fontSize(10);
  writeText(doc, [{ text: `${label}:`, bold: true }, { text: ` ${value}` }], { x, y });
}

function drawReceipt(doc: PDFKit.PDFDocument, r: ReceiptData): void {
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(18);
  writeText(doc, r.institute.name, { bold: true, align: 'center' });
  doc.fontSize(10);
  if (r.institute.address) writeText(doc, r.institute.address, { align: 'center' });
  if (r.institute.phone) writeText(doc, `Phone: ${r.institute.phone}`, { align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(14);
  writeText(doc, TITLES[r.recordType], { bold: true, align: 'center' });
  doc.moveDown(0.8);

  let y = doc.y;
  field(doc, 'Receipt No', String(r.receiptNumber), left, y);
  field(doc, 'Date', r.transactionDate, left + width / 2, y);
  y = doc.y + 4;
  field(doc, 'Student', r.studentName, left, y);
  field(doc, 'Class', r.className, left + width / 2, y);
  y = doc.y + 4;
  field(doc, 'Session', r.sessionName, left, y);
  field(doc, 'Transaction ID', r.transactionId, left + width / 2, y);
  y = doc.y + 4;
  field(doc, 'Payment method', words(r.paymentMethod), left, y);
  field(doc, 'Medium', words(r.paymentMedium), left + width / 2, y);
  y = doc.y + 4;
  field(doc, 'Account', r.accountName, left, y);
  doc.moveDown(1.2);

  // The particulars paid, from the record's allocations, through the one rule of the totals
  // (packages/shared fee-totals.ts): a charge once with what was settled of it, a discount
  // particular once with what it took off (issue 22: it was listed twice, the summary said 0).
  const figures = receiptFigures(r.particulars, { amount: r.amount, discount: r.discount });
  const cols = [left, left + width * 0.55, left + width * 0.78];
  y = doc.y;
  doc.fontSize(10);
  ['Particular', 'Due date', 'Amount'].forEach((h, i) => {
    writeText(doc, h, { x: cols[i], y, bold: true, width: width * 0.2, lineBreak: false });
  });
  y += 16;
  doc
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .stroke();
  for (const p of figures.rows) {
    const isDiscount = p.kind === 'DISCOUNT';
    writeText(doc, p.particular, { x: cols[0], y, width: width * 0.54 });
    const rowEnd = doc.y;
    writeText(doc, p.dueDate, { x: cols[1], y, lineBreak: false });
    writeText(doc, isDiscount ? `−${money(p.amount)}` : money(p.amount), {
      x: cols[2],
      y,
      lineBreak: false,
    });
    y = Math.max(rowEnd, y + 14) + 2;
  }
  if (figures.rows.length === 0) {
    writeText(doc, 'No particulars.', { x: cols[0], y });
    y += 16;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.y = y + 10;

  field(doc, 'Total of particulars', money(figures.settled), left, doc.y);
  doc.moveDown(0.2);
  field(doc, 'Discount', money(figures.discount), left, doc.y);
  doc.moveDown(0.2);
  field(doc, 'Amount received', money(figures.received), left, doc.y);
  doc.moveDown(0.2);
  field(doc, 'Amount in words', amountInWords(r.amount), left, doc.y);
  doc.moveDown(0.2);
  if (r.recordedByName) field(doc, 'Received by', r.recordedByName, left, doc.y);
  else writeText(doc, 'Paid online.', { x: left, y: doc.y });

  if (r.reverted) {
    doc.moveDown(1);
    doc.fillColor('#b00020').fontSize(12);
    writeText(
      doc,
      `Reverted on ${r.reverted.at}${r.reverted.byName ? ` by ${r.reverted.byName}` : ''}${r.reverted.reason ? `: ${r.reverted.reason}` : ''}`,
      { x: left, y: doc.y, width, bold: true },
    );
    // The stamp across the page, so a reverted receipt cannot pass for a valid one.
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.fontSize(72).fillOpacity(0.25);
    writeText(doc, 'REVERTED', {
      x: 0,
      y: doc.page.height / 2 - 40,
      width: doc.page.width,
      align: 'center',
      bold: true,
    });
    doc.restore();
    doc.fillColor('black').fillOpacity(1);
  }

  doc.fontSize(8).fillColor('#555555');
  writeText(doc, 'This is a computer-generated receipt and needs no signature.', {
    x: left,
    y: doc.page.height - doc.page.margins.bottom - 20,
    width,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor('black');
}

/** Receipts, one page each, in one PDF (a record, a transaction, or a whole day). */
export function receiptsPdf(title: string, receipts: readonly ReceiptData[]): Promise<Buffer> {
  return renderPdf({ title, author: receipts[0]?.institute.name ?? 'Shala' }, (doc) => {
    for (const receipt of receipts) drawReceipt(doc, receipt);
  });
}
