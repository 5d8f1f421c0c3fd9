/**
 * The seeded database every API test file starts from, made once per test run instead of once per file
 * and engine: PGlite's initdb, 26 migrations, argon2 hashes of the demo passwords and a 320-product
 * catalogue with its pictures took 5-15 s each time, for about 50 files on two engines. globalSetup
 * (./global-setup.ts) makes a PGlite snapshot and a PostgreSQL template database; each file then starts
 * from a copy of them (PGlite's loadDataDir, CREATE DATABASE … TEMPLATE). Without them (a test run
 * outside the vitest config) the harness seeds a database of its own, the same way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openDb } from '../platform/db';
import { migrate } from '../platform/migrate';
import { seedBase } from '../services/manifest';
import { chooseEngines } from './engines';

/** Where globalSetup tells the test processes what it made (they inherit its environment). */
export const TEMPLATE_ENV = {
  snapshot: 'CLEARLOT_TEST_PGLITE_SNAPSHOT',
  postgres: 'CLEARLOT_TEST_PG_TEMPLATE',
  media: 'CLEARLOT_TEST_MEDIA_DIR',
} as const;

/** What every API test starts with: the schema and the base seeds of every area (accounts, catalogue, coupons, addresses, wallets…). */
export async function seedTestDatabase(db: Db, mediaDir: string): Promise<void> {
  await migrate(db);
  await seedBase(db, { mediaDir });
}

/** A database name on the TEST_DATABASE_URL server, and the server's address for that name. */
export function postgresDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(base: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Make the seeded PGlite snapshot (and the PostgreSQL template when TEST_DATABASE_URL is set); returns how to remove them. */
export async function makeTemplates(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  // a second vitest project in the same run (server-isolated) uses the ones the first made; the first removes them
  const made = env[TEMPLATE_ENV.snapshot];
  if (made && existsSync(made) && Boolean(env[TEMPLATE_ENV.postgres]) === chooseEngines(env).includes('postgres')) return async () => {};
  const folder = mkdtempSync(join(tmpdir(), 'clearlot-test-template-'));
  const mediaDir = join(folder, 'media');
  const pglite = await openDb({ databaseUrl: null, dataDir: 'memory://' });
  await seedTestDatabase(pglite, mediaDir);
  const snapshotFile = join(folder, 'pglite.tar');
  writeFileSync(snapshotFile, Buffer.from(await (await pglite.snapshot!()).arrayBuffer()));
  await pglite.close();
  env[TEMPLATE_ENV.snapshot] = snapshotFile;
  env[TEMPLATE_ENV.media] = mediaDir;

  // the PostgreSQL template only when API tests run on PostgreSQL (TEST_ENGINES may leave it to another pass)
  const base = chooseEngines(env).includes('postgres') ? env.TEST_DATABASE_URL : undefined;
  const template = base ? `clearlot_template_${randomBytes(6).toString('hex')}` : null;
  if (base && template) {
    await onServer(base, (client) => client.query(`create database ${template}`));
    const db = await openDb({ databaseUrl: postgresDatabase(base, template), dataDir: 'memory://' });
    // the catalogue's pictures are drawn again with the same names and bytes
    await seedTestDatabase(db, mediaDir);
    await db.close();
    env[TEMPLATE_ENV.postgres] = template;
  }
  return async () => {
    if (base && template) await onServer(base, (client) => client.query(`drop database if exists ${template} with (force)`));
    rmSync(folder, { recursive: true, force: true });
  };
}

let snapshot: { file: string; blob: Blob } | null = null;
/** The PGlite snapshot globalSetup made, read once per test process. */
export function pgliteSnapshot(env: NodeJS.ProcessEnv = process.env): Blob | null {
  const file = env[TEMPLATE_ENV.snapshot];
  if (!file) return null;
  if (snapshot?.file !== file) snapshot = { file, blob: new Blob([readFileSync(file)]) };
  return snapshot.blob;
}
