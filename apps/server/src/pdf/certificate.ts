import { renderPdf, writeText } from './document.js';
import { A4, letterhead, rule, type School } from './layout.js';

/**
 * A transfer or bonafide certificate (issue 25 §5) as it prints: the school's letterhead, the
 * certificate's title and number, and either the transfer certificate's numbered entries (as
 * CBSE's format lists them) or the bonafide's paragraph, then the date and the signatures.
 */
export type CertificateData = {
  school: School;
  title: string;
  /** "TC-4". */
  number: string;
  /** "30 Nov 2026". */
  issuedOn: string;
  /** The bonafide's paragraph; none for a transfer certificate. */
  paragraph?: string;
  /** The transfer certificate's entries, in order: label and value. */
  entries?: [string, string][];
  issuedBy: string;
};

const MARGIN = { top: 40, bottom: 40, left: 54, right: 54 };
const SIZE = 11;

export function certificatePdf(c: CertificateData): Promise<Buffer> {
  return renderPdf({ title: `${c.title} ${c.number}`, author: c.school.name }, (doc) => {
    doc.addPage({ size: 'A4', margins: MARGIN });
    const width = A4.width - MARGIN.left - MARGIN.right;
    const x = MARGIN.left;
    let y = letterhead(doc, c.school) + 6;
    rule(doc, y);
    doc.fontSize(SIZE);
    writeText(doc, `No. ${c.number}`, { x, y: y + 8, width: width / 2 });
    writeText(doc, `Date: ${c.issuedOn}`, {
      x: x + width / 2,
      y: y + 8,
      width: width / 2,
      align: 'right',
    });
    doc.fontSize(16);
    writeText(doc, c.title.toUpperCase(), { x, y: doc.y + 16, width, align: 'center', bold: true });
    y = doc.y + 18;
    doc.fontSize(SIZE);
    if (c.paragraph) {
      writeText(doc, c.paragraph, { x, y, width, align: 'justify', lineGap: 5 });
      y = doc.y + 10;
    }
    (c.entries ?? []).forEach(([label, value], i) => {
      writeText(doc, `${i + 1}.`, { x, y, width: 22 });
      writeText(doc, label, { x: x + 22, y, width: width * 0.45 - 22 });
      const labelBottom = doc.y;
      writeText(doc, value, { x: x + width * 0.47, y, width: width * 0.53, bold: true });
      y = Math.max(labelBottom, doc.y) + 7;
    });
    y = Math.max(y + 50, doc.y + 50);
    writeText(doc, 'Prepared by', { x, y, width: width / 3 });
    writeText(doc, c.issuedBy, { x, y: doc.y, width: width / 3, bold: true });
    writeText(doc, 'Principal', { x: x + (2 * width) / 3, y, width: width / 3, align: 'right' });
    writeText(doc, '(Signature and seal)', {
      x: x + (2 * width) / 3,
      y: doc.y,
      width: width / 3,
      align: 'right',
    });
  });
}
