/**
 * The file service's paths (docs/product.md §7 file upload): the upload, and where a stored file
 * is read back. The second is a file, not an envelope call, so it is not in ./operations.ts: pages
 * put it in an image's `src` (public photos) or fetch it with the session (private documents).
 */
import { ServicePrefix } from '../services';

const at = ServicePrefix.file;

export const upload = `${at}/obsFile/upload` as const;
export const storedFile = `${at}/obsFile/:obsName` as const;
/** a listing's picture (issue 33): kept resized, as WebP and JPEG */
export const listingPicture = `${at}/obsFile/listingPicture` as const;
