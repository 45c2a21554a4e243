import PDFDocument from 'pdfkit';

/**
 * A PDF made with pdfkit (DESIGN.md: receipts, payslips, report cards), collected into one
 * buffer. `draw` lays out the pages; a throw there rejects, so the caller can answer with its
 * own words. The standard fonts travel with pdfkit (its AFM files, read from node_modules: the
 * server bundle keeps pdfkit external), so nothing is embedded.
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
        info: { Title: info.title, Author: info.author, Producer: 'Shala', Creator: 'Shala' },
      });
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

/**
 * Text the standard PDF fonts can show: they carry Windows-1252 only, so the rupee sign (not in
 * it) becomes "Rs." and anything else outside it a question mark rather than a wrong glyph.
 */
export function pdfText(text: string): string {
  return text
    .replace(/₹/g, 'Rs. ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}
