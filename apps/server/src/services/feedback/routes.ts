/**
 * The feedback service (docs/product.md "Reviews and complaints"): reviews of bought lines with the goods owners' replies, and complaints
 * about goods owners. Served under the order service's prefix, where the product spec puts their paths.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { registerComplaintRoutes } from './complaints/routes';
import { registerReviewRoutes } from './reviews/routes';

export function feedbackRoutes(db: Db, outbox: Outbox) {
  return async function feedbackService(app: FastifyInstance) {
    registerReviewRoutes(app, db, outbox);
    registerComplaintRoutes(app, db, outbox);
  };
}
