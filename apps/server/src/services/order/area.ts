/**
 * The order service's area (services/area.ts): carts, orders and their timed rules, returns, after-sales,
 * insurance, addresses. Reviews and complaints are the feedback service's (services/feedback/area.ts), points,
 * credit and coupons the loyalty service's (services/loyalty/area.ts), served under the same prefix.
 */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { seedDemoAddresses } from './address/seed';
import { afterSaleSweepJobs } from './afterSales/sweep';
import { insuranceSweepJobs } from './insurance/sweep';
import { orderSweepJobs } from './orders/sweep';
import { seedDemoReturns } from './returns/seed';
import { returnSweepJobs } from './returns/sweep';
import { orderRoutes } from './routes';

export const orderArea: Area = {
  name: 'order',
  routes: ({ db, outbox }) => [{ prefix: ServicePrefix.order, plugin: orderRoutes(db, outbox) }],
  sweepJobs: ({ outbox }) => [...orderSweepJobs, ...returnSweepJobs(outbox), ...afterSaleSweepJobs(outbox), ...insuranceSweepJobs],
  seeds: [
    { name: 'demo addresses', stage: 'base', run: (db) => seedDemoAddresses(db) },
    // a return and an after-sales request waiting on the goods owner's desk (issue 11)
    { name: 'demo returns', stage: 'demoThroughApi', run: (db, app) => seedDemoReturns(app, db) },
  ],
};
