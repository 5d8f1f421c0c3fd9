/** The payment service's area: trades' payments, wallets and refunds (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { cardProviderFor } from './gateway/provider';
import { withInvoices } from './invoices/issue';
import { paymentRoutes } from './routes';
import { seedDemoPayouts } from './payouts/seed';
import { seedDemoWallets } from './seed';
import { paymentSweepJobs } from './sweep';

export const paymentArea: Area = {
  name: 'payment',
  // every way of paying settles through the trades port: paid in full, an order gets its VAT invoice in the same transaction
  routes: (deps, wiring) => [{ prefix: ServicePrefix.payment, plugin: paymentRoutes(deps, withInvoices(wiring.payment)) }],
  sweepJobs: ({ outbox, config }) => paymentSweepJobs(outbox, cardProviderFor(config)),
  seeds: [
    { name: 'demo wallets', stage: 'base', run: (db) => seedDemoWallets(db) },
    // after the demo reviews and returns have completed the demo goods owner's orders
    { name: 'demo payouts', stage: 'demoThroughApi', run: (db, app) => seedDemoPayouts(app, db) },
  ],
};
