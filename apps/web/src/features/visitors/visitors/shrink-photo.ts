import { photoProblem, shrunkSize } from '../visitor-form';

/**
 * A photo from the phone's camera made small enough to send: a phone's photo is often 3 to 5 MB
 * and 4000 px wide, over the 2 MB the server takes. One larger than PHOTO_SIDE_MAX on a side, or
 * over the limit, is drawn again at that size as a JPEG (a few hundred KB); a small JPEG or PNG
 * is sent as it is. A picture the browser cannot read (HEIC on some browsers) stays as chosen,
 * and the photo's check then says what is wrong.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && !photoProblem(file)) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    if (!blob) return file;
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
