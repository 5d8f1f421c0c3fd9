/**
 * PostgreSQL going away under the server (issue 31 item 7): for the moments after a restart, requests
 * answered 500. Now a read whose connection died is run once more on a fresh connection, and what
 * still cannot reach the database is answered 503 in the envelope, until the pool reconnects.
 *
 * Without restarting the shared cluster: the test's own database's backends are ended with
 * pg_terminate_backend (what a restart's shutdown sends every connection: 57P01), and the outage
 * itself (connections cut, nothing listening) is a TCP proxy in front of the server that drops every
 * connection and stops listening for a while. PostgreSQL only: PGlite runs in the process.
 */
import { type Server, type Socket, createConnection, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue } from '@clearlot/contract';
import { buildApp } from '../app';
import { DEMO_BUYER, type TestApp, createTestApp, engines, freshPostgres, signIn } from '../testing/harness';
import { type Db, DatabaseUnavailableError, openDb } from './db';

const onPostgres = engines.includes('postgres');

/** Ends every connection to the database but the caller's, as a server shutdown does; how many it ended. */
async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const rows = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** Connections to the database other than the caller's. */
async function backendCount(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const rows = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.rows[0]!.n;
  } finally {
    await admin.end();
  }
}

/** A TCP proxy to the PostgreSQL server whose outage can be switched on: every connection cut, nothing listening. */
class FlakyProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = createServer((incoming) => {
      const outgoing = createConnection(this.target);
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      incoming.pipe(outgoing).pipe(incoming);
      incoming.on('close', () => outgoing.destroy());
      outgoing.on('close', () => incoming.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** The server goes down: every connection cut, and new ones refused until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe.runIf(onPostgres)('PostgreSQL restarting under the server', () => {
  describe('the pool', () => {
    let url: string;
    let db: Db;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ url, drop } = await freshPostgres());
      db = await openDb({ databaseUrl: url, dataDir: 'memory://' });
      await db.exec('create table note (id serial primary key, body text not null)');
    });
    afterAll(async () => {
      await db.close();
      await drop();
    });

    it('answers a read whose connection is ended under it, from a fresh connection', async () => {
      const read = db.query<{ answer: number }>('select 42 as answer from pg_sleep(0.4)');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await terminateBackends(url)).toBeGreaterThanOrEqual(1);
      expect(await read).toEqual([{ answer: 42 }]);
    });

    it('does not send a write again: it fails as "unavailable", and the row is not there twice', async () => {
      const write = db.query("insert into note (body) select 'once' from pg_sleep(0.4)").catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await terminateBackends(url);
      expect(await write).toBeInstanceOf(DatabaseUnavailableError);
      expect(await db.query('select body from note')).toEqual([]);
    });

    it('after every connection it holds was ended (a restart), answers 50 reads and 10 transactions at once', async () => {
      // the pool holds several connections, all idle, when the server ends them
      await Promise.all(Array.from({ length: 8 }, () => db.query('select 1 from pg_sleep(0.05)')));
      expect(await terminateBackends(url)).toBeGreaterThanOrEqual(8);
      const [reads, writes] = await Promise.all([
        Promise.all(Array.from({ length: 50 }, (_, i) => db.query<{ n: number }>('select $1::int as n', [i]))),
        Promise.all(Array.from({ length: 10 }, (_, i) => db.transaction((tx) => tx.query<{ id: number }>('insert into note (body) values ($1) returning id', [`after ${i}`])))),
      ]);
      expect(reads.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
      expect(writes.every((rows) => rows.length === 1)).toBe(true);
      expect(await db.query<{ n: number }>("select count(*)::int as n from note where body like 'after %'")).toEqual([{ n: 10 }]);
    });

    it('says "unavailable" when nothing is listening at all', async () => {
      const nowhere = await openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: 'memory://' });
      try {
        await expect(nowhere.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
        await expect(nowhere.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(DatabaseUnavailableError);
      } finally {
        await nowhere.close();
      }
    });
  });

  describe('requests', () => {
    let t: TestApp;
    let proxy: FlakyProxy;
    let db: Db;
    let app: FastifyInstance;
    let token: string;
    let proxiedUrl: string;

    beforeAll(async () => {
      t = await createTestApp('postgres');
      const direct = new URL(t.config.databaseUrl!);
      proxy = new FlakyProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      await proxy.start();
      const proxied = new URL(direct);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      proxiedUrl = proxied.toString();
      // a server process whose database connections all pass through the proxy
      db = await openDb({ databaseUrl: proxiedUrl, dataDir: 'memory://' });
      app = await buildApp({ ...t.config, databaseUrl: proxiedUrl }, { db });
      await app.ready();
      token = await signIn(t, DEMO_BUYER);
    });
    afterAll(async () => {
      await app.close();
      await db.close();
      await proxy.stop();
      await t.close();
    });

    const profile = () => app.inject({ method: 'POST', url: ApiPath.user.profile, headers: { authorization: `Bearer ${token}` }, payload: {} });
    const rename = (nickname: string) => app.inject({ method: 'POST', url: ApiPath.user.updateNickname, headers: { authorization: `Bearer ${token}` }, payload: { nickname } });

    it('answers 503 in the envelope while the database is down, and 200 again once it is back', async () => {
      expect((await profile()).statusCode).toBe(200);
      await proxy.stop();
      for (const answer of await Promise.all([profile(), rename('Outage'), profile()])) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual({ code: 1503, message: ErrorCatalogue.unavailable.zh, messageEn: ErrorCatalogue.unavailable.en, data: null });
      }
      await proxy.start();
      const back = await Promise.all(Array.from({ length: 20 }, profile));
      expect(back.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect((await rename('Back again')).json<{ code: number }>().code).toBe(200);
    });

    it('answers every read when the server ended all its connections a moment ago (no 500, no 503)', async () => {
      await Promise.all(Array.from({ length: 10 }, profile));
      const before = await backendCount(t.config.databaseUrl!);
      expect(await terminateBackends(t.config.databaseUrl!)).toBeGreaterThanOrEqual(Math.min(before, 2));
      const answers = await Promise.all(Array.from({ length: 50 }, profile));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    });
  });
});
