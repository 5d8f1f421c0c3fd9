/** File service shapes (docs/product.md §3 uploaded file, §7 file upload). */
import { z } from 'zod';
import { DEFAULT_UPLOAD_APP_NAME, MAX_UPLOAD_NAME_LENGTH, UPLOAD_APP_NAMES, UPLOAD_KINDS } from '../rules/upload';

/**
 * The text fields sent beside the file in the upload form: the service the file is for
 * (`appName`, docs/product.md §7) and what kind of file it is (rules/upload.ts). Both may be left out.
 */
export const UploadFields = z
  .object({
    appName: z.enum(UPLOAD_APP_NAMES, { error: 'invalidValue' }).default(DEFAULT_UPLOAD_APP_NAME),
    kind: z.enum(UPLOAD_KINDS, { error: 'invalidValue' }).default('photo'),
  })
  .strict();
export type UploadFields = z.infer<typeof UploadFields>;

/**
 * The form part that carries the file. Only its name is fixed here: the form is multipart, so
 * the file itself is read by the server's upload route, not by a schema.
 */
export const UPLOAD_FILE_FIELD = 'file';

/** What an upload answers: the name the file had and the name it is stored (and served) under. */
export const UploadedFile = z.object({ originalName: z.string(), obsName: z.string() }).strict();
export type UploadedFile = z.infer<typeof UploadedFile>;

/** A stored name: 32 hexadecimal digits (128 random bits) and the ending of the type read from the bytes. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

/**
 * An uploaded file as the records that use it keep it (docs/product.md §3 uploaded file): the
 * original name to show and the stored name (`url`) to fetch it by, e.g. a return's photos.
 */
export const AttachedFile = z
  .object({
    fileName: z.string().min(1).max(MAX_UPLOAD_NAME_LENGTH),
    url: z.string().regex(STORED_NAME_PATTERN, { error: 'invalidValue' }),
  })
  .strict();
export type AttachedFile = z.infer<typeof AttachedFile>;
