/** Start ClearLot: migrate, seed the demo data on first start, serve, shut down gracefully. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './platform/config';
import { type Db, openDb } from './platform/db';
import { migrate } from './platform/migrate';
import { DEMO_ACCOUNTS } from './db/seed';
import { seedBase, seedDemo, seedDemoThroughApi } from './services/manifest';

/**
 * The demo's orders are paid with the sandbox card, which a server taking cards through Stripe refuses (issue 35): then they
 * are seeded through an app of their own without Stripe, quiet and without the sweeper or a metrics listener.
 */
async function seedDemoThroughApiWith(config: AppConfig, db: Db, app: FastifyInstance): Promise<void> {
  if (!config.stripe) return seedDemoThroughApi(db, app);
  const seeder = await buildApp({ ...config, stripe: null, sweeper: false, metrics: false, logLevel: 'error' }, { db });
  try {
    await seedDemoThroughApi(db, seeder);
  } finally {
    await seeder.close();
  }
}

async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  // demo data outside production, in the order of services/manifest.ts
  const demo = config.mode !== 'production';
  const created = demo ? await seedBase(db, { mediaDir: config.mediaDir }) : {};
  if (demo) await seedDemo(db);
  const app = await buildApp(config, { db });
  app.addHook('onClose', () => db.close());
  // app.inject readies the app, so every hook is added before this
  if (demo) await seedDemoThroughApiWith(config, db, app);
  if (applied.length > 0) app.log.info({ migrations: applied.length, latest: applied.at(-1) }, 'database migrated');
  for (const [name, count] of Object.entries(created)) if (count > 0) app.log.info({ created: count }, `${name} created`);

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
  process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
  process.exit(1);
});
