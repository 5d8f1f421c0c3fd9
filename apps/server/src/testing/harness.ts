/**
 * Test harness: a real, migrated, seeded database and the real app, talked to through
 * HTTP (app.inject). PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (each
 * test file gets a fresh database on that server, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Envelope } from '@clearlot/contract';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../platform/config';
import { type Db, openDb } from '../platform/db';
import { createSession } from '../platform/sessions';
import { type Engine } from './engines';
import { TEMPLATE_ENV, pgliteSnapshot, postgresDatabase, seedTestDatabase } from './template';

export { type Engine, chooseEngines, engines } from './engines';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  post<T = unknown>(path: string, body?: unknown, token?: string | null, headers?: Record<string, string>): Promise<{ status: number; body: Envelope<T> }>;
  get<T = unknown>(path: string, token?: string | null): Promise<{ status: number; body: Envelope<T> }>;
  /** the newest 6-digit code the outbox holds for an address */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * An empty database on the engine under test (PGlite in memory, or a new database on the
 * TEST_DATABASE_URL server), for tests of the platform's own pieces: no migrations, no seed.
 * `drop` closes it and, on PostgreSQL, drops the database.
 */
export async function emptyDb(engine: Engine): Promise<{ db: Db; drop: () => Promise<void> }> {
  const server = engine === 'postgres' ? await freshPostgres() : null;
  const db = await openDb({ databaseUrl: server?.url ?? null, dataDir: 'memory://' });
  return {
    db,
    drop: async () => {
      await db.close();
      await server?.drop();
    },
  };
}

/** A new database on the TEST_DATABASE_URL server, empty or a copy of a template database, and how to drop it. */
export async function freshPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `clearlot_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  return {
    url: postgresDatabase(base, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(engine: Engine, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  // a copy of the seeded database globalSetup made (./template.ts), else one seeded here
  const template = engine === 'postgres' ? process.env[TEMPLATE_ENV.postgres] : undefined;
  const snapshot = engine === 'pglite' ? pgliteSnapshot() : null;
  const seeded = Boolean(template ?? snapshot);
  const pgDb = engine === 'postgres' ? await freshPostgres(template) : null;
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      databaseUrl: pgDb?.url ?? null,
      dataDir: 'memory://',
      captchaEnabled: false,
      webDist: null,
      consoleDist: null,
      mediaDir: (seeded && process.env[TEMPLATE_ENV.media]) || mkdtempSync(join(tmpdir(), 'clearlot-media-')),
      sweeper: false,
      // tests read codes from the outbox the way the browser journeys read the mailbox
      devMailbox: true,
      ...overrides,
    },
  );
  const db = await openDb({ ...config, ...(snapshot ? { snapshot } : {}) });
  if (!seeded) await seedTestDatabase(db, config.mediaDir);
  const app = await buildApp(config, { db });
  await app.ready();

  const call = async <T>(method: 'GET' | 'POST', path: string, body: unknown, token?: string | null, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method,
      url: path,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };

  return {
    app,
    db,
    config,
    post: (path, body, token, headers) => call('POST', path, body, token, headers),
    get: (path, token) => call('GET', path, undefined, token),
    async latestCode(to) {
      const rows = await db.query<{ body: string }>('select body from outbox_message where recipient = $1 order by id desc limit 1', [to]);
      const match = /\b(\d{6})\b/.exec(rows[0]?.body ?? '');
      if (!match) throw new Error(`no code sent to ${to}`);
      return match[1]!;
    },
    async close() {
      await app.close();
      await db.close();
      await pgDb?.drop();
    },
  };
}

/** A second server process over the same PostgreSQL database (its own app and connections); PGlite is one process by nature. */
export interface SecondProcess {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function secondProcess(t: TestApp): Promise<SecondProcess> {
  const db = await openDb(t.config);
  const app = await buildApp(t.config, { db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const USER = '/srs-user-service';
export const DEMO_BUYER = { email: 'buyer@clearlot.test', password: 'Demo#Buyer2026' };
export const NEW_BUYER = { email: 'newbuyer@clearlot.test', password: 'Demo#Buyer2026' };
export const DEMO_OWNER = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
export const DEMO_AGENT = { email: 'agent@clearlot.test', password: 'Demo#Agent2026' };
export const DEMO_OPERATIONS = { email: 'operations@clearlot.test', password: 'Demo#Ops2026' };
export const DEMO_FINANCE = { email: 'finance@clearlot.test', password: 'Demo#Finance2026' };
export const DEMO_ADMIN = { email: 'admin@clearlot.test', password: 'Demo#Admin2026' };
/** One demo account per role, for the tests that try a route with each (a matrix of who may call it). */
export const DEMO_ROLE_ACCOUNTS = { buyer: DEMO_BUYER, owner: DEMO_OWNER, agent: DEMO_AGENT, operations: DEMO_OPERATIONS, finance: DEMO_FINANCE, admin: DEMO_ADMIN };
export type DemoRole = keyof typeof DEMO_ROLE_ACCOUNTS;
export const ANY_IMAGE_KEY = '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e';

/** Sign in with e-mail and password (captcha off in tests) and return the token. */
export async function signIn(t: TestApp, account: { email: string; password: string }): Promise<string> {
  const res = await t.post<{ token: string }>(`${USER}/buyer/emailPasswordLogin`, { ...account, code: 'abcd', imageKey: ANY_IMAGE_KEY });
  if (res.body.code !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/**
 * A new account holding only the legacy Platform role (every staff desk and the goods owners' desks; no demo account
 * holds it), with a session: the platform's staff actions on a goods owner's desk are tested with it.
 */
export async function platformAccount(t: TestApp): Promise<{ userId: number; token: string }> {
  const tag = randomBytes(5).toString('hex');
  const [user] = await t.db.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, first_name, last_name) values ($1, $2, 'not-a-hash', 'Platform', 'Staff') returning id`,
    [`platform_${tag}`, `platform_${tag}@clearlot.test`],
  );
  await t.db.query('insert into user_role (user_id, role_id) values ($1, 1)', [user!.id]);
  return { userId: user!.id, token: await createSession(t.db, { userId: user!.id, pending: false, ip: null, userAgent: 'test' }) };
}
