import { writeText } from './document.js';
import { latinFont } from './fonts.js';

/**
 * What the payment PDFs share (issue 22): the school's letterhead (its logo, name, address and
 * phone), a label and its value, and a table that carries over to a new page with its header
 * row again. Sizes are PDF points; A4 is 595.28 x 841.89.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
/** Half an A4 sheet, long side across (A5 landscape): a receipt tears off or prints two up. */
export const HALF_A4 = { width: A4.width, height: A4.height / 2 } as const;

/** The school a PDF is for, as its letterhead shows it. */
export type School = {
  name: string;
  address: string | null;
  phone: string | null;
  /** The institute's uploaded logo when it is a PNG or JPEG; null draws the name alone. */
  logo: Buffer | null;
};

const isPng = (b: Buffer) =>
  b.length > 8 &&
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** A logo's bytes when pdfkit can draw them (PNG, JPEG); anything else (WebP, a broken file) is no logo. */
export function drawableLogo(bytes: Buffer | null | undefined): Buffer | null {
  return bytes && (isPng(bytes) || isJpeg(bytes)) ? bytes : null;
}

/**
 * The letterhead at the page's top margin: the logo in a square at the left, the school's name,
 * address and phone centred. A logo pdfkit cannot read is left out, never a failed PDF. Returns
 * the y below it.
 */
export function letterhead(
  doc: PDFKit.PDFDocument,
  school: School,
  sizes: { logo: number; name: number; line: number } = { logo: 48, name: 16, line: 9 },
): number {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.page.margins.top;
  let logoBottom = top;
  if (school.logo) {
    try {
      // Opened first: a file pdfkit cannot parse throws here, before anything is drawn.
      const image = (
        doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }
      ).openImage(school.logo);
      doc.image(image, left, top, {
        fit: [sizes.logo, sizes.logo],
        align: 'center',
        valign: 'center',
      });
      logoBottom = top + sizes.logo;
    } catch {
      logoBottom = top;
    }
  }
  // Centred on the page, clear of the logo's square on either side.
  const inset = school.logo ? sizes.logo + 8 : 0;
  const textOptions = { x: left + inset, width: width - 2 * inset, align: 'center' as const };
  doc.fontSize(sizes.name);
  writeText(doc, school.name, { ...textOptions, y: top, bold: true });
  doc.fontSize(sizes.line);
  if (school.address) writeText(doc, school.address, { ...textOptions, y: doc.y });
  if (school.phone) writeText(doc, `Phone: ${school.phone}`, { ...textOptions, y: doc.y });
  return Math.max(doc.y, logoBottom);
}

/** A rule across the page's text width. */
export function rule(doc: PDFKit.PDFDocument, y: number, color = '#999999'): void {
  const left = doc.page.margins.left;
  doc
    .save()
    .strokeColor(color)
    .lineWidth(0.6)
    .moveTo(left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .stroke()
    .restore();
}

/** "Label: value" on one line, the label bold; doc.y is left below it. */
export function field(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  at: { x: number; y: number; width?: number; size?: number },
): void {
  doc.fontSize(at.size ?? 10);
  writeText(doc, [{ text: `${label}:`, bold: true }, { text: ` ${value}` }], {
    x: at.x,
    y: at.y,
    ...(at.width ? { width: at.width } : {}),
  });
}

export type Column = {
  header: string;
  /** Points. */
  width: number;
  align?: 'left' | 'right';
};

/** A row of cells, in the columns' order; a note is a line under the row across the table. */
export type TableRow = { cells: string[]; bold?: boolean; color?: string; note?: string };

export type TableOptions = {
  x: number;
  y: number;
  fontSize: number;
  /** The lowest y a row may reach on this page. */
  bottom: number;
  /**
   * Starts the next page when a row does not fit and returns the y the table carries on at; the
   * header row is drawn again there.
   */
  nextPage: () => number;
};

const CELL_GAP = 4;

/** A cell's height at the table's font size, wrapped to its column (measured in the Latin face). */
function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, bold: boolean): number {
  doc.font(latinFont(bold ? 'bold' : 'regular'));
  return doc.heightOfString(text === '' ? ' ' : text, { width });
}

function headerRow(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  o: TableOptions,
  y: number,
) {
  doc.fontSize(o.fontSize);
  let x = o.x;
  let height = 0;
  for (const c of columns) {
    height = Math.max(height, heightOf(doc, c.header, c.width - CELL_GAP, true));
    writeText(doc, c.header, {
      x,
      y,
      width: c.width - CELL_GAP,
      bold: true,
      align: c.align ?? 'left',
    });
    x += c.width;
  }
  const end = y + height + 2;
  doc.save().lineWidth(0.6).moveTo(o.x, end).lineTo(x, end).stroke().restore();
  return end + 3;
}

/**
 * A table: the header row, then each row with its cells wrapped to their columns; a row that
 * does not fit above `bottom` goes to the next page, under the header row again. Returns the y
 * below the last row.
 */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly Column[],
  rows: readonly TableRow[],
  options: TableOptions,
): number {
  let o = options;
  let y = headerRow(doc, columns, o, o.y);
  const tableWidth = columns.reduce((sum, c) => sum + c.width, 0);
  for (const row of rows) {
    doc.fontSize(o.fontSize);
    const cellsHeight = Math.max(
      ...columns.map((c, i) => heightOf(doc, row.cells[i] ?? '', c.width - CELL_GAP, !!row.bold)),
    );
    const noteHeight = row.note ? heightOf(doc, row.note, tableWidth - 12, false) : 0;
    const height = cellsHeight + noteHeight + 3;
    if (y + height > o.bottom) {
      const top = o.nextPage();
      o = { ...o, y: top };
      y = headerRow(doc, columns, o, top);
      doc.fontSize(o.fontSize);
    }
    if (row.color) doc.fillColor(row.color);
    let x = o.x;
    columns.forEach((c, i) => {
      writeText(doc, row.cells[i] ?? '', {
        x,
        y,
        width: c.width - CELL_GAP,
        bold: !!row.bold,
        align: c.align ?? 'left',
      });
      x += c.width;
    });
    if (row.note)
      writeText(doc, row.note, { x: o.x + 12, y: y + cellsHeight, width: tableWidth - 12 });
    doc.fillColor('black');
    y += height;
  }
  return y;
}
