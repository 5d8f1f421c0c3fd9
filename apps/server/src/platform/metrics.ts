/**
 * Prometheus metrics (prom-client) of one server process: HTTP requests and their latency by
 * route pattern and status, the database pool, the sweeper, orders placed and payments by
 * outcome, and Node's own process figures. Served at GET /metrics on the main port; METRICS_PORT
 * moves it to a listener of its own and METRICS=false turns it off. Every process answers for
 * itself, so Prometheus scrapes each instance rather than the load balancer.
 */
import { type Server, createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ErrorCatalogue, OrderType, PaymentMethod } from '@clearlot/contract';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from './config';
import type { Db } from './db';
import { errorEnvelope } from './errors';
import type { SweepObserver } from './sweeper';

// The services count orders and payments where they happen, through the functions below, so
// these counters belong to the process (as those functions do) and every app serves them.
const serviceCounters = new Registry();

const ordersPlaced = new Counter({
  name: 'clearlot_orders_placed_total',
  help: 'Orders placed (a checkout makes one per goods owner and ship-from warehouse), by type: real-time or pre-order.',
  labelNames: ['type'] as const,
  registers: [serviceCounters],
});

const payments = new Counter({
  name: 'clearlot_payments_total',
  help: 'Payments that reached an outcome, by method (card, wallet, alipay, wechat) and outcome (succeeded; failed, e.g. a declined card; expired, a QR code that ran out).',
  labelNames: ['method', 'outcome'] as const,
  registers: [serviceCounters],
});

const deliveryFailures = new Counter({
  name: 'clearlot_outbox_delivery_failures_total',
  help: 'E-mails and texts a provider refused or could not take (SMTP, Twilio, SNS), by channel; each is listed for operations with its reason.',
  labelNames: ['channel'] as const,
  registers: [serviceCounters],
});

const orderTypeNames: Record<OrderType, string> = { [OrderType.RealTime]: 'real-time', [OrderType.PreOrder]: 'pre-order' };
const methodNames: Record<PaymentMethod, string> = {
  [PaymentMethod.Alipay]: 'alipay',
  [PaymentMethod.WeChat]: 'wechat',
  [PaymentMethod.Card]: 'card',
  [PaymentMethod.Balance]: 'wallet',
};

const paymentOutcomes = ['succeeded', 'failed', 'expired'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

// every series exists from the start at 0, so a rate over the first order or payment is right
for (const type of Object.values(orderTypeNames)) ordersPlaced.inc({ type }, 0);
for (const channel of ['email', 'sms']) deliveryFailures.inc({ channel }, 0);
for (const method of Object.values(methodNames)) for (const outcome of paymentOutcomes) payments.inc({ method, outcome }, 0);

/** Orders a checkout placed (after its transaction committed). */
export function countOrdersPlaced(type: OrderType, orders: number): void {
  ordersPlaced.inc({ type: orderTypeNames[type] }, orders);
}

/** An e-mail or text its provider did not take. */
export function countDeliveryFailure(channel: 'email' | 'sms'): void {
  deliveryFailures.inc({ channel });
}

/** A payment recorded with its outcome. */
export function countPayment(method: PaymentMethod, outcome: PaymentOutcome): void {
  payments.inc({ method: methodNames[method], outcome });
}

/** Requests by method, route pattern (never the raw URL: ids and search terms stay out) and status. */
function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'clearlot_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern ("unmatched" for unknown paths) and status; its _count is the number of requests.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}

/** The database pool as the driver sees it (PGlite: its one connection, busy or idle, and the callers queued for it). */
function observePool(db: Db, registry: Registry): void {
  const engine = db.engine;
  new Gauge({
    name: 'clearlot_db_pool_connections',
    help: 'Database connections open, by state (busy, idle).',
    labelNames: ['engine', 'state'] as const,
    registers: [registry],
    collect() {
      const { size, idle } = db.poolStats();
      this.set({ engine, state: 'busy' }, size - idle);
      this.set({ engine, state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'clearlot_db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection.',
    labelNames: ['engine'] as const,
    registers: [registry],
    collect() {
      this.set({ engine }, db.poolStats().waiting);
    },
  });
  new Gauge({
    name: 'clearlot_db_pool_max',
    help: 'Database connections the pool may open (PG_POOL_MAX; PGlite has one).',
    labelNames: ['engine'] as const,
    registers: [registry],
    collect() {
      this.set({ engine }, db.poolStats().max);
    },
  });
}

/** The sweeper's job runs and how far behind the timed rules may be. */
function observeSweeper(registry: Registry, intervalMs: number): SweepObserver {
  const runs = new Histogram({
    name: 'clearlot_sweeper_job_duration_seconds',
    help: 'Time each sweeper job took, by job and outcome (ok, failed); its _count is the number of runs.',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  new Gauge({
    name: 'clearlot_sweeper_interval_seconds',
    help: 'How often the sweeper starts a pass over its jobs (SWEEP_INTERVAL_MS).',
    registers: [registry],
  }).set(intervalMs / 1000);
  // before the first pass, the lag counts from start-up
  let lastPassAt = Date.now();
  new Gauge({
    name: 'clearlot_sweeper_lag_seconds',
    help: 'Seconds since the sweeper last finished a pass over every job (since start-up before the first). Healthy: at most the interval plus one pass; more means timed rules are applied late.',
    registers: [registry],
    collect() {
      this.set((Date.now() - lastPassAt) / 1000);
    },
  });
  return {
    jobFinished: (job, outcome, seconds) => runs.observe({ job, outcome }, seconds),
    passFinished: () => {
      lastPassAt = Date.now();
    },
  };
}

/** /metrics on a port of its own: that path only, every other answer a 404 envelope. */
function metricsListener(registry: Registry): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(errorEnvelope(ErrorCatalogue.notFound)));
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(errorEnvelope(ErrorCatalogue.internal))),
    );
  });
}

export interface AppMetrics {
  /** reports sweeper runs to the metrics; present when the sweeper runs */
  sweeper: SweepObserver | undefined;
}

/**
 * Starts counting this app's requests, pool and sweeper and serves every metric. Call it before
 * the services are registered, so the request hook sees their routes.
 */
export function installMetrics(app: FastifyInstance, config: AppConfig, db: Db): AppMetrics {
  const own = new Registry();
  collectDefaultMetrics({ register: own });
  observeRequests(app, own);
  observePool(db, own);
  const sweeper = config.sweeper ? observeSweeper(own, config.sweepIntervalMs) : undefined;
  const registry = Registry.merge([own, serviceCounters]);

  if (config.metricsPort === null) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics()),
    );
  } else {
    const port = config.metricsPort;
    const listener = metricsListener(registry);
    app.addHook('onReady', (done) => {
      listener.once('error', done).listen(port, config.metricsHost, () => {
        listener.off('error', done);
        done();
      });
    });
    app.addHook('onClose', (_app, done) => {
      listener.close(() => done());
      // a scraper's kept-alive connection would otherwise hold the close
      listener.closeAllConnections();
    });
  }
  return { sweeper };
}
