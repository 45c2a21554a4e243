import PDFDocument from 'pdfkit';
import { fontRuns, latinFont, registerPdfFonts, type Weight } from './fonts.js';

/**
 * A PDF made with pdfkit (DESIGN.md: receipts, payslips, report cards), collected into one
 * buffer. `draw` lays out the pages, writing its text with `writeText`; a throw there rejects,
 * so the caller can answer with its own words. The document's fonts are the Noto Sans faces of
 * pdf/fonts.ts, embedded as subsets of the glyphs used.
 */
export function renderPdf(
  info: { title: string; author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    let doc: PDFKit.PDFDocument;
    try {
      doc = new PDFDocument({
        size: 'A4',
        margin: 50,
        autoFirstPage: false,
        // No standard font (pdfkit would parse Helvetica's metrics for every document): the
        // Latin face below is the document's font.
        font: '',
        info: { Title: info.title, Author: info.author, Producer: 'Shala', Creator: 'Shala' },
      });
      registerPdfFonts(doc);
      doc.font(latinFont('regular'));
    } catch (error) {
      reject(error);
      return;
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** Text in one weight; a line of pieces (a bold label and its value) flows as one text. */
export type TextPiece = { text: string; bold?: boolean };

export type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number; bold?: boolean };

/**
 * `doc.text` for any text: the text is cut into runs by script (pdf/fonts.ts), each written in
 * a face that has its glyphs, so a line such as "Received from आरव मेहता (Aarav Mehta)" prints
 * every script as written; fontkit shapes each run (conjuncts, vowel signs). The runs follow
 * one another as pdfkit's continued text, which wraps them as one; a centred or right-aligned
 * text of several runs is laid out here, line by line (pdfkit would align each run on its own).
 * Every PDF writes its text through here, never through doc.text directly.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string | readonly TextPiece[],
  options: WriteOptions = {},
): PDFKit.PDFDocument {
  const { x, y, bold, ...textOptions } = options;
  const pieces = typeof text === 'string' ? [{ text, bold }] : text;
  const runs = pieces.flatMap((piece) => {
    const weight: Weight = piece.bold ? 'bold' : 'regular';
    const cut = fontRuns(piece.text, weight);
    return cut.length > 0 ? cut : [{ font: latinFont(weight), text: '' }];
  });
  const aligned = textOptions.align === 'center' || textOptions.align === 'right';
  if (runs.length > 1 && aligned && !textOptions.continued) {
    return writeAligned(doc, runs, { ...textOptions, x: x ?? doc.x, y: y ?? doc.y });
  }
  runs.forEach((run, i) => {
    const continued = i < runs.length - 1 ? true : (textOptions.continued ?? false);
    const runOptions = { ...textOptions, continued };
    doc.font(run.font);
    if (i === 0 && (x !== undefined || y !== undefined))
      doc.text(run.text, x ?? doc.x, y ?? doc.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc;
}

type Run = { font: string; text: string };

/**
 * Runs broken into lines at spaces to fit the width (one line when lineBreak is false), each
 * line centred or set right. For headings and footers: it starts no new page.
 */
function writeAligned(
  doc: PDFKit.PDFDocument,
  runs: readonly Run[],
  options: PDFKit.Mixins.TextOptions & { x: number; y: number },
): PDFKit.PDFDocument {
  const width = options.width ?? doc.page.width - options.x - doc.page.margins.right;
  const measure = (run: Run) => doc.font(run.font).widthOfString(run.text);
  // Words (what lies between spaces, in one font or several, as "₹" and "500"), each with the
  // spaces before it.
  const words: { space: Run[]; word: Run[] }[] = [];
  let current: { space: Run[]; word: Run[] } = { space: [], word: [] };
  for (const run of runs) {
    for (const part of run.text.split(/(\s+)/)) {
      if (part === '') continue;
      const piece = { font: run.font, text: part };
      if (/^\s+$/.test(part)) {
        if (current.word.length > 0) {
          words.push(current);
          current = { space: [], word: [] };
        }
        current.space.push(piece);
      } else current.word.push(piece);
    }
  }
  if (current.word.length > 0) words.push(current);
  const widthOf = (list: readonly Run[]) => list.reduce((sum, r) => sum + measure(r), 0);
  const lines: Run[][] = [];
  let line: Run[] = [];
  let lineWidth = 0;
  for (const { space, word } of words) {
    const spaceWidth = widthOf(space);
    const wordWidth = widthOf(word);
    const wraps = options.lineBreak !== false && lineWidth + spaceWidth + wordWidth > width;
    if (line.length === 0 || wraps) {
      if (line.length > 0) lines.push(line);
      line = [...word];
      lineWidth = wordWidth;
    } else {
      line.push(...space, ...word);
      lineWidth += spaceWidth + wordWidth;
    }
  }
  if (line.length > 0) lines.push(line);
  let y = options.y;
  for (const runsOfLine of lines) {
    let x = options.x + (width - widthOf(runsOfLine)) * (options.align === 'center' ? 0.5 : 1);
    for (const run of runsOfLine) {
      doc.font(run.font).text(run.text, x, y, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
    y += doc.currentLineHeight(true) + (options.lineGap ?? 0);
  }
  doc.x = options.x;
  doc.y = y;
  return doc;
}
