/**
 * Uploaded pictures are decoded before they are kept (issue 31, decompression bombs): a PNG of
 * 50,000 × 50,000 plain pixels is about 300 KB on the wire and passes every size check, but each
 * browser, thumbnailer or image library that opens it would need gigabytes. The dimensions are read
 * from the picture's header first (no pixels decoded), so a bomb is refused before any work is done
 * on it; a picture within the limit is then decoded once, whole, so that bytes which only start like
 * a JPEG or PNG (cut short, damaged, made up) are refused too.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from '@clearlot/contract/rules/upload';
import type { ErrorName } from '@clearlot/contract';

// every upload is a different picture: libvips' operation cache would only hold memory
sharp.cache(false);

export type PictureRefusal = Extract<ErrorName, 'uploadPictureTooManyPixels' | 'uploadPictureUnreadable'>;

/** What is wrong with an uploaded JPEG or PNG (already known by its first bytes), or null when it is a picture within the limit. */
export async function pictureProblem(bytes: Buffer): Promise<PictureRefusal | null> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // the header only; the pixel limit is ours, below, not sharp's default (which would throw first)
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return 'uploadPictureUnreadable';
  }
  if (!width || !height) return 'uploadPictureUnreadable';
  if (width * height > MAX_UPLOAD_PIXELS) return 'uploadPictureTooManyPixels';
  try {
    // every pixel, streamed (stats keeps no image in memory); 'error' also refuses a picture cut short
    await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error', sequentialRead: true }).stats();
  } catch {
    return 'uploadPictureUnreadable';
  }
  return null;
}
