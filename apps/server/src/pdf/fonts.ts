import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * The fonts every PDF writes with (issue 21): Noto Sans for Latin and the rupee sign, and Noto
 * Sans of each Indian script a name may be written in, from the @fontsource packages (SIL Open
 * Font Licence 1.1) in node_modules, so the bundle in dist finds them as it finds pdfkit. Google
 * Fonts cuts each family into subsets by script; the Latin faces are Noto Sans Devanagari's
 * "latin" (ASCII, Latin-1, punctuation) and "latin-ext" (₹ and the other currency signs) cuts.
 * pdfkit embeds only the faces a document uses, and of them only the glyphs it uses.
 */

export type Weight = 'regular' | 'bold';

type FaceSpec = {
  /** The name a document registers the face under, without the weight. */
  id: string;
  /** The @fontsource package and the subset file in it. */
  pkg: string;
  subset: string;
  /** The code points of the script the face is for (the Latin faces: none, they take the rest). */
  script?: RegExp;
};

const SCRIPTS = [
  ['devanagari', /\p{Script=Devanagari}/u],
  ['bengali', /\p{Script=Bengali}/u],
  ['gurmukhi', /\p{Script=Gurmukhi}/u],
  ['gujarati', /\p{Script=Gujarati}/u],
  ['oriya', /\p{Script=Oriya}/u],
  ['tamil', /\p{Script=Tamil}/u],
  ['telugu', /\p{Script=Telugu}/u],
  ['kannada', /\p{Script=Kannada}/u],
  ['malayalam', /\p{Script=Malayalam}/u],
] as const;

/** Tried in this order for a character of no Indian script (digits, punctuation, ₹, Latin). */
const LATIN: FaceSpec[] = [
  { id: 'latin', pkg: 'noto-sans-devanagari', subset: 'latin' },
  { id: 'latin-ext', pkg: 'noto-sans-devanagari', subset: 'latin-ext' },
];

const FACES: FaceSpec[] = [
  ...LATIN,
  ...SCRIPTS.map(([name, script]) => ({
    id: name,
    pkg: `noto-sans-${name}`,
    subset: name,
    script,
  })),
];

const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

type LoadedFace = {
  spec: FaceSpec;
  weight: Weight;
  /** The name registered with pdfkit. */
  name: string;
  data: Buffer;
  font: fontkit.Font;
};

const require = createRequire(import.meta.url);

/**
 * fontkit 2.0.4 throws "Cannot read properties of null (reading 'xCoordinate')" on a mark
 * whose GPOS anchor is NULL, which the OpenType spec allows and the Noto Sans Gurmukhi and
 * Malayalam fonts have (fontkit issue 367, fix proposed in its pull request 374): a Gurmukhi or
 * Malayalam name would fail the receipt. Until a release has it, the mark is left where it is,
 * as HarfBuzz does. pdfkit loads fontkit with require (its CommonJS build) or, bundled as ESM,
 * with import: both builds are mended, through a font's GPOS processor (fontkit exports no
 * class). Once fontkit guards the anchor itself, this changes nothing.
 */
type AnchorProcessor = { applyAnchor: (...args: unknown[]) => unknown };
const MENDED = Symbol.for('shala.fontkit.nullAnchors');

/**
 * Mends the GPOS processor of one fontkit build, found through a font that has GPOS (false when
 * this one has none). A build whose processor has no applyAnchor any more counts as done: the
 * tests of every script then say whether it still needs mending.
 */
function skipNullAnchors(kit: typeof fontkit, data: Buffer): boolean {
  const font = kit.create(data) as unknown as {
    _layoutEngine?: { engine?: { GPOSProcessor?: object | null } };
  };
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return false;
  const proto = Object.getPrototypeOf(processor) as AnchorProcessor & { [MENDED]?: true };
  if (proto[MENDED] || typeof proto.applyAnchor !== 'function') return true;
  const apply = proto.applyAnchor;
  proto.applyAnchor = function (this: unknown, ...args: unknown[]) {
    const [markRecord, baseAnchor] = args as [{ markAnchor?: unknown } | null, unknown];
    if (!baseAnchor || !markRecord?.markAnchor) return undefined;
    return apply.apply(this, args);
  };
  proto[MENDED] = true;
  return true;
}

const mended = { esm: false, cjs: false };
function mendFontkit(data: Buffer): void {
  mended.esm ||= skipNullAnchors(fontkit, data);
  mended.cjs ||= skipNullAnchors(require('fontkit') as typeof fontkit, data);
}

/**
 * A WOFF 1.0 file as the TrueType/OpenType font it wraps (the W3C format: each table zlib
 * compressed). Done once per process with Node's zlib; fontkit would inflate the tables in
 * JavaScript again for every document, which took most of a receipt's time.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const log2 = Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(2 ** log2 * 16, 6);
  head.writeUInt16BE(log2, 8);
  head.writeUInt16BE(numTables * 16 - 2 ** log2 * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    head.writeUInt32BE(table.tag, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 12 + i * 16 + 4);
    head.writeUInt32BE(offset, 12 + i * 16 + 8);
    head.writeUInt32BE(table.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

function fontFile(spec: FaceSpec, weight: Weight): string {
  return require.resolve(
    `@fontsource/${spec.pkg}/files/${spec.pkg}-${spec.subset}-${WEIGHTS[weight]}-normal.woff`,
  );
}

const loaded = new Map<string, LoadedFace>();

/** A face read once per process (pdfkit parses its own copy per document). */
function face(spec: FaceSpec, weight: Weight): LoadedFace {
  const name = `${spec.id}-${weight}`;
  let found = loaded.get(name);
  if (!found) {
    const data = sfntOfWoff(readFileSync(fontFile(spec, weight)));
    mendFontkit(data);
    found = { spec, weight, name, data, font: fontkit.create(data) };
    loaded.set(name, found);
  }
  return found;
}

/** Registers the faces with a new document (cheap: pdfkit reads one only when it is used). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const spec of FACES) {
    for (const weight of ['regular', 'bold'] as const) {
      const f = face(spec, weight);
      doc.registerFont(f.name, f.data);
    }
  }
}

/** The Latin face of a weight: what a document's plain text is written in. */
export function latinFont(weight: Weight): string {
  return face(LATIN[0] as FaceSpec, weight).name;
}

/** A piece of text and the registered font to write it in. */
export type FontRun = {
  font: string;
  text: string;
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Joiners and variation selectors: they shape a cluster and need no glyph of their own. */
const shapingOnly = (cp: number) =>
  cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);

const covers = (f: LoadedFace, cluster: string) =>
  [...cluster].every((ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return shapingOnly(cp) || f.font.hasGlyphForCodePoint(cp);
  });

/**
 * Text cut into runs, each in a face that has its glyphs: a cluster of an Indian script (a
 * letter with its signs) in its script's face; a character of no script (a space, the danda, ₹)
 * stays in the Indian run it follows when that face has it; anything else goes to the first
 * face that has it, Latin first. A character no face has (an emoji, Chinese) prints as "?",
 * not as an empty box.
 */
export function fontRuns(text: string, weight: Weight): FontRun[] {
  const faces = FACES.map((spec) => face(spec, weight));
  const latin = faces[0] as LoadedFace;
  const runs: { face: LoadedFace; text: string }[] = [];
  let current: LoadedFace | undefined;
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    let chosen = faces.find((f) => f.spec.script?.test(segment));
    if (!chosen && current?.spec.script && covers(current, segment)) chosen = current;
    chosen ??= faces.find((f) => covers(f, segment));
    // A line break is no glyph: pdfkit breaks the line there (a table cell of several lines).
    const piece = chosen || /^\r?\n$/.test(segment) ? segment : '?';
    chosen ??= latin;
    const last = runs[runs.length - 1];
    if (last && last.face === chosen) last.text += piece;
    else runs.push({ face: chosen, text: piece });
    current = chosen;
  }
  return runs.map((r) => ({ font: r.face.name, text: r.text }));
}
