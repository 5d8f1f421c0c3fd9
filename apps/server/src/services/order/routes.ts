/** The order service (docs/product.md §7 "Cart and order"): cart, delivery addresses, delivery quotes, orders. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { registerAddressRoutes } from './address/routes';
import { registerCartRoutes } from './cart/routes';
import { registerDeliveryRoutes } from './delivery/routes';
import { registerOrderRoutes } from './orders/routes';

export function orderRoutes(db: Db) {
  return async function orderService(app: FastifyInstance) {
    registerCartRoutes(app, db);
    registerAddressRoutes(app, db);
    registerDeliveryRoutes(app, db);
    registerOrderRoutes(app, db);
  };
}
