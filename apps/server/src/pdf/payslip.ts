import { amountInWords, formatRupees, type PayLine } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { A4, field, letterhead, rule, type School, table } from './layout.js';

/** A staff member's payslip for a month (issue 25 §2), as the PDF prints it. */
export type PayslipData = {
  school: School;
  /** "November 2026". */
  month: string;
  name: string;
  designation: string;
  pan: string | null;
  uan: string | null;
  bank: string | null;
  daysInMonth: number;
  lopDays: number;
  payableDays: number;
  earnings: PayLine[];
  deductions: PayLine[];
  grossPaise: number;
  deductionsPaise: number;
  netPaise: number;
  /** "Approved by Anita Desai on 01 Dec 2026", or that it is a draft. */
  status: string;
};

const MARGIN = { top: 36, bottom: 36, left: 42, right: 42 };
const SIZE = 9.5;
const days = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** The payslip on one A4 page: the staff member, earnings beside deductions, net in words. */
export function payslipPdf(slip: PayslipData): Promise<Buffer> {
  const title = `Payslip for ${slip.month}`;
  return renderPdf({ title: `${title}: ${slip.name}`, author: slip.school.name }, (doc) => {
    doc.addPage({ size: 'A4', margins: MARGIN });
    const width = A4.width - MARGIN.left - MARGIN.right;
    const x = MARGIN.left;
    let y = letterhead(doc, slip.school) + 4;
    rule(doc, y);
    doc.fontSize(14);
    writeText(doc, title, { x, y: y + 6, width, bold: true, align: 'center' });
    y = doc.y + 10;
    const half = width / 2;
    const pairs: [string, string][] = [
      ['Name', slip.name],
      ['Designation', slip.designation],
      ['PAN', slip.pan ?? '—'],
      ['UAN', slip.uan ?? '—'],
      ['Bank account', slip.bank ?? '—'],
      ['Days in month', String(slip.daysInMonth)],
      ['Loss-of-pay days', days(slip.lopDays)],
      ['Payable days', days(slip.payableDays)],
    ];
    pairs.forEach(([label, value], i) => {
      field(doc, label, value, {
        x: x + (i % 2) * half,
        y: y + Math.floor(i / 2) * 16,
        width: half - 8,
        size: SIZE,
      });
    });
    y += Math.ceil(pairs.length / 2) * 16 + 10;

    const options = {
      fontSize: SIZE,
      bottom: A4.height - MARGIN.bottom,
      nextPage: () => MARGIN.top,
    };
    const money = (lines: PayLine[], total: string, paise: number) => [
      ...lines.map((l) => ({ cells: [l.name, formatRupees(l.amountPaise)] })),
      { cells: [total, formatRupees(paise)], bold: true },
    ];
    const columnWidth = half - 10;
    const earningsEnd = table(
      doc,
      [
        { header: 'Earnings', width: columnWidth - 90 },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      money(slip.earnings, 'Gross earnings', slip.grossPaise),
      { ...options, x, y },
    );
    const deductionsEnd = table(
      doc,
      [
        { header: 'Deductions', width: columnWidth - 90 },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      money(slip.deductions, 'Total deductions', slip.deductionsPaise),
      { ...options, x: x + half + 10, y },
    );
    y = Math.max(earningsEnd, deductionsEnd) + 10;
    rule(doc, y);
    doc.fontSize(12);
    writeText(doc, `Net pay: ${formatRupees(slip.netPaise)}`, { x, y: y + 8, width, bold: true });
    doc.fontSize(SIZE);
    writeText(doc, `In words: ${amountInWords(slip.netPaise)}`, { x, y: doc.y + 4, width });
    doc.fontSize(8).fillColor('#555555');
    writeText(doc, `${slip.status}. A computer-generated payslip; no signature is needed.`, {
      x,
      y: doc.y + 14,
      width,
    });
    doc.fillColor('black');
  });
}
