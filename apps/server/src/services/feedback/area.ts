/**
 * The feedback service's area (services/area.ts): reviews and complaints, served under the order service's prefix (the product spec's
 * paths), with the demo reviews made through the API.
 */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { seedDemoReviews } from './reviews/seed';
import { feedbackRoutes } from './routes';

export const feedbackArea: Area = {
  name: 'feedback',
  routes: ({ db, outbox }) => [{ prefix: ServicePrefix.order, plugin: feedbackRoutes(db, outbox) }],
  seeds: [
    // reviews and a complaint are made through the API, as people make them (orders, payments, replies)
    { name: 'demo reviews', stage: 'demoThroughApi', run: (db, app) => seedDemoReviews(app, db) },
  ],
};
