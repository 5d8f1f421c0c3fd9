/**
 * The order service (docs/product.md §7 "Cart and order"): cart, delivery addresses, delivery quotes, orders, returns, after-sales.
 * Coupons and points (services/loyalty/routes.ts) and reviews and complaints (services/feedback/routes.ts) are served under the same prefix.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { registerAddressRoutes } from './address/routes';
import { registerAfterSaleRoutes } from './afterSales/routes';
import { registerCartRoutes } from './cart/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerDeliveryRoutes } from './delivery/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerReturnRoutes } from './returns/routes';

export function orderRoutes(db: Db, outbox: Outbox) {
  return async function orderService(app: FastifyInstance) {
    registerCartRoutes(app, db);
    registerAddressRoutes(app, db);
    registerDeliveryRoutes(app, db);
    registerOrderRoutes(app, db);
    registerReturnRoutes(app, db, outbox);
    registerAfterSaleRoutes(app, db, outbox);
    registerDashboardRoutes(app, db);
  };
}
