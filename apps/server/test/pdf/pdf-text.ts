import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader's copy would give it (pdf.js through unpdf, no browser): every
 * page's text, runs of white space made one space, so a test can look for "Student: आरव मेहता"
 * however pdfkit cut the line into fragments and fonts.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The pieces of text on a PDF's first page with where pdf.js found them (points, from the bottom left). */
export async function textItems(
  pdf: Buffer | Uint8Array,
): Promise<{ str: string; x: number; y: number; width: number }[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
      : [],
  );
}

/** The fonts a PDF embeds, by their PostScript names without the subset tag ("NotoSansDevanagari-Regular"). */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]]+)/g);
  return [...new Set([...names].map((m) => m[1] ?? ''))].sort();
}
