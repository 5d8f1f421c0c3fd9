/**
 * The order service's area (services/area.ts): carts, orders and their timed rules, returns, after-sales,
 * insurance, points and credit, coupons, reviews and complaints, addresses.
 */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { seedDemoAddresses } from './address/seed';
import { afterSaleSweepJobs } from './afterSales/sweep';
import { seedDemoCoupons } from './coupons/seed';
import { insuranceSweepJobs } from './insurance/sweep';
import { orderSweepJobs } from './orders/sweep';
import { seedDemoPoints } from './points/seed';
import { pointsSweepJobs } from './points/sweep';
import { seedDemoReturns } from './returns/seed';
import { returnSweepJobs } from './returns/sweep';
import { seedDemoReviews } from './reviews/seed';
import { orderRoutes } from './routes';

export const orderArea: Area = {
  name: 'order',
  routes: ({ db, outbox }) => [{ prefix: ServicePrefix.order, plugin: orderRoutes(db, outbox) }],
  sweepJobs: ({ outbox }) => [...orderSweepJobs, ...pointsSweepJobs, ...returnSweepJobs(outbox), ...afterSaleSweepJobs(outbox), ...insuranceSweepJobs],
  seeds: [
    // coupons on everything need no catalogue
    { name: 'demo coupons', stage: 'base', run: (db) => seedDemoCoupons(db) },
    { name: 'demo addresses', stage: 'base', run: (db) => seedDemoAddresses(db) },
    // point-mall goods come from the catalogue
    { name: 'demo point mall', stage: 'demo', run: (db) => seedDemoPoints(db) },
    // reviews and a complaint are made through the API, as people make them (orders, payments, replies)
    { name: 'demo reviews', stage: 'demoThroughApi', run: (db, app) => seedDemoReviews(app, db) },
    // a return and an after-sales request waiting on the goods owner's desk (issue 11)
    { name: 'demo returns', stage: 'demoThroughApi', run: (db, app) => seedDemoReturns(app, db) },
  ],
};
