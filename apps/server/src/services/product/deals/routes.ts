/** The flash deals desk's routes (issue 34 item 3) under /platform/flashDeal: operations, administrators and the platform (OPERATIONS_ROLES). */
import type { FastifyInstance } from 'fastify';
import { CreateFlashDealBody, DeskFlashDeal, DeskFlashDealListBody, DeskFlashDealPage, OPERATIONS_ROLES, UpdateFlashDealBody, WindowIdBody } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import * as deals from './service';

export function flashDealDeskRoutes(db: Db) {
  return async function flashDealDesk(app: FastifyInstance) {
    const tags = ['product', 'operations'];
    const staff = { auth: 'required', roles: OPERATIONS_ROLES, tags } as const;
    route(
      app,
      'POST',
      '/platform/flashDeal/list',
      { ...staff, body: DeskFlashDealListBody, response: DeskFlashDealPage, summary: 'Flash deals by product and state, latest start first' },
      ({ body }) => deals.listDeals(db, body),
    );
    route(
      app,
      'POST',
      '/platform/flashDeal/create',
      { ...staff, body: CreateFlashDealBody, response: DeskFlashDeal, summary: 'A product at a deal price for a time window' },
      ({ body, request }) => deals.createDeal(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/flashDeal/update',
      { ...staff, body: UpdateFlashDealBody, response: DeskFlashDeal, summary: "A deal's price, limit and window (not once over)" },
      ({ body, request }) => deals.updateDeal(db, sessionOf(request), body),
    );
    route(app, 'POST', '/platform/flashDeal/withdraw', { ...staff, body: WindowIdBody, response: DeskFlashDeal, summary: 'Withdraw a deal at once' }, ({ body, request }) =>
      deals.withdrawDeal(db, sessionOf(request), body.id),
    );
  };
}
