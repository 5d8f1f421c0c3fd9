/**
 * The loyalty service (docs/product.md "Coupons" and "Points, the point mall and the credit score"): coupons claimed and offered at
 * checkout, points and the point mall, and the credit score (read through the points pages). Served under the order service's prefix,
 * where the product spec puts their paths.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { registerCouponRoutes } from './coupons/routes';
import { registerPointsRoutes } from './points/routes';

export function loyaltyRoutes(db: Db) {
  return async function loyaltyService(app: FastifyInstance) {
    registerCouponRoutes(app, db);
    registerPointsRoutes(app, db);
  };
}
