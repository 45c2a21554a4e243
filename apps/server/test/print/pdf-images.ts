import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/**
 * The images a PDF embeds, as pdfkit writes them: a JPEG as it came (DCTDecode), a PNG with an
 * alpha channel as its colour pixels deflated (FlateDecode, no predictor) with the alpha apart.
 * Enough for the print tests to count photos and read the QR codes back.
 */
export type PdfImage = {
  width: number;
  height: number;
  filter: string;
  colorSpace: string;
  /** The raw bytes of the stream (inflated when FlateDecode). */
  data: Buffer;
};

/** PNG's row filters undone (a PNG without transparency keeps them: /DecodeParms /Predictor 15). */
function unpredicted(data: Buffer, dict: string): Buffer {
  if (!/\/Predictor\s+1[0-5]/.test(dict)) return data;
  const colors = Number(/\/Colors\s+(\d+)/.exec(dict)?.[1] ?? 1);
  const width = Number(/\/Columns\s+(\d+)/.exec(dict)?.[1] ?? 0) * colors;
  const rows = data.length / (width + 1);
  const out = Buffer.alloc(width * rows);
  for (let r = 0; r < rows; r += 1) {
    const kind = data[r * (width + 1)];
    for (let i = 0; i < width; i += 1) {
      const x = data[r * (width + 1) + 1 + i] ?? 0;
      const left = i >= colors ? (out[r * width + i - colors] ?? 0) : 0;
      const up = r > 0 ? (out[(r - 1) * width + i] ?? 0) : 0;
      const upLeft = r > 0 && i >= colors ? (out[(r - 1) * width + i - colors] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const add = [0, left, up, (left + up) >> 1, paeth()][kind ?? 0] ?? 0;
      out[r * width + i] = (x + add) & 0xff;
    }
  }
  return out;
}

export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const images: PdfImage[] = [];
  const start = /\d+\s+0\s+obj\s*<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const dict = m[1] ?? '';
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const from = m.index + m[0].length;
    const raw = pdf.subarray(from, from + length);
    const filter = /\/Filter\s*\/(\w+)/.exec(dict)?.[1] ?? '';
    images.push({
      width: Number(/\/Width\s+(\d+)/.exec(dict)?.[1] ?? 0),
      height: Number(/\/Height\s+(\d+)/.exec(dict)?.[1] ?? 0),
      filter,
      colorSpace: /\/ColorSpace\s*\/(\w+)/.exec(dict)?.[1] ?? '',
      data: filter === 'FlateDecode' ? unpredicted(inflateSync(raw), dict) : raw,
    });
  }
  return images;
}

/** What the QR codes among the PDF's images say (the images that are QR codes). */
export function pdfQrTexts(pdf: Buffer): string[] {
  return pdfImages(pdf).flatMap((image) => {
    if (image.filter !== 'FlateDecode' || image.width === 0) return [];
    const channels = image.colorSpace === 'DeviceGray' ? 1 : 3;
    if (image.data.length !== image.width * image.height * channels) return [];
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let i = 0; i < image.width * image.height; i += 1) {
      for (let c = 0; c < 3; c += 1)
        rgba[i * 4 + c] = image.data[i * channels + (channels === 1 ? 0 : c)] ?? 0;
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, image.width, image.height);
    return found ? [found.data] : [];
  });
}
