import { type AttendanceRegisterView, registerClassLine, registerRowLine } from '@shala/shared';
import { renderPdf, writeText } from './document.js';
import { A4, type Column, table } from './layout.js';

const MARGIN = { top: 30, bottom: 30, left: 24, right: 24 };

/** A class's monthly attendance register on A4 landscape: a column per day, the header again on each page. */
export function attendanceRegisterPdf(
  school: string,
  view: AttendanceRegisterView,
): Promise<Buffer> {
  const title = `Attendance register · ${view.className} · ${view.month}`;
  return renderPdf({ title, author: school }, (doc) => {
    const width = A4.height - MARGIN.left - MARGIN.right;
    const newPage = () => {
      doc.addPage({ size: 'A4', layout: 'landscape', margins: MARGIN });
      return MARGIN.top;
    };
    newPage();
    doc.fontSize(12);
    writeText(doc, school, { x: MARGIN.left, y: MARGIN.top, width, bold: true });
    doc.fontSize(10);
    writeText(doc, title, { x: MARGIN.left, y: MARGIN.top + 16, width });
    const dayWidth = Math.floor((width - 24 - 120 - 64) / view.days.length);
    const columns: Column[] = [
      { header: 'Roll', width: 24 },
      { header: 'Name', width: 120 },
      ...view.days.map((d) => ({ header: d.day.slice(8), width: dayWidth })),
      { header: 'Present', width: 34, align: 'right' as const },
      { header: '%', width: 30, align: 'right' as const },
    ];
    table(
      doc,
      columns,
      view.rows
        .map((r) => ({ cells: registerRowLine(view, r, '·') }))
        .concat({ cells: registerClassLine(view) }),
      {
        x: MARGIN.left,
        y: MARGIN.top + 36,
        fontSize: 6.5,
        bottom: A4.width - MARGIN.bottom,
        nextPage: newPage,
      },
    );
    doc.fontSize(7);
    writeText(
      doc,
      `${view.statuses.map((s) => `${s.code} ${s.label}`).join(' · ')} · "·" a day off`,
      { x: MARGIN.left, y: A4.width - MARGIN.bottom + 6, width },
    );
  });
}
