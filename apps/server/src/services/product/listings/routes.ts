/**
 * The goods owner's listings and stock (issue 33 items 1–2) under /seller/listing and /seller/stock:
 * goods owners and the platform (SELLER_DESK_ROLES), checked by the auth guard before the handler.
 */
import {
  AdjustStockBody,
  CatalogueExportBody,
  ImportPreview,
  ImportResult,
  manifestFileName,
  CreateListingBody,
  DuplicateListingBody,
  ListingDetail,
  ListingIdBody,
  ListingListBody,
  ListingPage,
  NoData,
  ReceiveStockBody,
  SELLER_DESK_ROLES,
  StockMovementListBody,
  StockMovementPage,
  StockMoveResult,
  UpdateListingBody,
} from '@clearlot/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import { route } from '../../../platform/routes';
import { manifestOnSale } from '../lot.store';
import { catalogueCsv, catalogueXlsx, manifestCsv } from './export';
import { commitImport, previewImport } from './import';
import { readImportForm } from './importForm';
import { readImportTable } from './importFile';
import * as listings from './service';

/** The product page's manifest download: the lot and the language of its headers and grade words. */
const ManifestCsvQuery = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647), lang: z.enum(['en', 'zh']).default('en') }).strict();

export function listingRoutes(db: Db) {
  return async function sellerListings(app: FastifyInstance) {
    const tags = ['product', 'goods owner'];
    const desk = { auth: 'required', roles: SELLER_DESK_ROLES, tags } as const;
    const scopeOf = (request: FastifyRequest) => listings.listingScope(db, sessionOf(request));

    route(
      app,
      'POST',
      '/seller/listing/list',
      { ...desk, body: ListingListBody, response: ListingPage, summary: "The goods owner's listings, by status and words" },
      async ({ body, request }) => listings.listListings(db, await scopeOf(request), body),
    );
    route(
      app,
      'POST',
      '/seller/listing/detail',
      { ...desk, body: ListingIdBody, response: ListingDetail, summary: 'One listing with its options and stock' },
      async ({ body, request }) => listings.listingDetail(db, await scopeOf(request), body.id),
    );
    route(
      app,
      'POST',
      '/seller/listing/create',
      { ...desk, body: CreateListingBody, response: ListingDetail, summary: 'Create a listing, a draft (idempotent by clientKey)' },
      async ({ body, request }) => listings.createListing(db, await scopeOf(request), body),
    );
    route(
      app,
      'POST',
      '/seller/listing/update',
      { ...desk, body: UpdateListingBody, response: ListingDetail, summary: 'Edit a listing at the version the editor opened' },
      async ({ body, request }) => listings.updateListing(db, await scopeOf(request), body),
    );
    route(
      app,
      'POST',
      '/seller/listing/duplicate',
      { ...desk, body: DuplicateListingBody, response: ListingDetail, summary: 'Copy a listing as a new draft, without stock (idempotent by clientKey)' },
      async ({ body, request }) => listings.duplicateListing(db, await scopeOf(request), body),
    );
    route(app, 'POST', '/seller/listing/publish', { ...desk, body: ListingIdBody, response: ListingDetail, summary: 'Put a listing on sale' }, async ({ body, request }) =>
      listings.publishListing(db, await scopeOf(request), body.id),
    );
    route(app, 'POST', '/seller/listing/unpublish', { ...desk, body: ListingIdBody, response: ListingDetail, summary: 'Take a listing off sale' }, async ({ body, request }) =>
      listings.unpublishListing(db, await scopeOf(request), body.id),
    );
    route(
      app,
      'POST',
      '/seller/listing/delete',
      { ...desk, body: ListingIdBody, response: NoData, summary: 'Delete a listing that was never ordered' },
      async ({ body, request }) => listings.deleteListing(db, await scopeOf(request), body.id),
    );
    route(
      app,
      'POST',
      '/seller/stock/receive',
      { ...desk, body: ReceiveStockBody, response: StockMoveResult, summary: 'Receive units onto a shelf (idempotent by clientKey)' },
      async ({ body, request }) => listings.receiveStock(db, await scopeOf(request), body),
    );
    route(
      app,
      'POST',
      '/seller/stock/adjust',
      { ...desk, body: AdjustStockBody, response: StockMoveResult, summary: 'Adjust a shelf with a reason (idempotent by clientKey)' },
      async ({ body, request }) => listings.adjustStock(db, await scopeOf(request), body),
    );
    route(
      app,
      'POST',
      '/seller/stock/movements',
      { ...desk, body: StockMovementListBody, response: StockMovementPage, summary: "An option's stock movements, newest first" },
      async ({ body, request }) => listings.stockMovements(db, await scopeOf(request), body),
    );

    // ---- bulk import and export (issue 33 item 5) ----
    /** Reading a file is the heaviest thing a goods owner asks for: a few dozen a minute is plenty. */
    const admitImport = (userId: number) => enforce(db, [{ key: `listing-import:user:${userId}`, windowSeconds: 60, max: 30 }]);
    // multipart bodies are accepted by the import's two calls only (a child context); everywhere else they stay 415
    await app.register(async (forms) => {
      await forms.register(multipart);
      // a refused file leaves the rest of its body unread: the connection is closed after the answer
      forms.addHook('onSend', async (request, reply) => {
        if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
      });
      route(
        forms,
        'POST',
        '/seller/import/preview',
        { ...desk, response: ImportPreview, summary: "Read an import file (multipart: file, request) and answer every row's errors; writes nothing" },
        async ({ request }) => {
          const scope = await scopeOf(request);
          await admitImport(scope.userId);
          const form = await readImportForm(request);
          return previewImport(db, scope, await readImportTable(form.file), form.request);
        },
      );
      route(
        forms,
        'POST',
        '/seller/import/commit',
        { ...desk, response: ImportResult, summary: 'Import a file (multipart: file, request): every row in one transaction or none (idempotent by clientKey)' },
        async ({ request }) => {
          const scope = await scopeOf(request);
          await admitImport(scope.userId);
          const form = await readImportForm(request);
          return commitImport(db, scope, await readImportTable(form.file), form.request);
        },
      );
    });
    // files, not envelopes: left out of the API document like the product-name zip
    app.post('/seller/listing/export', { schema: { hide: true }, config: { auth: 'required', roles: SELLER_DESK_ROLES } }, async (request, reply) => {
      const body = CatalogueExportBody.safeParse(request.body ?? {});
      // a file answers only a well-formed request: anything else is the envelope's refusal
      if (!body.success) fail('validationFailed');
      const scope = await scopeOf(request);
      const ownerId = scope.ownerId ?? fail('sellerNotGoodsOwner');
      await enforce(db, [{ key: `catalogue-export:user:${scope.userId}`, windowSeconds: 60, max: 5 }]);
      const xlsx = body.data.format === 'xlsx';
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="clearlot-catalogue-${ownerId}.${body.data.format}"`)
        .send(xlsx ? await catalogueXlsx(db, ownerId) : catalogueCsv(db, ownerId));
    });

    /** A lot's manifest as CSV for anyone who can see the product (the product page's "Download CSV"). */
    app.get('/buyer/product/lotManifest', { schema: { hide: true }, config: { auth: 'optional' } }, async (request, reply) => {
      const query = ManifestCsvQuery.safeParse(request.query ?? {});
      if (!query.success) fail('validationFailed');
      const rows = await manifestOnSale(db, query.data.productId);
      if (!rows || rows.length === 0) fail('lotNotFound');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .header('content-disposition', `attachment; filename="${manifestFileName(query.data.productId)}"`)
        .send(manifestCsv(rows, query.data.lang));
    });
  };
}
