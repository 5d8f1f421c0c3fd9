/** The order service (docs/product.md §7 "Cart and order"): cart, delivery addresses, delivery quotes, orders, coupons, returns, after-sales, reviews, complaints. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { registerAddressRoutes } from './address/routes';
import { registerAfterSaleRoutes } from './afterSales/routes';
import { registerCartRoutes } from './cart/routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerDeliveryRoutes } from './delivery/routes';
import { registerOrderRoutes } from './orders/routes';
import { registerPointsRoutes } from './points/routes';
import { registerReturnRoutes } from './returns/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerComplaintRoutes } from './complaints/routes';

export function orderRoutes(db: Db, outbox: Outbox) {
  return async function orderService(app: FastifyInstance) {
    registerCartRoutes(app, db);
    registerAddressRoutes(app, db);
    registerDeliveryRoutes(app, db);
    registerOrderRoutes(app, db);
    registerCouponRoutes(app, db);
    registerPointsRoutes(app, db);
    registerReturnRoutes(app, db, outbox);
    registerAfterSaleRoutes(app, db, outbox);
    registerReviewRoutes(app, db, outbox);
    registerComplaintRoutes(app, db, outbox);
  };
}
