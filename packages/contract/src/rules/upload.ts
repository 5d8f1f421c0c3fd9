/**
 * What an upload may be (docs/product.md §5 images, §7 file upload), checked by the upload
 * component before sending and by the server after reading: the server decides the type from the
 * file's bytes, the component can only look at the name. Plain constants and functions without
 * zod: the component's page loads this module.
 */
import type { ErrorName } from '../errors';

/** 10 MB, counted in binary megabytes (10 × 1,048,576 bytes) as operating systems show file sizes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an uploaded picture may have (40 megapixels, e.g. 8,000 × 5,000: more than any phone
 * camera takes). A PNG of 50,000 × 50,000 plain pixels compresses to about 300 KB but would take 2.5 GB
 * or more to decode, so the server reads each picture's dimensions from its header before decoding it.
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longest original name kept: what common file systems allow for one file name. */
export const MAX_UPLOAD_NAME_LENGTH = 255;

/**
 * What a file is for. Photos (return and after-sales pictures) are public to whoever has their
 * stored name; documents (seller documents, verification photos) are served only to their owner.
 */
export const UPLOAD_KINDS = ['photo', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * The services a file may be uploaded for (the form's `appName`, docs/product.md §7): the name of
 * the service whose records will point at it; the user service when the form leaves it out.
 */
export const UPLOAD_APP_NAMES = ['srs-user-service', 'srs-order-service', 'srs-product-service', 'srs-message-service'] as const;
export type UploadAppName = (typeof UPLOAD_APP_NAMES)[number];
export const DEFAULT_UPLOAD_APP_NAME: UploadAppName = 'srs-user-service';

/** The file types we store, by the MIME type read from the bytes, with the name endings each may carry. */
export const UPLOAD_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>;
export type UploadType = keyof typeof UPLOAD_TYPES;

/**
 * The types each kind takes. GIF is left out although docs/product.md §5 lists it for images: the
 * upload component accepts only JPG, PNG and JPEG, and the server takes no more than the component
 * offers (docs/decisions.md, Uploads).
 */
export const KIND_TYPES: Record<UploadKind, readonly UploadType[]> = {
  photo: ['image/jpeg', 'image/png'],
  document: ['image/jpeg', 'image/png', 'application/pdf'],
};

/** The name endings a kind accepts, e.g. ['jpg', 'jpeg', 'png'] for photos. */
export function acceptedExtensions(kind: UploadKind): string[] {
  return KIND_TYPES[kind].flatMap((type) => UPLOAD_TYPES[type]);
}

/** The file picker's `accept` attribute for a kind: '.jpg,.jpeg,.png'. */
export function acceptAttribute(kind: UploadKind): string {
  return acceptedExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** The ending of a file name in lower case ('Photo.JPG' → 'jpg'), or null when it has none. */
export function fileNameExtension(name: string): string | null {
  const match = /\.([^./\\]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : null;
}

// control characters (C0, DEL, C1) and half of a UTF-16 surrogate pair: no file name means them
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;

/** Why an upload is refused, named by its catalogue entry. */
export type UploadRefusal = Extract<ErrorName, 'uploadNameInvalid' | 'uploadTooLarge' | 'uploadEmpty' | 'uploadPhotoType' | 'uploadDocumentType'>;

/** The refusal for a type a kind does not take, worded with the kind's list (§5 for photos). */
export function typeRefusal(kind: UploadKind): UploadRefusal {
  return kind === 'photo' ? 'uploadPhotoType' : 'uploadDocumentType';
}

/**
 * What is wrong with a file judged by its name and size, or null: the whole check on the
 * component's side, and the first half on the server's (which then reads the type from the bytes).
 */
export function uploadProblem(file: { name: string; size: number }, kind: UploadKind): UploadRefusal | null {
  if (file.name.length === 0 || file.name.length > MAX_UPLOAD_NAME_LENGTH || UNPRINTABLE.test(file.name)) return 'uploadNameInvalid';
  if (file.size > MAX_UPLOAD_BYTES) return 'uploadTooLarge';
  if (file.size === 0) return 'uploadEmpty';
  const extension = fileNameExtension(file.name);
  return extension !== null && acceptedExtensions(kind).includes(extension) ? null : typeRefusal(kind);
}

/** Whether the type read from a file's bytes is one the kind takes. */
export function acceptsType(kind: UploadKind, type: string | undefined): type is UploadType {
  return type !== undefined && (KIND_TYPES[kind] as readonly string[]).includes(type);
}
