import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/**
 * What an ID card's QR code carries: the portal's address of the student's profile
 * (`<PUBLIC_URL>/userprofile/<profile id>`). Any phone's camera opens it, and the portal shows
 * the profile only to a signed-in member of the institute who may see it (the profiles
 * module's rule): a gatekeeper or teacher sees the student's current photo and class, so a card
 * with another face on it, or one kept after the student left, is caught; anyone else who
 * finds the card learns nothing that is not printed on it, and the profile's id cannot be made
 * up from the printed details. A bare text (the admission number) would prove nothing a
 * forger could not print.
 */
export const idCardAddress = (publicUrl: string, profileId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/userprofile/${profileId}`;

const PIXELS_PER_MODULE = 4;
const QUIET_MODULES = 1;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The QR as a small grey-scale PNG without transparency (4 pixels a module), written here from
 * the code's modules: pdfkit embeds such a PNG's data as it is, where the library's RGBA PNG had
 * to be decoded and split on every card (a class of 40 spent most of its time there).
 */
export function idCardQr(publicUrl: string, profileId: string): Buffer {
  const { modules } = QRCode.create(idCardAddress(publicUrl, profileId), {
    errorCorrectionLevel: 'M',
  });
  const side = (modules.size + 2 * QUIET_MODULES) * PIXELS_PER_MODULE;
  const stride = side + 1;
  // Each row: its filter byte (0, none), then one byte a pixel, white to begin with.
  const raw = Buffer.alloc(stride * side, 255);
  for (let y = 0; y < side; y += 1) raw[y * stride] = 0;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      const top = (row + QUIET_MODULES) * PIXELS_PER_MODULE;
      const left = (col + QUIET_MODULES) * PIXELS_PER_MODULE;
      for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
        const start = (top + dy) * stride + 1 + left;
        raw.fill(0, start, start + PIXELS_PER_MODULE);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grey-scale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
