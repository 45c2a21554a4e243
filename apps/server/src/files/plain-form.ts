// The commonest multipart body there is, a browser's FormData of a few short text fields (an exam
// answer's five), read straight from its bytes. busboy, even on a buffered body, builds a parser,
// a header parser and a stream per part: 12 % of an answer save's time (bench/RESULTS.md,
// 2026-11-29). This reads only what a browser sends for text fields, exactly; for anything else
// (a file, another header, a preamble, a quoted boundary, a field over its limits, a name that is
// not plain) it answers undefined and busboy reads the body, so every refusal stays busboy's.

/** The boundary as browsers and HTTP clients write it: unquoted, RFC 2046's characters. */
const CONTENT_TYPE = /^multipart\/form-data; ?boundary=([0-9A-Za-z'()+_,\-./:=?]{1,70})$/;
/** A part's one header, as browsers write it for a text field. */
const DISPOSITION = 'Content-Disposition: form-data; name="';
/** Field names read here: plain ones (anything else, quotes and escapes included, is busboy's). */
const PLAIN_NAME = /^[\w.\-[\]]{1,100}$/;
const CRLF = 0x0a0d; // "\r\n", read little-endian
const DASHES = 0x2d2d; // "--"

/** A part of a form as the readers hand it on (busboy's too, buffered-form.ts). */
export type FormPart =
  | { type: 'field'; fieldname: string; value: string; valueTruncated: boolean }
  | { type: 'file'; fieldname: string; filename: string; bytes: Buffer; truncated: boolean };

export type PlainLimits = { fields: number; parts: number; fieldSize: number };

/** The body's text fields in order, or undefined when it is not that plain a form. */
export function plainFields(
  contentType: string | undefined,
  body: Buffer,
  limits: PlainLimits,
): FormPart[] | undefined {
  const boundary = contentType === undefined ? null : CONTENT_TYPE.exec(contentType)?.[1];
  if (!boundary) return undefined;
  // Every part ends at CRLF "--" boundary; the body opens with "--" boundary (no preamble).
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  const opening = delimiter.length - 2;
  if (body.length < opening || body.compare(delimiter, 2, delimiter.length, 0, opening) !== 0) {
    return undefined;
  }
  const most = Math.min(limits.fields, limits.parts);
  const parts: FormPart[] = [];
  let at = opening;
  for (;;) {
    if (at + 2 > body.length) return undefined;
    const after = body.readUInt16LE(at);
    // The close delimiter, then nothing or a line end: the form is complete.
    if (after === DASHES) return endsClean(body, at + 2) ? parts : undefined;
    if (after !== CRLF || parts.length === most) return undefined;
    const headerStart = at + 2;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart, 'latin1');
    if (headerEnd < 0) return undefined;
    const header = body.toString('latin1', headerStart, headerEnd);
    if (!header.startsWith(DISPOSITION) || !header.endsWith('"')) return undefined;
    const fieldname = header.slice(DISPOSITION.length, -1);
    if (!PLAIN_NAME.test(fieldname) || fieldname in Object.prototype) return undefined;
    const valueStart = headerEnd + 4;
    // Searched from the header's last line end: a value opening with "--" boundary closes the
    // part there for busboy, which is not a form this reads.
    const valueEnd = body.indexOf(delimiter, headerEnd + 2);
    if (valueEnd < valueStart || valueEnd - valueStart > limits.fieldSize) return undefined;
    // As busboy decodes a field without a charset: UTF-8, bad bytes replaced.
    const value = body.toString('utf8', valueStart, valueEnd);
    parts.push({ type: 'field', fieldname, value, valueTruncated: false });
    at = valueEnd + delimiter.length;
  }
}

/** After the close delimiter: the end of the body, or one CRLF. */
const endsClean = (body: Buffer, at: number) =>
  at === body.length || (at + 2 === body.length && body.readUInt16LE(at) === CRLF);
