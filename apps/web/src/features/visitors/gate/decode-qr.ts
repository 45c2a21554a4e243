/**
 * Reading a QR code from the camera's frames or a photo, with jsQR. jsQR is loaded the first
 * time the gate reads one (its own chunk): only the desk's Gate tab needs it.
 */

type Decode = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' },
) => { data: string } | null;

let decoder: Promise<Decode> | undefined;

/** jsQR, loaded once. */
export function loadDecoder(): Promise<Decode> {
  decoder ??= import('jsqr').then((m) => {
    // A CommonJS module: its function is the default export, or the module itself.
    const loaded = m as unknown as { default?: Decode };
    return (loaded.default ?? (m as unknown as Decode)) as Decode;
  });
  return decoder;
}

/** The longest side a frame or photo is read at: a QR held up to the camera fills enough of it. */
const READ_SIDE_MAX = 800;

/** The size an image of width × height is read at, its longest side at most `max`. */
export function readSize(width: number, height: number, max = READ_SIDE_MAX) {
  const longest = Math.max(width, height);
  const scale = longest > max ? max / longest : 1;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The text of a QR code in what `source` shows now (a video frame, a photo), if any. */
export function readFrame(
  decode: Decode,
  source: CanvasImageSource,
  sourceWidth: number,
  sourceHeight: number,
  canvas: HTMLCanvasElement,
  options: { max?: number; thorough?: boolean } = {},
): string | null {
  const size = readSize(sourceWidth, sourceHeight, options.max);
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, size.width, size.height);
  const image = context.getImageData(0, 0, size.width, size.height);
  const found = decode(image.data, size.width, size.height, {
    inversionAttempts: options.thorough ? 'attemptBoth' : 'dontInvert',
  });
  return found?.data ?? null;
}

/**
 * The text of a QR code in a photo of the pass (the phone's camera, or a file): read at a
 * moderate size first, then larger, for a small QR in a big photo. Null when none is found.
 */
export async function readPhoto(file: Blob): Promise<string | null> {
  const decode = await loadDecoder();
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    for (const max of [READ_SIDE_MAX, 1600]) {
      const text = readFrame(decode, bitmap, bitmap.width, bitmap.height, canvas, {
        max,
        thorough: true,
      });
      if (text) return text;
      if (Math.max(bitmap.width, bitmap.height) <= max) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
