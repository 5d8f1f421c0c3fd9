import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderType } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../testing/harness';
import { PAY, ORDER, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from '../services/order/orders/testing';
import { loadConfig } from './config';

/** One sample's value from the Prometheus text format (labels given must all match), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** What Prometheus itself sends when it scrapes. */
const PROMETHEUS_ACCEPT = 'application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1';

async function scrape(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept: PROMETHEUS_ACCEPT } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A port nobody listens on at the moment. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(engines)('metrics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers in the Prometheus text format, never cached, with the process figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { accept: PROMETHEUS_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE clearlot_http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // the order and payment series are there before the first order or payment
    expect(sample(res.body, 'clearlot_orders_placed_total', { type: 'pre-order' })).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'clearlot_payments_total', { method: 'wechat', outcome: 'expired' })).toBeGreaterThanOrEqual(0);
    // not part of the API: the OpenAPI document (and the fuzz test walking it) leaves it out
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    const before = await scrape(t);
    const count = (text: string, labels: Record<string, string>) => sample(text, 'clearlot_http_request_duration_seconds_count', labels) ?? 0;
    const region = { method: 'GET', route: '/srs-basedata-service/region/item/:id', status: '200' };
    const unknownRegion = { ...region, status: '404' };
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };

    const found = await t.get('/srs-basedata-service/region/item/1');
    expect(found.status).toBe(200);
    await t.get('/srs-basedata-service/region/item/987654321');
    await t.get('/srs-basedata-service/region/item/987654321');
    await t.get('/no-such-page/secret-looking-token-123');

    const after = await scrape(t);
    expect(count(after, region) - count(before, region)).toBe(1);
    expect(count(after, unknownRegion) - count(before, unknownRegion)).toBe(2);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    expect(sample(after, 'clearlot_http_request_duration_seconds_sum', region)).toBeGreaterThan(0);
    expect(sample(after, 'clearlot_http_request_duration_seconds_bucket', { ...region, le: '+Inf' })).toBe(count(after, region));
    expect(after).not.toContain('987654321');
    expect(after).not.toContain('secret-looking-token');
  });

  it('without a sweeper (as in these tests) there is no sweeper lag to report', async () => {
    expect(await scrape(t)).not.toContain('clearlot_sweeper_lag_seconds');
  });

  it('reports the database pool', async () => {
    const text = await scrape(t);
    const busy = sample(text, 'clearlot_db_pool_connections', { engine, state: 'busy' })!;
    const idle = sample(text, 'clearlot_db_pool_connections', { engine, state: 'idle' })!;
    const max = sample(text, 'clearlot_db_pool_max', { engine })!;
    expect(sample(text, 'clearlot_db_pool_waiting', { engine })).toBe(0);
    // nothing else is running while the answer is built
    expect(busy).toBe(0);
    if (engine === 'pglite') {
      expect({ idle, max }).toEqual({ idle: 1, max: 1 });
    } else {
      expect(max).toBe(Number(process.env.PG_POOL_MAX ?? 20));
      expect(idle).toBeGreaterThan(0);
      expect(idle).toBeLessThanOrEqual(max);
    }
  });

  it('the pool shows callers waiting while the database is busy', async () => {
    // one transaction holds a connection (PGlite's only one) until released; others queue behind a lock or the connection
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = t.db.transaction(async (tx) => {
      await tx.query('lock table app_user in access exclusive mode');
      locked();
      await held;
    });
    // the queries start only once the lock is held: on PostgreSQL an idle pooled connection could
    // otherwise answer one before the lock is taken, and it would never be seen waiting
    await lockTaken;
    const queued = Array.from({ length: 3 }, () => t.db.query('select count(*) from app_user'));
    const figures = async () => {
      const text = await scrape(t);
      return { busy: sample(text, 'clearlot_db_pool_connections', { engine, state: 'busy' }), waiting: sample(text, 'clearlot_db_pool_waiting', { engine }) };
    };
    try {
      // PGlite: one busy, three queued behind it; PostgreSQL: the three have connections of their
      // own (opened as they come, so this may take a moment), waiting for the lock
      // (opening connections under a loaded machine can take seconds: the figures are awaited, not shortened)
      await expect.poll(figures, { timeout: 15_000 }).toEqual(engine === 'pglite' ? { busy: 1, waiting: 3 } : { busy: 4, waiting: 0 });
    } finally {
      release();
      await Promise.all([holding, ...queued]);
    }
  });

  it('counts orders placed and payments by outcome', async () => {
    const orders = (text: string) => sample(text, 'clearlot_orders_placed_total', { type: 'real-time' }) ?? 0;
    const payments = (text: string, method: string, outcome: string) => sample(text, 'clearlot_payments_total', { method, outcome }) ?? 0;
    const before = await scrape(t);

    const buyer = await makeBuyer(t);
    const first = await productWithStock(t, 5);
    const line = await cartLine(t, buyer, first.productId, 1);
    const body = placeBody(buyer, [line], { orderType: OrderType.RealTime });
    const placed = await t.post<{ tradeNo: string; amount: number }>(`${ORDER}/order/mall/save`, body, buyer.token);
    expect(placed.body.code).toBe(200);
    // the same checkout again is a replay of the same trade, not another order
    expect((await t.post(`${ORDER}/order/mall/save`, body, buyer.token)).body.code).toBe(200);

    const declined = await t.post(
      `${PAY}/pay/card`,
      {
        tradeNo: placed.body.data.tradeNo,
        amount: placed.body.data.amount,
        paymentKey: randomUUID(),
        card: { number: '4000000000000002', holderName: 'Test Buyer', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: buyer.addressId },
      },
      buyer.token,
    );
    expect(declined.body.code).not.toBe(200);
    expect((await payByCard(t, buyer, placed.body.data)).body.code).toBe(200);

    const after = await scrape(t);
    expect(orders(after) - orders(before)).toBe(1);
    expect(payments(after, 'card', 'failed') - payments(before, 'card', 'failed')).toBe(1);
    expect(payments(after, 'card', 'succeeded') - payments(before, 'card', 'succeeded')).toBe(1);
  });
});

describe.each(engines)('metrics settings on %s', (engine) => {
  it('a running sweeper reports its job runs and its lag', async () => {
    const t = await createTestApp(engine, { sweeper: true, sweepIntervalMs: 50 });
    try {
      let text = '';
      await expect
        .poll(async () => sample((text = await scrape(t)), 'clearlot_sweeper_job_duration_seconds_count', { job: 'sessions', outcome: 'ok' }) ?? 0, { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(sample(text, 'clearlot_sweeper_interval_seconds')).toBe(0.05);
      // a pass has finished within the last few intervals
      expect(sample(text, 'clearlot_sweeper_lag_seconds')).toBeLessThan(5);
      expect(sample(text, 'clearlot_sweeper_job_duration_seconds_count', { outcome: 'failed' })).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('METRICS=false turns /metrics off: the envelope 404', async () => {
    const t = await createTestApp(engine, { metrics: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 1404 });
    } finally {
      await t.close();
    }
  });

  it('METRICS_PORT serves /metrics on its own port and not on the main one', async () => {
    const port = await freePort();
    const t = await createTestApp(engine, { metricsPort: port, metricsHost: '127.0.0.1' });
    try {
      await t.get('/healthz');
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('cache-control')).toBe('no-store');
      const text = await metrics.text();
      expect(sample(text, 'clearlot_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
      expect(sample(text, 'clearlot_db_pool_max', { engine })).toBeGreaterThan(0);
      const other = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ code: 1404 });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    // closed with the app
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics configuration', () => {
  it('is on by default, on the main port; METRICS_PORT must be a port other than PORT', () => {
    expect(loadConfig({})).toMatchObject({ metrics: true, metricsPort: null });
    expect(loadConfig({ METRICS: 'false' }).metrics).toBe(false);
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metricsHost).toBe('127.0.0.1');
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(/METRICS_PORT/);
  });
});
