/**
 * Catalogue benchmark (issue 3). On PostgreSQL with a large generated catalogue it measures,
 * with autocannon from this process against the server in its own process:
 * the listing call (category + brand + warehouse filters, price range, sort; page 1 and 50)
 * and keyRemind, next to a Fastify hello-world started in the same run; then prints the plans.
 *   npx tsx scripts/generate-catalogue.ts --products 1000000   (with DATABASE_URL set)
 *   DATABASE_URL=postgres://…/clearlot_bench npx tsx scripts/bench/catalogue.ts [--seconds 10]
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { openDb } from '../../apps/server/src/platform/db';
import { createSession } from '../../apps/server/src/platform/sessions';
import { listingQueries } from '../../apps/server/src/services/product/store';
import { load, startProcess, table } from './load';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL database filled by scripts/generate-catalogue.ts');

const db = await openDb({ databaseUrl, dataDir: '' });
const [{ products } = { products: 0 }] = await db.query<{ products: number }>('select count(*)::int as products from product');
const [pick] = await db.query<{ category1_id: number; brand_id: number; n: number }>(
  `select category1_id, brand_id, count(*)::int as n from product where status = 1 group by 1, 2 order by n desc limit 1`,
);
if (!pick) throw new Error('no products: run scripts/generate-catalogue.ts first');
const [buyer] = await db.query<{ id: number }>(`select id from app_user where email = 'buyer@clearlot.test'`);
const token = await createSession(db, { userId: buyer!.id, pending: false, ip: '127.0.0.1', userAgent: 'benchmark' });

const listing = (pageNum: number) => ({
  pageNum,
  pageSize: 24,
  queryParamList: [
    { field: 'categoryPath', fieldValue: [pick.category1_id] },
    { field: 'brandId', fieldValue: pick.brand_id },
    { field: 'warehouseCodes', fieldValue: ['GB-LON-01', 'GB-MAN-01'] },
  ],
  rangeQueryParamList: [{ field: 'price', minValue: 500, maxValue: 999999999 }],
  sortQueryParamList: [{ field: 'profitable', fieldValue: 'desc' }],
});

const server = await startProcess('apps/server/src/main.ts', { PORT: '3901', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SWEEPER: 'false', CLEARLOT_WEB_DIST: '/nonexistent' }, 'http://127.0.0.1:3901/healthz');
const hello = await startProcess('scripts/bench/hello.ts', { PORT: '3902' }, 'http://127.0.0.1:3902/');
const api = 'http://127.0.0.1:3901/srs-product-service/buyer/product/product';
try {
  const check = await (await fetch(`${api}/newPageList`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(listing(50)) })).json() as { code: number; data: { list: unknown[]; total: number } };
  if (check.code !== 200 || check.data.list.length === 0) throw new Error(`page 50 is empty or failed: ${JSON.stringify(check).slice(0, 200)}`);
  const warm = { connections, seconds: 3, token };
  await load('warm-up', { ...warm, url: `${api}/newPageList`, body: listing(1) });
  const opts = { connections, seconds, token };
  const results = [
    await load('Fastify hello world (baseline)', { ...opts, url: 'http://127.0.0.1:3902/' }),
    await load('newPageList, filters + range + sort, page 1', { ...opts, url: `${api}/newPageList`, body: listing(1) }),
    await load('newPageList, filters + range + sort, page 50', { ...opts, url: `${api}/newPageList`, body: listing(50) }),
    await load('keyRemind "no"', { ...opts, url: `${api}/keyRemind`, body: { keyPrefix: 'no' } }),
    await load('keyRemind "electric"', { ...opts, url: `${api}/keyRemind`, body: { keyPrefix: 'electric' } }),
  ];

  const explain = async (sql: string, params: unknown[]) =>
    (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing on) ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
  // the very statements the service runs for page 50
  const queries = listingQueries(
    { category1Id: pick.category1_id, brandIds: [pick.brand_id], warehouseCodes: ['GB-LON-01', 'GB-MAN-01'], price: { min: 500, max: 999999999 } },
    [{ field: 'profitable', fieldValue: 'desc' }],
    { pageNum: 50, pageSize: 24 },
  );
  const listingPlan = await explain(queries.cards.sql, queries.cards.params);
  const countPlan = await explain(queries.count.sql, queries.count.params);
  const suggestPlan = await explain(`select term from search_term where lower(term) like $1 order by weight desc, term limit 10`, ['no%']);
  const lines = [
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- PostgreSQL with ${products.toLocaleString('en-GB')} products. Listing filter: category ${pick.category1_id} + brand ${pick.brand_id} (${pick.n.toLocaleString('en-GB')} products) + 2 of 3 warehouses + price ≥ £5, sorted by margin desc, 24 per page (page 50 = offset 1,176).`,
    `- autocannon, ${connections} connections × ${seconds} s per call, from a separate process; the server is one Node process.`,
    '',
    ...table(results),
    '',
    'Listing query plan (page 50: the page of ids inside the cards statement):',
    '```',
    listingPlan,
    '```',
    'Total count plan:',
    '```',
    countPlan,
    '```',
    'Suggestion query plan:',
    '```',
    suggestPlan,
    '```',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  server.kill('SIGTERM');
  hello.kill('SIGTERM');
  await db.query('delete from user_session where user_agent = $1', ['benchmark']);
  await db.close();
}
