/** Start ClearLot: migrate, seed the demo data on first start, serve, shut down gracefully. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDb } from './platform/db';
import { migrate } from './platform/migrate';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './db/seed';
import { seedCatalogue } from './db/catalogue/seed';
import { seedDemoAddresses } from './services/order/address/seed';
import { seedDemoWallets } from './services/payment/seed';
import { seedDemoPoints } from './services/order/points/seed';
import { seedDemoChats } from './services/message/chat/seed';
import { seedDemoReviews } from './services/order/reviews/seed';
import { seedDemoReturns } from './services/order/returns/seed';

async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  const seeded = config.mode === 'production' ? 0 : await seedDemoAccounts(db);
  const products = config.mode === 'production' ? 0 : await seedCatalogue(db, config.mediaDir);
  if (config.mode !== 'production') {
    await seedDemoAddresses(db);
    await seedDemoWallets(db);
    // point-mall goods come from the catalogue, seeded just before
    await seedDemoPoints(db);
    // a conversation with customer service and one with the demo goods owner (issue 12), after the catalogue's shops
    await seedDemoChats(db);
  }
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.close());
  // reviews and a complaint are made through the API, as people make them (orders, payments, replies);
  // app.inject readies the app, so every hook is added before this
  if (config.mode !== 'production') {
    await seedDemoReviews(app, db);
    // a return and an after-sales request waiting on the goods owner's desk (issue 11)
    await seedDemoReturns(app, db);
  }
  if (applied.length > 0) app.log.info({ migrations: applied.length, latest: applied.at(-1) }, 'database migrated');
  if (seeded > 0) app.log.info({ accounts: seeded }, 'demo accounts created');
  if (products > 0) app.log.info({ products }, 'demo catalogue created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = `http://localhost:${config.port}`;
  const lines = [
    '',
    `ClearLot is running at ${address}  (database: ${db.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `API docs: ${address}/docs${config.devMailbox ? `    Development mailbox (this machine only): ${address}/#/dev/mailbox` : ''}`,
    ...(config.mode === 'production' ? [] : ['Demo accounts:', ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.password.padEnd(16)} ${a.description}`)]),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
