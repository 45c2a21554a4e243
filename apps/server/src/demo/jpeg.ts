/**
 * A tiny baseline JPEG writer for the demo's admission documents: a grayscale picture drawn
 * in flat 8×8 blocks, so every block is its DC coefficient alone (no AC terms). Real JPEG that
 * any viewer opens and that the upload check (magic bytes) accepts; no image library needed.
 */

/** Standard luminance DC table (ITU T.81 K.3): code lengths 1..16 and the categories. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** An AC table with two 2-bit codes: EOB (0x00) and one unused symbol. */
const AC_BITS = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00, 0x01];

function canonicalCodes(
  bits: number[],
  values: number[],
): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length += 1) {
    for (let i = 0; i < (bits[length - 1] ?? 0); i += 1) {
      codes.set(values[k] as number, { code, length });
      code += 1;
      k += 1;
    }
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private count = 0;
  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i -= 1) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      this.count += 1;
      if (this.count === 8) this.flushByte();
    }
  }
  private flushByte(): void {
    this.bytes.push(this.current);
    // A 0xFF byte in entropy-coded data is followed by a stuffed zero.
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }
  finish(): number[] {
    while (this.count !== 0) this.write(1, 1);
    return this.bytes;
  }
}

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  ((body.length + 2) >> 8) & 0xff,
  (body.length + 2) & 0xff,
  ...body,
];

/**
 * A JPEG of `blocks` (rows of gray levels 0..255, one per 8×8 block): width and height are
 * 8 × the block counts.
 */
export function flatBlockJpeg(blocks: number[][]): Buffer {
  const rows = blocks.length;
  const cols = blocks[0]?.length ?? 0;
  const width = cols * 8;
  const height = rows * 8;
  const dc = canonicalCodes(DC_BITS, DC_VALUES);
  const eob = canonicalCodes(AC_BITS, AC_VALUES).get(0) as { code: number; length: number };
  const bits = new BitWriter();
  let previous = 0;
  for (const row of blocks) {
    for (const level of row) {
      // With a quantisation of 1, a flat block's DC coefficient is 8 × (level − 128).
      const value = 8 * (Math.max(0, Math.min(255, Math.round(level))) - 128);
      const diff = value - previous;
      previous = value;
      const magnitude = Math.abs(diff);
      const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
      const code = dc.get(category) as { code: number; length: number };
      bits.write(code.code, code.length);
      if (category > 0) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(eob.code, eob.length);
    }
  }
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...segment(0xc4, [0x10, ...AC_BITS, ...AC_VALUES]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...bits.finish(),
    0xff,
    0xd9,
  ];
  return Buffer.from(bytes);
}

/**
 * A page that looks like a scanned certificate: a dark title band, lines of "text" of
 * different lengths, and a stamp. `seed` varies the lines so two documents differ.
 */
export function demoDocumentJpeg(seed: number): Buffer {
  const cols = 24;
  const rows = 32;
  const paper = 244;
  const page: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(paper));
  const fill = (r0: number, r1: number, c0: number, c1: number, level: number) => {
    for (let r = r0; r < r1; r += 1)
      for (let c = c0; c < c1; c += 1) (page[r] as number[])[c] = level;
  };
  fill(0, 4, 0, cols, 60);
  fill(1, 3, 3, cols - 3, 200);
  for (let line = 0; line < 10; line += 1) {
    const length = 8 + ((seed * 7 + line * 5) % 13);
    fill(6 + line * 2, 7 + line * 2, 2, 2 + length, 150);
  }
  fill(26, 30, 16, 21, 110 + (seed % 4) * 20);
  fill(27, 29, 17, 20, paper);
  fill(29, 30, 2, 10, 90);
  return flatBlockJpeg(page);
}
