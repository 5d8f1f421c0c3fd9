/**
 * File service rules (docs/product.md §5 images, §7 file upload): a signed-in user uploads one
 * file of an accepted kind; its type is read from its bytes, never taken from its name; it is
 * stored under a random name with a row saying whose it is. Photos are served to anyone who has
 * their stored name; documents only to the people they belong to.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_TYPES, acceptsType, typeRefusal, uploadProblem } from '@clearlot/contract/rules/upload';
import { STORED_NAME_PATTERN, type UploadedFile } from '@clearlot/contract/schemas/file';
import { LISTING_PICTURE_NAME, LISTING_PICTURE_SIZES } from '@clearlot/contract/rules/listing';
import type { ListingPicture } from '@clearlot/contract/schemas/listing';
import { ServicePrefix } from '@clearlot/contract/api/services';
import { worksServiceDesk } from '@clearlot/contract';
import type { Db, Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { enforce } from '../../platform/rate-limit';
import type { SessionRecord } from '../../platform/sessions';
import type { FileStorage } from '../../platform/storage/storage';
import type { UploadForm } from './form';
import { listingPictureVariants, pictureProblem } from './pictures';
import { type UploadedFileRecord, countOwnPhotos, findUploadedFile, insertUploadedFile, ownPhotoNames } from './store';

/** The upload form's reader, for the services that take a file of their own (issue 13's application documents). */
export { readUploadForm, refuseOversizedForm } from './form';
export type { UploadForm } from './form';

/** Uploads per user per hour: a return's photos are a handful; a script filling the disk is stopped early. */
export const UPLOADS_PER_HOUR = 60;
/** Listing pictures per goods owner per hour: a dozen listings of a dozen pictures, with room to spare. */
export const LISTING_PICTURES_PER_HOUR = 300;

/**
 * Who may read a file. Photos: anyone (their 128-bit stored names are not guessable, and return
 * pictures are shown to the goods owner and the platform as well as the buyer). Documents: their
 * owner; a seller or middle-man application's documents (issue 13): the platform's reviewers
 * (customer service and the platform role) only, and not the applicant, who may have no account.
 */
export function mayRead(file: Pick<UploadedFileRecord, 'kind' | 'ownerUserId' | 'applicationId'>, viewer: SessionRecord | null): boolean {
  if (file.kind === 'photo') return true;
  if (viewer === null) return false;
  if (file.applicationId !== null) return worksServiceDesk(viewer.roles);
  return viewer.userId === file.ownerUserId;
}

/**
 * Whether every attached photo is one the user uploaded (requests may only carry their author's
 * photos); other services ask here rather than reading the file service's table.
 */
export async function allOwnPhotos(db: Queryable, userId: number, storedNames: readonly string[]): Promise<boolean> {
  const names = [...new Set(storedNames)];
  return (await countOwnPhotos(db, userId, names)) === names.length;
}

/**
 * Whether a stored name is a picture the file service keeps (a photo: JPG or PNG by its bytes, decoded on upload): what a
 * banner or topic page may show (issue 34 item 3). Other services ask here rather than reading the file service's table.
 */
export async function isStoredPicture(db: Queryable, storedName: string): Promise<boolean> {
  if (!STORED_NAME_PATTERN.test(storedName)) return false;
  const file = await findUploadedFile(db, storedName);
  return file !== null && file.kind === 'photo' && file.contentType.startsWith('image/');
}

/** Which of the stored names are photos the user uploaded (a bulk import checks its pictures at once). */
export async function ownPhotos(db: Queryable, userId: number, storedNames: readonly string[]): Promise<Set<string>> {
  return ownPhotoNames(db, userId, [...new Set(storedNames)]);
}

export function createFileService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

  async function store(owner: Pick<UploadedFileRecord, 'ownerUserId' | 'applicationId'>, form: UploadForm) {
    const { kind, appName } = form.fields;
    const { bytes } = form.file;
    const originalName = form.file.name.normalize('NFC');
    const problem = uploadProblem({ name: originalName, size: bytes.length }, kind);
    if (problem) fail(problem);
    const type = (await fileTypeFromBuffer(bytes))?.mime;
    if (!acceptsType(kind, type)) fail(typeRefusal(kind));
    // a picture (a photo, or a document that is a scan) must decode, within the pixel limit, before it is kept
    if (type.startsWith('image/')) {
      const refusal = await pictureProblem(bytes);
      if (refusal) fail(refusal);
    }

    const storedName = `${randomBytes(16).toString('hex')}.${UPLOAD_TYPES[type][0]}`;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await storage.put(storedName, bytes, type);
    try {
      await insertUploadedFile(db, { ...owner, appName, kind, originalName, storedName, contentType: type, byteSize: bytes.length, sha256 });
    } catch (error) {
      // no row, no file: the bytes would be unreachable and never cleaned up
      await storage.remove(storedName);
      throw error;
    }
    return { originalName, obsName: storedName, contentType: type as string, byteSize: bytes.length };
  }

  return {
    /** Counts an upload against the user's hourly limit, before any of the file is read. */
    async admitUpload(userId: number): Promise<void> {
      await enforce(db, [{ key: `upload:user:${userId}`, windowSeconds: 3600, max: UPLOADS_PER_HOUR }], 'uploadLimitReached');
    },

    async upload(userId: number, form: UploadForm): Promise<UploadedFile> {
      const { originalName, obsName } = await store({ ownerUserId: userId, applicationId: null }, form);
      return { originalName, obsName };
    },

    /**
     * Stores a document of a seller or middle-man application (issue 13), which belongs to the
     * application rather than to an account (its applicant may have none yet): always kind
     * document, JPG, PNG or PDF by its bytes, up to 10 MB. The caller counts it against its own limit.
     */
    async uploadApplicationDocument(applicationId: number, form: UploadForm): Promise<UploadedFile & { contentType: string; byteSize: number }> {
      return store({ ownerUserId: null, applicationId }, { ...form, fields: { ...form.fields, kind: 'document', appName: 'srs-user-service' } });
    },

    /** Counts a listing picture against the goods owner's hourly limit, before any of it is read. */
    async admitListingPicture(userId: number): Promise<void> {
      await enforce(db, [{ key: `listing-picture:user:${userId}`, windowSeconds: 3600, max: LISTING_PICTURES_PER_HOUR }], 'uploadLimitReached');
    },

    /**
     * A listing's picture (issue 33): a JPG or PNG by its bytes, decoded within the pixel limit, kept
     * in the storefront's sizes as WebP and JPEG (rules/listing.ts LISTING_PICTURE_SIZES), each a photo
     * of the uploader's under one random name with its size and format. The original is not kept.
     * Answers the product-page WebP's path, which the listing stores; the others sit beside it.
     */
    async uploadListingPicture(userId: number, form: UploadForm): Promise<ListingPicture> {
      const originalName = form.file.name.normalize('NFC');
      const { bytes } = form.file;
      const problem = uploadProblem({ name: originalName, size: bytes.length }, 'photo');
      if (problem) fail(problem);
      const type = (await fileTypeFromBuffer(bytes))?.mime;
      if (!acceptsType('photo', type)) fail(typeRefusal('photo'));
      const refusal = await pictureProblem(bytes);
      if (refusal) fail(refusal);
      const { width, height, variants } = await listingPictureVariants(bytes, Object.values(LISTING_PICTURE_SIZES));
      const base = randomBytes(16).toString('hex');
      const written: string[] = [];
      try {
        for (const variant of variants) {
          const storedName = `${base}-${variant.size}.${variant.format}`;
          await storage.put(storedName, variant.bytes, variant.contentType);
          written.push(storedName);
          await insertUploadedFile(db, {
            ownerUserId: userId,
            applicationId: null,
            appName: 'srs-product-service',
            kind: 'photo',
            originalName,
            storedName,
            contentType: variant.contentType,
            byteSize: variant.bytes.length,
            sha256: createHash('sha256').update(variant.bytes).digest('hex'),
          });
        }
      } catch (error) {
        // no row, no file: a half-kept picture is removed whole
        await Promise.all(written.map((name) => storage.remove(name)));
        throw error;
      }
      return { path: `${ServicePrefix.file}/obsFile/${base}-${LISTING_PICTURE_SIZES.detail}.webp`, width, height };
    },

    /** A stored file and its bytes, when the viewer may read it; anything else is "not found" (its existence is not told). */
    async read(storedName: string, viewer: SessionRecord | null): Promise<{ file: UploadedFileRecord; body: Readable }> {
      if (!STORED_NAME_PATTERN.test(storedName) && !LISTING_PICTURE_NAME.test(storedName)) fail('fileNotFound');
      const file = await findUploadedFile(db, storedName);
      if (!file || !mayRead(file, viewer)) fail('fileNotFound');
      const body = await storage.open(storedName);
      if (!body) fail('fileNotFound');
      return { file, body };
    },
  };
}
