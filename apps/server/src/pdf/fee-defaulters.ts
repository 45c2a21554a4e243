import { formatRupees } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import type { Column, School, TableRow } from './layout.js';
import { table } from './layout.js';
import { sheetPages } from './sheet-pages.js';

/**
 * The fee defaulters of a day (issue 25 §6): every student with fees or transport charges
 * overdue on it, in school order of classes then roll order, with a guardian to call, what is
 * overdue and all that remains due; the totals at the foot. A4 portrait under the letterhead.
 */

export type DefaulterRow = {
  rollNo: number | null;
  name: string;
  className: string;
  /** "Ramesh Mehta (Father)". */
  guardian: string | null;
  phone: string | null;
  overduePaise: number;
  duePaise: number;
};

export type DefaultersData = {
  school: School;
  /** "Whole institute" or "Class 5 A". */
  scope: string;
  /** "01 Jun 2026": overdue means due before this day and still unpaid. */
  day: string;
  sessionName: string;
  printedOn: string;
  rows: DefaulterRow[];
};

export function feeDefaultersPdf(d: DefaultersData): Promise<Buffer> {
  const title = `Fee defaulters · ${d.scope} · as of ${d.day}`;
  return renderPdf({ title, author: d.school.name }, (doc) => {
    const sheet = sheetPages(doc, { title, school: d.school, fontSize: 8.5 });
    doc.fontSize(8.5).fillColor('#444444');
    writeText(
      doc,
      `Session ${d.sessionName} · printed on ${d.printedOn}. Overdue: what remains unpaid of the fees and transport charges due before ${d.day}, late fees included; Total due: all that remains unpaid in the session.`,
      { x: sheet.left, y: sheet.top - 4, width: sheet.width, align: 'center' },
    );
    doc.fillColor('black');
    if (d.rows.length === 0) {
      doc.fontSize(10);
      writeText(doc, `No fees were overdue on ${d.day}.`, { x: sheet.left, y: doc.y + 14 });
      sheet.finish();
      return;
    }
    const columns: Column[] = [
      { header: '#', width: 22 },
      { header: 'Class', width: 58 },
      { header: 'Roll', width: 28 },
      { header: 'Student', width: 108 },
      { header: 'Guardian', width: 102 },
      { header: 'Phone', width: 66 },
      { header: 'Overdue', width: 70, align: 'right' },
      { header: 'Total due', width: 69.28, align: 'right' },
    ];
    const rows: TableRow[] = d.rows.map((r, i) => ({
      cells: [
        String(i + 1),
        r.className,
        r.rollNo === null ? '—' : String(r.rollNo),
        r.name,
        r.guardian ?? '—',
        r.phone ?? '—',
        formatRupees(r.overduePaise),
        formatRupees(r.duePaise),
      ],
    }));
    const overdue = d.rows.reduce((s, r) => s + r.overduePaise, 0);
    const due = d.rows.reduce((s, r) => s + r.duePaise, 0);
    rows.push({
      cells: [
        '',
        '',
        '',
        `${d.rows.length} ${d.rows.length === 1 ? 'student' : 'students'}`,
        '',
        'Total',
        formatRupees(overdue),
        formatRupees(due),
      ],
      bold: true,
    });
    table(doc, columns, rows, { ...sheet.tableOptions, y: doc.y + 8 });
    sheet.finish();
  });
}
