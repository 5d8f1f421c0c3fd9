/** The product service's area: the catalogue, search, and the goods owner's product calls (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import { seedCatalogue } from '../../db/catalogue/seed';
import type { Area } from '../area';
import { productRoutes } from './routes';
import { listingRoutes } from './listings/routes';
import { seedDemoLots } from './listings/lotSeed';
import { seedDemoTieredListing } from './listings/seed';
import { seedDemoShop } from './listings/shopSeed';
import { sellerProductRoutes } from './seller/routes';
import { structureRoutes } from './structure/routes';
import { flashDealDeskRoutes } from './deals/routes';

export const productArea: Area = {
  name: 'product',
  routes: ({ db }) => [
    { prefix: ServicePrefix.product, plugin: productRoutes(db) },
    { prefix: ServicePrefix.product, plugin: sellerProductRoutes(db) },
    { prefix: ServicePrefix.product, plugin: listingRoutes(db) },
    { prefix: ServicePrefix.product, plugin: structureRoutes(db) },
    { prefix: ServicePrefix.product, plugin: flashDealDeskRoutes(db) },
  ],
  seeds: [
    { name: 'demo catalogue', stage: 'base', run: (db, { mediaDir }) => seedCatalogue(db, mediaDir) },
    // the demo goods owner's own goods, listed through the seller centre's functions (the generator gives its shop nothing)
    { name: 'demo shop listings', stage: 'base', run: (db) => seedDemoShop(db) },
    { name: 'demo tiered listing', stage: 'demoThroughApi', run: (db, app) => seedDemoTieredListing(app, db) },
    { name: 'demo lots', stage: 'demoThroughApi', run: (db, app) => seedDemoLots(app, db) },
  ],
};
