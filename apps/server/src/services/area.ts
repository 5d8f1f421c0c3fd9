/**
 * What one area of the server declares about itself (issue 31 item 23): its HTTP routes and the service
 * prefix each is served under, its timed rules for the sweeper, and its seeds. services/manifest.ts
 * collects every area's declaration; app.ts, main.ts and the test template read them from there only.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../platform/config';
import type { Db } from '../platform/db';
import type { Outbox } from '../platform/outbox';
import type { SweepJob } from '../platform/sweeper';
import type { ChatRoutePorts } from './message/chat/routes';
import type { PaymentPorts } from './payment/ports';
import type { TranslationProvider } from './thirdparty/translate/provider';

export interface ServiceDeps {
  db: Db;
  outbox: Outbox;
  config: AppConfig;
}

/**
 * What an area is handed of other areas where an import would run against the dependency direction (the
 * order service calls the payment service, so payments are handed the order functions they need), and
 * what several areas share (the translation provider the environment configures). Built once per app.
 */
export interface Wiring {
  translator: TranslationProvider | null;
  payment: PaymentPorts;
  chat: ChatRoutePorts;
}

export interface Routes {
  prefix: string;
  plugin: FastifyPluginAsync;
}

/**
 * Data a database is given outside production, in three stages: `base` is what every database starts
 * with, the API tests' template included (accounts, catalogue, addresses, wallets); `demo` is the demo's
 * own data written directly; `demoThroughApi` is made through the API, as people make it (orders paid,
 * reviewed, returned), once the app is ready. Within a stage seeds run in the manifest's order.
 */
export type Seed =
  | { name: string; stage: 'base'; run: (db: Db, context: { mediaDir: string }) => Promise<number | void> }
  | { name: string; stage: 'demo'; run: (db: Db) => Promise<void> }
  | { name: string; stage: 'demoThroughApi'; run: (db: Db, app: FastifyInstance) => Promise<void> };

export interface Area {
  name: string;
  routes?: (deps: ServiceDeps, wiring: Wiring) => Routes[];
  sweepJobs?: (deps: ServiceDeps) => SweepJob[];
  seeds?: Seed[];
}
