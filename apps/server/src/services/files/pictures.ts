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

/** One stored size of a listing picture, in one format. */
export interface PictureVariant {
  size: number;
  format: 'webp' | 'jpg';
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
}

/**
 * A listing picture in the sizes the storefront shows (long side at most `sizes`, never enlarged),
 * each as WebP and as a JPEG fallback, turned upright by its EXIF orientation and stripped of its
 * metadata (a phone's location must not travel with the goods). The picture was checked by
 * pictureProblem first; the decode is limited to the same pixels all the same.
 */
export async function listingPictureVariants(bytes: Buffer, sizes: readonly number[]): Promise<{ width: number; height: number; variants: PictureVariant[] }> {
  const source = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate();
  const { width = 0, height = 0 } = await source().metadata();
  const variants: PictureVariant[] = [];
  for (const size of sizes) {
    const resized = () => source().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
    variants.push({ size, format: 'webp', contentType: 'image/webp', bytes: await resized().webp({ quality: 80 }).toBuffer() });
    // a JPEG has no transparency: a PNG's transparent background becomes white, as on the storefront's cards
    variants.push({ size, format: 'jpg', contentType: 'image/jpeg', bytes: await resized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer() });
  }
  return { width, height, variants };
}
