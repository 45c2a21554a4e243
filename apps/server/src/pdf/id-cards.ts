import { renderPdf, writeText } from './document.js';
import { latinFont } from './fonts.js';
import { A4, drawableLogo, type School } from './layout.js';

/**
 * Students' ID cards (issue 25 §6), a class at once: credit-card size (ISO/IEC 7810 ID-1,
 * 85.6 × 54 mm), 8 or 10 to an A4 sheet in two columns, each with a hairline border and crop
 * marks in the page's margins along every card's edges, to cut with a trimmer or scissors.
 */

export type IdCard = {
  name: string;
  /** "Class 5 A". */
  className: string;
  rollNo: number | null;
  admissionNo: string | null;
  /** "27 Jan 2015". */
  dateOfBirth: string | null;
  bloodGroup: string | null;
  guardianPhone: string | null;
  address: string | null;
  /** A JPEG or PNG of the student; null draws a box with the initials. */
  photo: Buffer | null;
  /** The QR code as a PNG. */
  qr: Buffer;
};

export type IdCardsData = {
  school: School;
  /** "Class 5 A": the sheets' caption. */
  title: string;
  /** "2026-27", or null when the institute has no active session. */
  sessionName: string | null;
  /** "31 Mar 2027": the session's last day. */
  validUntil: string | null;
  perPage: 8 | 10;
  cards: IdCard[];
};

const MM = 72 / 25.4;
export const CARD = { width: 85.6 * MM, height: 54 * MM } as const;
const BAND = '#1f3a68';
const INK = '#1b1b1b';
const MUTED = '#4a5160';

/** Where the cards of a sheet go: two columns, 4 or 5 rows, the block centred on the page. */
export function sheetLayout(perPage: 8 | 10) {
  const rows = perPage / 2;
  const gapX = 8 * MM;
  const gapY = (perPage === 10 ? 3 : 8) * MM;
  const blockWidth = 2 * CARD.width + gapX;
  const blockHeight = rows * CARD.height + (rows - 1) * gapY;
  const left = (A4.width - blockWidth) / 2;
  const top = (A4.height - blockHeight) / 2;
  const slots = Array.from({ length: perPage }, (_, i) => ({
    x: left + (i % 2) * (CARD.width + gapX),
    y: top + Math.floor(i / 2) * (CARD.height + gapY),
  }));
  return { rows, left, top, blockWidth, blockHeight, gapX, gapY, slots };
}

export function idCardsPdf(data: IdCardsData): Promise<Buffer> {
  const title = `ID cards · ${data.title}${data.sessionName ? ` · ${data.sessionName}` : ''}`;
  return renderPdf({ title, author: data.school.name }, (doc) => {
    const layout = sheetLayout(data.perPage);
    const pages = Math.max(1, Math.ceil(data.cards.length / data.perPage));
    const logo = drawableLogo(data.school.logo);
    for (let page = 0; page < pages; page += 1) {
      doc.addPage({ size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
      const cards = data.cards.slice(page * data.perPage, (page + 1) * data.perPage);
      cropMarks(doc, layout, Math.ceil(cards.length / 2));
      cards.forEach((card, i) => {
        const slot = layout.slots[i] as { x: number; y: number };
        drawCard(doc, slot.x, slot.y, card, data, logo);
      });
      // Under the first column, clear of the crop marks at the cards' edges.
      doc.fontSize(6.5).fillColor(MUTED);
      const used = Math.ceil(cards.length / 2);
      const below = layout.top + used * CARD.height + (used - 1) * layout.gapY;
      writeText(doc, fitted(doc, `${title} · sheet ${page + 1} of ${pages}`, CARD.width - 12), {
        x: layout.left + 6,
        y: below + Math.min(6, (A4.height - below) / 4),
        width: CARD.width - 12,
        lineBreak: false,
      });
      doc.fillColor('black');
    }
    if (data.cards.length === 0) {
      doc.fontSize(11);
      writeText(doc, `${data.title} has no students to print.`, {
        x: layout.left,
        y: layout.top,
        width: layout.blockWidth,
        align: 'center',
      });
    }
  });
}

/** Short marks in the margins in line with every card edge of the sheet's used rows. */
function cropMarks(
  doc: PDFKit.PDFDocument,
  layout: ReturnType<typeof sheetLayout>,
  usedRows: number,
): void {
  if (usedRows === 0) return;
  const { left, top, gapX, gapY } = layout;
  const bottom = top + usedRows * CARD.height + (usedRows - 1) * gapY;
  const right = left + layout.blockWidth;
  const xs = [left, left + CARD.width, left + CARD.width + gapX, right];
  const ys = Array.from({ length: usedRows }, (_, r) => top + r * (CARD.height + gapY)).flatMap(
    (y) => [y, y + CARD.height],
  );
  const length = 10;
  const off = 3;
  doc.save().lineWidth(0.4).strokeColor('#666666');
  for (const x of xs) {
    doc
      .moveTo(x, Math.max(2, top - off - length))
      .lineTo(x, top - off)
      .stroke();
    doc
      .moveTo(x, bottom + off)
      .lineTo(x, bottom + off + length)
      .stroke();
  }
  for (const y of ys) {
    doc
      .moveTo(left - off - length, y)
      .lineTo(left - off, y)
      .stroke();
    doc
      .moveTo(right + off, y)
      .lineTo(right + off + length, y)
      .stroke();
  }
  doc.restore();
}

/** The text cut to fit one line of `width` at the current size, with an ellipsis when cut. */
function fitted(doc: PDFKit.PDFDocument, text: string, width: number, bold = false): string {
  doc.font(latinFont(bold ? 'bold' : 'regular'));
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** One line of text at (x, y), cut to the width. */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; width: number; size: number; bold?: boolean; color?: string },
): void {
  doc.fontSize(at.size).fillColor(at.color ?? INK);
  writeText(doc, fitted(doc, text, at.width, at.bold), {
    x: at.x,
    y: at.y,
    width: at.width,
    bold: at.bold,
    lineBreak: false,
  });
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

function drawPhoto(
  doc: PDFKit.PDFDocument,
  card: IdCard,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  let drawn = false;
  if (card.photo) {
    try {
      // Opened first: a file pdfkit cannot read throws here, and the box gets the initials.
      const image = (
        doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }
      ).openImage(card.photo);
      doc.save().rect(x, y, w, h).clip();
      doc.image(image, x, y, { cover: [w, h], align: 'center', valign: 'center' });
      doc.restore();
      drawn = true;
    } catch {
      drawn = false;
    }
  }
  if (!drawn) {
    doc.save().rect(x, y, w, h).fill('#e4e8ef').restore();
    doc.fontSize(20).fillColor('#5b6475');
    writeText(doc, initialsOf(card.name) || '?', {
      x,
      y: y + h / 2 - 13,
      width: w,
      align: 'center',
      bold: true,
      lineBreak: false,
    });
  }
  doc.save().lineWidth(0.6).strokeColor('#9aa3b2').rect(x, y, w, h).stroke().restore();
}

function drawCard(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  card: IdCard,
  data: IdCardsData,
  logo: Buffer | null,
): void {
  const { width: W, height: H } = CARD;
  const pad = 7;
  // The card's edge, and its blue band with the school's name.
  doc.save().roundedRect(x, y, W, H, 6).clip();
  doc.rect(x, y, W, 30).fill(BAND);
  doc.rect(x, y + H - 13, W, 13).fill(BAND);
  doc.restore();
  doc.save().lineWidth(0.5).strokeColor('#8a8a8a').roundedRect(x, y, W, H, 6).stroke().restore();
  let nameX = x + pad;
  if (logo) {
    try {
      const image = (
        doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }
      ).openImage(logo);
      doc
        .save()
        .roundedRect(x + pad, y + 4, 22, 22, 3)
        .fill('#ffffff')
        .restore();
      doc.image(image, x + pad + 1, y + 5, { fit: [20, 20], align: 'center', valign: 'center' });
      nameX = x + pad + 27;
    } catch {
      nameX = x + pad;
    }
  }
  const bandWidth = x + W - pad - nameX;
  line(doc, data.school.name, {
    x: nameX,
    y: y + 5,
    width: bandWidth,
    size: 9,
    bold: true,
    color: '#ffffff',
  });
  line(doc, `Student identity card${data.sessionName ? ` · ${data.sessionName}` : ''}`, {
    x: nameX,
    y: y + 18,
    width: bandWidth,
    size: 6.2,
    color: '#dfe7f5',
  });

  // The photo, the details beside it, the QR code at the right.
  const top = y + 35;
  const photo = { w: 54, h: 66 };
  drawPhoto(doc, card, x + pad, top, photo.w, photo.h);
  const qrSize = 54;
  const qrX = x + W - pad - qrSize;
  doc.image(card.qr, qrX, top, { width: qrSize, height: qrSize });
  doc.fontSize(5).fillColor(MUTED);
  writeText(doc, 'Scan to verify', {
    x: qrX,
    y: top + qrSize + 1,
    width: qrSize,
    align: 'center',
    lineBreak: false,
  });
  const textX = x + pad + photo.w + 7;
  const textWidth = qrX - 5 - textX;
  line(doc, card.name, { x: textX, y: top - 1, width: textWidth, size: 8.6, bold: true });
  const details = [
    `${card.className}${card.rollNo !== null ? ` · Roll ${card.rollNo}` : ''}`,
    `Adm. no. ${card.admissionNo ?? '—'}`,
    `Born ${card.dateOfBirth ?? '—'}`,
    `Blood group ${card.bloodGroup ?? '—'}`,
    `Guardian ${card.guardianPhone ?? '—'}`,
  ];
  details.forEach((text, i) => {
    line(doc, text, { x: textX, y: top + 12 + i * 9.4, width: textWidth, size: 6.6 });
  });
  if (card.address) {
    doc.fontSize(6).fillColor(MUTED);
    doc.font(latinFont('regular'));
    const width = W - 2 * pad;
    // Two lines at most: the rest of a long address is cut.
    const first = fitted(doc, card.address, width * 2 - 40);
    writeText(doc, first, {
      x: x + pad,
      y: top + photo.h + 3,
      width,
      height: 16,
      ellipsis: true,
    });
  }
  // The band at the foot: how long the card is valid, and whom to call when found.
  const foot = [
    data.validUntil ? `Valid until ${data.validUntil}` : 'Valid for the current session',
    data.school.phone ? `If found, please call ${data.school.phone}` : '',
  ];
  doc.fontSize(5.8).fillColor('#ffffff');
  writeText(doc, foot[0] ?? '', {
    x: x + pad,
    y: y + H - 10.5,
    width: W / 2,
    lineBreak: false,
  });
  if (foot[1]) {
    doc.fontSize(5.8).fillColor('#ffffff');
    writeText(doc, fitted(doc, foot[1], W / 2 - pad), {
      x: x + W / 2,
      y: y + H - 10.5,
      width: W / 2 - pad,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fillColor('black');
}
