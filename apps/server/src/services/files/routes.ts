/**
 * File service (docs/product.md §7 file upload): POST /obsFile/upload takes a multipart form and
 * answers {originalName, obsName}; GET /obsFile/:obsName serves the stored file. The upload is an
 * operation of the API table; the file itself is no envelope, so its route is left out of the
 * API document like the pictures under /media/.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UploadedFile } from '@clearlot/contract/schemas/file';
import { ListingPicture } from '@clearlot/contract/schemas/listing';
import { SELLER_DESK_ROLES } from '@clearlot/contract/rules/roles';
import { sessionOf } from '../../platform/auth';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { route } from '../../platform/routes';
import { createFileStorage } from '../../platform/storage/storage';
import { readUploadForm, refuseOversizedForm } from './form';
import { createFileService } from './service';
import type { UploadedFileRecord } from './store';

/** Stored names never change what they hold, so a photo may be kept for a year by any cache. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/**
 * Pictures open in the page; PDFs are downloaded rather than opened on our origin (a PDF can carry
 * scripts and forms). The original name travels RFC 8187-encoded, whatever characters it has.
 */
function contentDisposition(file: UploadedFileRecord): string {
  const mode = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return `${mode}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`;
}

export function fileRoutes(deps: { db: Db; config: AppConfig }) {
  const files = createFileService({ db: deps.db, storage: createFileStorage(deps.config) });
  return async function fileService(app: FastifyInstance) {
    // multipart bodies are accepted in this service only; everywhere else they stay 415
    await app.register(multipart);
    const tags = ['file'];

    // A refused upload leaves the rest of its body unread: the connection is closed after the
    // answer instead of reading up to 10 MB more only to throw it away.
    app.addHook('onSend', async (request, reply) => {
      if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
    });

    route(
      app,
      'POST',
      '/obsFile/upload',
      { response: UploadedFile, auth: 'required', summary: 'Upload one photo or document (multipart: file, appName, kind)', tags },
      async ({ request }) => {
        const { userId } = sessionOf(request);
        refuseOversizedForm(request);
        await files.admitUpload(userId);
        return files.upload(userId, await readUploadForm(request));
      },
    );

    route(
      app,
      'POST',
      '/obsFile/listingPicture',
      {
        response: ListingPicture,
        auth: 'required',
        roles: SELLER_DESK_ROLES,
        summary: 'Upload a picture for a listing (multipart: file), kept resized as WebP and JPEG',
        tags: [...tags, 'goods owner'],
      },
      async ({ request }) => {
        const { userId } = sessionOf(request);
        refuseOversizedForm(request);
        await files.admitListingPicture(userId);
        return files.uploadListingPicture(userId, await readUploadForm(request));
      },
    );

    app.get<{ Params: { obsName: string } }>('/obsFile/:obsName', { schema: { hide: true }, config: { auth: 'optional' } }, async (request, reply) => {
      const { file, body } = await files.read(request.params.obsName, request.session);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.byteSize)
        .header('cache-control', file.kind === 'photo' ? PHOTO_CACHE : 'private, no-store')
        .header('content-disposition', contentDisposition(file))
        .send(body);
    });
  };
}
