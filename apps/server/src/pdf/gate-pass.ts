import { renderPdf, writeText } from './document.js';
import { A4, field, letterhead, rule, type School } from './layout.js';

/** A gate pass (issue 25 §4) as it prints: who leaves, with whom, why, and its QR code. */
export type GatePassData = {
  school: School;
  /** "GP-12". */
  number: string;
  /** "30 Nov 2026": the only day it is valid. */
  day: string;
  issuedAt: string;
  /** "Rohan Mehta (Class 5 A)". */
  students: string[];
  /** "Ramesh Mehta (Uncle), 9876543210". */
  collector: string;
  reason: string;
  approvedBy: string;
  issuedBy: string;
  status: string;
  /** The QR code as a PNG. */
  qr: Buffer;
  /** "7KQ2-M9XA-PT4H": what the gate types when the QR will not scan. */
  code: string;
};

const MARGIN = { top: 36, bottom: 36, left: 42, right: 42 };
const SIZE = 10.5;
const QR_SIZE = 170;

/** The pass on the top half of an A4 page: cut along the line and hand it over. */
export function gatePassPdf(pass: GatePassData): Promise<Buffer> {
  const title = `Gate pass ${pass.number}`;
  return renderPdf({ title, author: pass.school.name }, (doc) => {
    doc.addPage({ size: 'A4', margins: MARGIN });
    const width = A4.width - MARGIN.left - MARGIN.right;
    const x = MARGIN.left;
    let y = letterhead(doc, pass.school) + 4;
    rule(doc, y);
    doc.fontSize(15);
    writeText(doc, title, { x, y: y + 6, width, bold: true, align: 'center' });
    doc.fontSize(SIZE);
    writeText(doc, `Valid only on ${pass.day}`, { x, y: doc.y + 2, width, align: 'center' });
    y = doc.y + 14;
    const textWidth = width - QR_SIZE - 16;
    const top = y;
    const rows: [string, string][] = [
      [pass.students.length === 1 ? 'Student' : 'Students', pass.students.join(', ')],
      ['Collected by', pass.collector],
      ['Reason', pass.reason],
      ['Approved by', pass.approvedBy],
      ['Issued by', `${pass.issuedBy}, ${pass.issuedAt}`],
      ['Status', pass.status],
    ];
    for (const [label, value] of rows) {
      field(doc, label, value, { x, y, width: textWidth, size: SIZE });
      y = Math.max(doc.y, y + 16) + 6;
    }
    doc.image(pass.qr, x + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
    doc.fontSize(SIZE);
    writeText(doc, pass.code, {
      x: x + width - QR_SIZE,
      y: top + QR_SIZE + 4,
      width: QR_SIZE,
      align: 'center',
      bold: true,
    });
    y = Math.max(y, top + QR_SIZE + 24) + 8;
    doc.fontSize(SIZE - 1.5);
    writeText(
      doc,
      'Show this pass at the gate. The gatekeeper scans its code and records the time the students leave; their guardians are told.',
      { x, y, width },
    );
    rule(doc, doc.y + 10, '#bbbbbb');
  });
}
