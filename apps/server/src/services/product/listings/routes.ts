/**
 * The goods owner's listings and stock (issue 33 items 1–2) under /seller/listing and /seller/stock:
 * goods owners and the platform (SELLER_DESK_ROLES), checked by the auth guard before the handler.
 */
import {
  AdjustStockBody,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import * as listings from './service';

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
  };
}
