/**
 * The one list of the server's areas (issue 31 item 23): the seven services of docs/product.md §7, the file service, and the
 * feedback and loyalty services split from the order service (issue 31 item 22), each declaring its routes, timed rules and seeds
 * in its own area.ts. app.ts registers the routes and starts the sweeper from here, main.ts and the test template seed from here;
 * nothing else gathers them. This is also where areas are wired to each other where an import would run against the dependency
 * direction (services/area.ts, Wiring).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db';
import { purgeExpiredCounters } from '../platform/rate-limit';
import { purgeExpiredSessions } from '../platform/sessions';
import type { SweepJob } from '../platform/sweeper';
import type { Area, Routes, Seed, ServiceDeps, Wiring } from './area';
import { baseDataArea } from './basedata/area';
import { feedbackArea } from './feedback/area';
import { fileArea } from './files/area';
import { findUploadedFile } from './files/store';
import { loyaltyArea } from './loyalty/area';
import { messageArea } from './message/area';
import { isOwnAddress } from './order/address/service';
import { orderArea } from './order/area';
import { listOrders } from './order/orders/detail';
import { tradesForPayment } from './order/trades/service';
import { paymentArea } from './payment/area';
import { productArea } from './product/area';
import { thirdPartyArea } from './thirdparty/area';
import { translationProviderFrom } from './thirdparty/translate/provider';
import { userArea } from './user/area';

/** The platform's own housekeeping, beside the areas' timed rules. */
const platformArea: Area = {
  name: 'platform',
  sweepJobs: () => [
    { name: 'rate-limits', run: purgeExpiredCounters },
    { name: 'sessions', run: purgeExpiredSessions },
  ],
};

/**
 * In seeding order: accounts before the catalogue (its goods owner), the catalogue before what is bought from it; the demo reviews
 * (feedback) before the demo returns (order), the demo point mall (loyalty) before the demo chats (message). Timed rules run in this order
 * too within a pass: the orders' before points and credit.
 */
export const areas: readonly Area[] = [platformArea, userArea, productArea, feedbackArea, orderArea, loyaltyArea, paymentArea, messageArea, baseDataArea, thirdPartyArea, fileArea];

function wiringFor(deps: ServiceDeps): Wiring {
  // translation (issue 12): the provider the environment configures, or none ("not available")
  const translator = translationProviderFrom(process.env, deps.config.mode);
  return {
    translator,
    payment: { trades: tradesForPayment, addresses: { isOwnAddress } },
    // chat reaches the file service (a picture must be the sender's own upload) and the order service (the agent's view of the buyer's orders)
    chat: {
      isOwnPhoto: async (db, storedName, userId) => {
        const file = await findUploadedFile(db, storedName);
        return file !== null && file.kind === 'photo' && file.ownerUserId === userId;
      },
      recentOrdersOf: async (db, userId) => (await listOrders(db, { userId }, { tab: 'all', keyword: '', pageNum: 1, pageSize: 5 })).list,
      translationConfigured: () => translator !== null,
    },
  };
}

/** Every area's routes with their service prefixes. */
export function serviceRoutes(deps: ServiceDeps): Routes[] {
  const wiring = wiringFor(deps);
  return areas.flatMap((area) => area.routes?.(deps, wiring) ?? []);
}

/** Every timed rule, the platform's and the areas'. */
export function sweepJobs(deps: ServiceDeps): SweepJob[] {
  return areas.flatMap((area) => area.sweepJobs?.(deps) ?? []);
}

type SeedOf<S extends Seed['stage']> = Extract<Seed, { stage: S }>;
const seedsAt = <S extends Seed['stage']>(stage: S): SeedOf<S>[] => areas.flatMap((area) => (area.seeds ?? []).filter((seed): seed is SeedOf<S> => seed.stage === stage));

/** The names of the seeds of a stage, in the order they run. */
export const seedNames = (stage: Seed['stage']): string[] => seedsAt(stage).map((seed) => seed.name);

/** What every database starts with outside production (the test template too); what each seed created, by name, when it counts. */
export async function seedBase(db: Db, context: { mediaDir: string }): Promise<Record<string, number>> {
  const created: Record<string, number> = {};
  for (const seed of seedsAt('base')) {
    const count = await seed.run(db, context);
    if (typeof count === 'number') created[seed.name] = count;
  }
  return created;
}

/** The demo's own data, written directly (after seedBase). */
export async function seedDemo(db: Db): Promise<void> {
  for (const seed of seedsAt('demo')) await seed.run(db);
}

/** The demo data made through the API, once the app is ready. */
export async function seedDemoThroughApi(db: Db, app: FastifyInstance): Promise<void> {
  for (const seed of seedsAt('demoThroughApi')) await seed.run(db, app);
}
