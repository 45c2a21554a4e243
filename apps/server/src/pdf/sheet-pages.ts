import { writeText } from './document.js';
import { A4, letterhead, rule, type School } from './layout.js';

const MARGIN = { top: 36, bottom: 36, left: 36, right: 36 };

/**
 * The A4 portrait pages of a long sheet (the day sheet, the day book): the first opens under
 * the school's letterhead with the title; a later one with "(continued)"; each is footed with
 * the title and its number. Answers where the content starts, its width and lowest line, the
 * tables' options, and `finish` to foot the last page.
 */
export function sheetPages(
  doc: PDFKit.PDFDocument,
  p: { title: string; school: School; fontSize: number },
) {
  let page = 0;
  const width = A4.width - MARGIN.left - MARGIN.right;
  const bottom = A4.height - MARGIN.bottom - 14;
  const foot = () => {
    doc.fontSize(7.5).fillColor('#555555');
    writeText(doc, `${p.title} · page ${page}`, {
      x: MARGIN.left,
      y: A4.height - MARGIN.bottom - doc.currentLineHeight(true) - 1,
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.fillColor('black');
  };
  const newPage = (): number => {
    if (page > 0) foot();
    doc.addPage({ size: 'A4', margins: MARGIN });
    page += 1;
    return MARGIN.top;
  };
  /** A later page opens with the sheet's title, then the table's header row again. */
  const nextPage = (): number => {
    const top = newPage();
    doc.fontSize(p.fontSize + 1);
    writeText(doc, `${p.title} (continued)`, { x: MARGIN.left, y: top, bold: true });
    return doc.y + 6;
  };

  newPage();
  const below = letterhead(doc, p.school) + 4;
  rule(doc, below);
  doc.fontSize(13);
  writeText(doc, p.title, { x: MARGIN.left, y: below + 5, width, bold: true, align: 'center' });
  return {
    top: doc.y + 8,
    left: MARGIN.left,
    width,
    bottom,
    nextPage,
    tableOptions: { x: MARGIN.left, fontSize: p.fontSize, bottom, nextPage },
    finish: foot,
  };
}
