import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote with the standard fonts, for tests to read: each content
 * stream inflated, the strings of its TJ and Tj operators decoded (hex or literal, one byte a
 * character in WinAnsi), one line per text operator. A test-side reader, not a PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const dict = match[1] ?? '';
    const bytes = Buffer.from(match[2] ?? '', 'latin1');
    let content: string;
    try {
      content = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      const body = op[1] ?? op[2] ?? '';
      let text = '';
      for (const piece of body.matchAll(
        /<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)|(-?\d+(?:\.\d+)?)/g,
      )) {
        if (piece[1] !== undefined) text += Buffer.from(piece[1], 'hex').toString('latin1');
        else if (piece[2] !== undefined) text += piece[2].replace(/\\(.)/g, '$1');
        // A large negative kerning number is a gap pdfkit left for a space.
        else if (piece[3] !== undefined && Number(piece[3]) < -200) text += ' ';
      }
      lines.push(text);
    }
  }
  return lines.join('\n');
}
