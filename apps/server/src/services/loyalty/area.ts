/**
 * The loyalty service's area (services/area.ts): coupons, points and the point mall, and the credit score, served under the order
 * service's prefix (the product spec's paths), with the timed rules of points and credit and the demo coupons and point mall.
 */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { seedDemoCoupons } from './coupons/seed';
import { seedDemoPoints } from './points/seed';
import { pointsSweepJobs } from './points/sweep';
import { loyaltyRoutes } from './routes';

export const loyaltyArea: Area = {
  name: 'loyalty',
  routes: ({ db }) => [{ prefix: ServicePrefix.order, plugin: loyaltyRoutes(db) }],
  sweepJobs: () => [...pointsSweepJobs],
  seeds: [
    // coupons on everything need no catalogue
    { name: 'demo coupons', stage: 'base', run: (db) => seedDemoCoupons(db) },
    // point-mall goods come from the catalogue
    { name: 'demo point mall', stage: 'demo', run: (db) => seedDemoPoints(db) },
  ],
};
