/**
 * Buying benchmark (issue 4). On a fresh PostgreSQL database it starts the server in its own
 * process (which migrates and seeds the demo catalogue), makes 100 buyers with cart lines, and
 * then has the 100 buyers place orders concurrently (each buyer one order after another), then
 * pay them by card concurrently. It reports orders/s and payments/s with p50/p95/p99, and checks
 * afterwards that no stock went negative, that every unit taken is on an order, and that every
 * wallet's ledger sums to its balance.
 * It also reports the CPU each order and payment cost the server, PostgreSQL and the load generator,
 * and a Fastify hello world measured in the same run, before the orders, as the machine's baseline.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/orders.ts [--buyers 100] [--orders-per-buyer 40]
 *     [--fetch] [--keep] [--log-statements]
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { unitsForMinimumOrder } from '@clearlot/contract/rules/order';
import { openDb } from '../../apps/server/src/platform/db';
import { createSession } from '../../apps/server/src/platform/sessions';
import { load, postgresBackendsCpuMs, processCpuMs, startProcess } from './load';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '100' },
    'orders-per-buyer': { type: 'string', default: '40' },
    // profiling: keep the database afterwards (its name is printed), and log every statement with its duration
    keep: { type: 'boolean', default: false },
    'log-statements': { type: 'boolean', default: false },
    // send the requests with fetch (as runs before 2026-11-25 did) instead of node:http
    fetch: { type: 'boolean', default: false },
  },
});
const buyers = Number(values.buyers);
const perBuyer = Number(values['orders-per-buyer']);
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const name = `clearlot_bench_orders_${Date.now()}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
if (values['log-statements']) await admin.query(`alter database ${name} set log_min_duration_statement = 0`);
const url = new URL(base);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const server = await startProcess(
  'apps/server/src/main.ts',
  { DATABASE_URL: databaseUrl, PORT: '3911', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SWEEPER: 'false', CLEARLOT_WEB_DIST: '/nonexistent', PG_POOL_MAX: '20' },
  'http://127.0.0.1:3911/healthz',
);
// the baseline the issue asks for beside every figure: a Fastify hello world on the same machine, in the same run
const hello = await startProcess('scripts/bench/hello.ts', { PORT: '3912' }, 'http://127.0.0.1:3912/');
const db = await openDb({ databaseUrl, dataDir: '' });
const api = 'http://127.0.0.1:3911';
// node:http with one kept-alive connection per buyer: the load generator shares the machine's cores with the server and
// PostgreSQL, and fetch costs it more CPU per request (--fetch measures with fetch, as runs before 2026-11-25 did)
const agent = new http.Agent({ keepAlive: true, maxSockets: buyers });

/**
 * CPU time (ms) used so far by the server process, the PostgreSQL backends of the bench database
 * and this load generator: on a shared machine the rate moves with whatever else runs, the CPU
 * each order costs much less. Linux /proc only (zeros elsewhere); ticks are 1/100 s.
 */
function cpuMs(): { server: number; postgres: number; load: number } {
  let postgres = 0;
  for (const ms of postgresBackendsCpuMs(name).values()) postgres += ms;
  const own = process.cpuUsage();
  return { server: server.pid ? processCpuMs(server.pid) : 0, postgres, load: (own.user + own.system) / 1000 };
}
const cpuPer = (before: ReturnType<typeof cpuMs>, after: ReturnType<typeof cpuMs>, calls: number) =>
  `server ${((after.server - before.server) / calls).toFixed(2)}, PostgreSQL ${((after.postgres - before.postgres) / calls).toFixed(2)}, load generator ${((after.load - before.load) / calls).toFixed(2)}`;

interface Envelope {
  code: number;
  data: { tradeNo: string; amount: number };
}

interface Buyer {
  id: number;
  token: string;
  addressId: number;
  lines: number[];
}

try {
  // plenty of stock everywhere, so the run measures ordering, not sell-outs
  await db.query('update sku_stock set quantity = 1000000');
  await db.query('update product_sku k set total_stock = (select sum(quantity) from sku_stock s where s.sku_id = k.id)');
  await db.query('update product p set total_stock = (select coalesce(sum(total_stock), 0) from product_sku k where k.product_id = p.id)');
  // one SKU per product (its first), as a buyer picks one option
  const products = await db.query<{ id: number; skuId: number; price: number; warehouseCode: string }>(
    `select p.id, k.id as "skuId", k.price, (select warehouse_code from sku_stock s where s.sku_id = k.id order by warehouse_code limit 1) as "warehouseCode"
       from product p join lateral (select id, price from product_sku where product_id = p.id order by sort_order, id limit 1) k on true
      where p.status = 1 and k.price > 0 and exists (select 1 from sku_stock s where s.sku_id = k.id) order by p.id`,
  );
  const [initial] = await db.query<{ units: number }>('select sum(quantity)::bigint as units from sku_stock');

  const made: Buyer[] = [];
  for (let i = 0; i < buyers; i += 1) {
    const [user] = await db.query<{ id: number }>(`insert into app_user (username, email, password_hash, purchase_permission) values ($1, $2, 'bench', true) returning id`, [
      `bench_buyer_${i}`,
      `bench${i}@clearlot.test`,
    ]);
    const [address] = await db.query<{ id: number }>(
      `insert into receive_address (user_id, recipient_name, city, postcode, mobile, address_line1, is_default)
       values ($1, 'Bench Buyer', 'Manchester', 'M1 1AE', '07700900123', '1 Piccadilly', true) returning id`,
      [user!.id],
    );
    const lines: number[] = [];
    for (let k = 0; k < perBuyer; k += 1) {
      const product = products[(i * 7 + k * 13) % products.length]!;
      const quantity = unitsForMinimumOrder(product.price);
      const [line] = await db.query<{ id: number }>(
        `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity) values ($1, $2, $3, $4, $5)
         on conflict (user_id, sku_id, warehouse_code) do nothing returning id`,
        [user!.id, product.id, product.skuId, product.warehouseCode, quantity],
      );
      if (line) lines.push(line.id);
    }
    const token = await createSession(db, { userId: user!.id, pending: false, ip: '127.0.0.1', userAgent: 'benchmark' });
    made.push({ id: user!.id, token, addressId: address!.id, lines });
  }

  const post = async (path: string, token: string, body: object) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const envelope = values.fetch
      ? ((await (
          await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: payload })
        ).json()) as Envelope)
      : await new Promise<Envelope>((resolve, reject) => {
          const request = http.request(
            `${api}${path}`,
            { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                try {
                  resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope);
                } catch (error) {
                  reject(error as Error);
                }
              });
              response.on('error', reject);
            },
          );
          request.on('error', reject);
          request.end(payload);
        });
    return { ms: performance.now() - started, envelope };
  };
  const summarise = (title: string, times: number[], errors: number, seconds: number) => {
    times.sort((a, b) => a - b);
    const at = (p: number) => (times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN).toFixed(1);
    return `| ${title} | ${times.length} | ${(times.length / seconds).toFixed(0)} | ${at(50)} | ${at(95)} | ${at(99)} | ${errors} |`;
  };

  await load('hello world warm-up', { url: 'http://127.0.0.1:3912/', connections: 10, seconds: 2 });
  const helloWorld = await load('Fastify hello world (baseline)', { url: 'http://127.0.0.1:3912/', connections: 10, seconds: 5 });
  hello.kill('SIGTERM');

  // warm-up: a few orders outside the measurement
  const trades: Array<{ buyer: Buyer; tradeNo: string; amount: number }> = [];
  for (const buyer of made.slice(0, 5)) {
    const line = buyer.lines.shift()!;
    const { envelope } = await post('/srs-order-service/order/mall/save', buyer.token, {
      clientKey: randomUUID(),
      cartItemIds: [line],
      addressId: buyer.addressId,
      deliveryType: 1,
    });
    if (envelope.code !== 200) throw new Error(`warm-up order failed: ${JSON.stringify(envelope)}`);
  }

  const placeTimes: number[] = [];
  let placeErrors = 0;
  // on stderr, for whoever profiles the phases from outside (perf, strace)
  console.error(`placing orders from ${new Date().toISOString()}`);
  const placeCpu = cpuMs();
  const placeStart = performance.now();
  await Promise.all(
    made.map(async (buyer) => {
      for (const line of buyer.lines) {
        const { ms, envelope } = await post('/srs-order-service/order/mall/save', buyer.token, {
          clientKey: randomUUID(),
          cartItemIds: [line],
          addressId: buyer.addressId,
          deliveryType: 1,
        });
        placeTimes.push(ms);
        if (envelope.code === 200) trades.push({ buyer, tradeNo: envelope.data.tradeNo, amount: envelope.data.amount });
        else placeErrors += 1;
      }
    }),
  );
  const placeSeconds = (performance.now() - placeStart) / 1000;
  const placeCpuAfter = cpuMs();
  const placeLoad = loadavg()[0]!;

  const payTimes: number[] = [];
  let payErrors = 0;
  const queues = new Map<number, typeof trades>();
  for (const trade of trades) queues.set(trade.buyer.id, [...(queues.get(trade.buyer.id) ?? []), trade]);
  console.error(`paying from ${new Date().toISOString()}`);
  const payCpu = cpuMs();
  const payStart = performance.now();
  await Promise.all(
    [...queues.values()].map(async (queue) => {
      for (const trade of queue) {
        const { ms, envelope } = await post('/srs-payment-service/pay/card', trade.buyer.token, {
          tradeNo: trade.tradeNo,
          amount: trade.amount,
          paymentKey: randomUUID(),
          card: {
            number: '4242424242424242',
            holderName: 'Bench Buyer',
            expiryMonth: 12,
            expiryYear: new Date().getFullYear() + 3,
            cvv: '123',
            billingAddressId: trade.buyer.addressId,
          },
        });
        payTimes.push(ms);
        if (envelope.code !== 200) payErrors += 1;
      }
    }),
  );
  const paySeconds = (performance.now() - payStart) / 1000;
  const payCpuAfter = cpuMs();
  const payLoad = loadavg()[0]!;

  // invariants
  const [negative] = await db.query<{ n: number }>('select count(*)::int as n from sku_stock where quantity < 0');
  const [after] = await db.query<{ units: number }>('select sum(quantity)::bigint as units from sku_stock');
  const [onOrders] = await db.query<{ units: number }>('select coalesce(sum(reserved_quantity), 0)::bigint as units from order_item');
  const [ledger] = await db.query<{ n: number }>(
    `select count(*)::int as n from wallet w
      where w.available + w.frozen <> coalesce((select sum(direction * amount) from wallet_ledger l where l.user_id = w.user_id), 0)`,
  );
  const [paidTwice] = await db.query<{ n: number }>('select count(*)::int as n from (select trade_id from payment where status = 2 group by trade_id having count(*) > 1) x');
  const [totals] = await db.query<{ orders: number; paid: number }>('select count(*)::int as orders, count(*) filter (where status = 4)::int as paid from shop_order');

  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ${new Date().toISOString()}`,
    `PostgreSQL database ${name}: ${products.length} products; ${buyers} concurrent buyers, ${perBuyer} orders each (one cart line per order).`,
    '',
    '| step | calls | per second | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    summarise('place order (/order/mall/save)', placeTimes, placeErrors, placeSeconds),
    summarise('pay by card (/pay/card)', payTimes, payErrors, paySeconds),
    '',
    `CPU ms per order placed: ${cpuPer(placeCpu, placeCpuAfter, placeTimes.length)}; per payment: ${cpuPer(payCpu, payCpuAfter, payTimes.length)}.`,
    `Fastify hello world in the same run (10 connections, 5 s, before the orders): ${helloWorld.rps} requests/s, p95 ${helloWorld.p95} ms.`,
    `Load average (1 min) after placing ${placeLoad.toFixed(2)}, after paying ${payLoad.toFixed(2)} (${cpus().length} cores).`,
    '',
    `Checks: products with negative stock ${negative!.n}; units taken ${Number(initial!.units) - Number(after!.units)} = units on orders ${Number(onOrders!.units)}; ` +
      `wallets whose ledger does not sum to the balance ${ledger!.n}; trades paid twice ${paidTwice!.n}; orders ${totals!.orders}, ready to ship ${totals!.paid}.`,
  ];
  console.log(lines.join('\n'));
  const ok = negative!.n === 0 && Number(initial!.units) - Number(after!.units) === Number(onOrders!.units) && ledger!.n === 0 && paidTwice!.n === 0;
  if (!ok) process.exitCode = 1;
} finally {
  server.kill();
  hello.kill('SIGTERM');
  await db.close();
  agent.destroy();
  if (values.keep) console.log(`Kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
}
