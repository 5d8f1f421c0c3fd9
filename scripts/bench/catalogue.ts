/**
 * Catalogue benchmark (issue 3). On PostgreSQL with a large generated catalogue it measures,
 * with autocannon from this process against the server in its own process:
 * the listing call (category + brand + warehouse filters, price range, sort; page 1 and 50)
 * and keyRemind, next to a Fastify hello-world started in the same run; then the free-text search with a
 * mix of distinct queries (issue 17 §1, `searchQueries` below: every request a query the totals cache
 * has not seen), page 1 and page 50; then prints the plans (`explain (analyze, buffers)`).
 *   npx tsx scripts/generate-catalogue.ts --products 1000000   (with DATABASE_URL set)
 *   DATABASE_URL=postgres://…/clearlot_bench npx tsx scripts/bench/catalogue.ts [--seconds 10] [--mixed-only]
 * `--mixed-only` runs the hello world and the mixed free-text calls only (no fixed calls, no plans);
 * `--cpu-prof DIR` writes a CPU profile of the server there when it stops (scripts/bench/cpu-profile.mjs).
 * Each call also reports the CPU it cost per request: the server process, the PostgreSQL backends of
 * the bench database and this load generator (Linux /proc; ticks of 10 ms).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Random, seededRandom } from '../../apps/server/src/db/catalogue/random';
import { openDb } from '../../apps/server/src/platform/db';
import { createSession } from '../../apps/server/src/platform/sessions';
import { bitmapPage, bitmapPageQuery } from '../../apps/server/src/services/product/search/bitmaps';
import { type WordGroup, resolveQuery } from '../../apps/server/src/services/product/search/resolve';
import { hanRuns, latinWords, segmentHan } from '../../apps/server/src/services/product/search/words';
import { listingQueries, searchCardsSql, searchListingQueries } from '../../apps/server/src/services/product/store';
import { type LoadResult, load, postgresBackendsCpuMs, processCpuMs, startProcess, table } from './load';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    queries: { type: 'string', default: '400000' },
    'mixed-only': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const mixedOnly = values['mixed-only'];
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

// ---------- the mixed free-text queries ----------
/** One letter dropped, two swapped or one replaced: the slips of a buyer typing fast. */
function misspell(word: string, random: Random): string {
  const i = 1 + random.int(0, word.length - 3);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    default:
      return word.slice(0, i) + random.pick([...'aeioulnrst']) + word.slice(i + 1);
  }
}

/**
 * Distinct queries made from the names of products spread over the catalogue: one or two words,
 * English or Chinese, 2–20 characters; some with the last word cut short (still typing), some
 * misspelt. Mix: 20% one English word, 25% two English words, 10% English still typing, 15% English
 * misspelt, 10% one Chinese word, 15% two Chinese words typed together, 5% Chinese still typing.
 */
async function searchQueries(candidates: number): Promise<Array<{ text: string; kind: string }>> {
  const names = await db.query<{ name_en: string; name_zh: string }>(`select name_en, name_zh from product where status = 1 and id % 97 = 0 order by id limit 8000`);
  const zhWords = new Set((await db.query<{ word: string }>(`select word from search_word where language = 'zh'`)).map((r) => r.word));
  const random = seededRandom(17);
  const seen = new Set<string>();
  const out: Array<{ text: string; kind: string }> = [];
  const kinds: Array<[number, string]> = [
    [20, 'en1'],
    [25, 'en2'],
    [10, 'enTyping'],
    [15, 'enTypo'],
    [10, 'zh1'],
    [15, 'zh2'],
    [5, 'zhTyping'],
  ];
  for (let attempts = 0; out.length < candidates && attempts < candidates * 50; attempts++) {
    const name = random.pick(names);
    const en = latinWords(name.name_en).filter((w) => w.length >= 2 && !/^\d/.test(w));
    const zh = hanRuns(name.name_zh)
      .flatMap((run) => segmentHan(run, (w) => zhWords.has(w) && [...w].length > 1).map((s) => s.text))
      .filter((w) => [...w].length >= 2);
    let roll = random.int(0, 99);
    const kind = kinds.find(([share]) => (roll -= share) < 0)![1];
    const two = <T>(list: T[]): [T, T] | null => {
      if (list.length < 2) return null;
      const a = random.int(0, list.length - 1);
      let b = random.int(0, list.length - 2);
      if (b >= a) b++;
      return random.next() < 0.7 ? [list[Math.min(a, b)]!, list[Math.max(a, b)]!] : [list[a]!, list[b]!];
    };
    let text: string | null = null;
    if (kind === 'en1' && en.length) text = random.pick(en);
    else if (kind === 'en2') text = two(en)?.join(' ') ?? null;
    else if (kind === 'enTyping' && en.length) {
      const words = random.next() < 0.5 ? [random.pick(en)] : (two(en) ?? []);
      const last = words.at(-1);
      if (last && last.length >= 3) text = [...words.slice(0, -1), last.slice(0, 2 + random.int(0, last.length - 3))].join(' ');
    } else if (kind === 'enTypo') {
      const words = random.next() < 0.5 ? [random.pick(en)] : (two(en) ?? []);
      const k = words.findIndex((w) => w.length >= 5);
      if (k >= 0) text = words.map((w, i) => (i === k ? misspell(w, random) : w)).join(' ');
    } else if (kind === 'zh1' && zh.length) text = random.pick(zh);
    else if (kind === 'zh2') text = two(zh)?.join('') ?? null;
    else if (kind === 'zhTyping' && zh.length) {
      const word = [...random.pick(zh)];
      if (word.length >= 3) text = word.slice(0, 2 + random.int(0, word.length - 3)).join('');
    }
    if (!text || text.length < 2 || text.length > 20 || seen.has(text)) continue;
    seen.add(text);
    out.push({ text, kind });
  }
  // keep one query per set of dictionary words: the totals cache is keyed by the words a query
  // resolves to ("ketle" and "kettle" share a total), so no two kept queries can share a total
  const resolved: Array<{ text: string; kind: string; key: string | null }> = [];
  for (let i = 0; i < out.length; i += 20) {
    resolved.push(
      ...(await Promise.all(
        out.slice(i, i + 20).map(async (q) => {
          const groups = await resolveQuery(db, q.text);
          return { ...q, key: groups ? JSON.stringify(groups.map((g) => [...g.ids].sort((a, b) => a - b))) : null };
        }),
      )),
    );
  }
  const keys = new Set<string>();
  unmatched = resolved.filter((q) => q.key === null).length;
  return resolved.filter((q) => q.key !== null && !keys.has(q.key) && keys.add(q.key)).map(({ text, kind }) => ({ text, kind }));
}
let unmatched = 0;

/**
 * The search under load: each request takes the next query of the list (never one sent before,
 * never one resolving to the same words as another: see searchQueries), so no total is cached.
 */
async function loadSearch(
  title: string,
  queries: ReadonlyArray<{ text: string }>,
  pageNum: number,
  options: { connections: number; seconds: number; token: string },
): Promise<LoadResult & { empty: number }> {
  const times: number[] = [];
  let n = 0;
  let empty = 0;
  let failed = 0;
  const result = await autocannon({
    url: `${api}/newPageList`,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const query = queries[n % queries.length]!;
          n++;
          return {
            ...request,
            body: JSON.stringify({
              pageNum,
              pageSize: 24,
              queryParamList: [{ field: 'productName', fieldValue: query.text }],
              rangeQueryParamList: [],
              sortQueryParamList: [],
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200) return;
          const parsed = JSON.parse(body) as { code: number; data: { list: unknown[] } | null };
          if (parsed.code !== 200) failed++;
          else if (parsed.data!.list.length === 0) empty++;
        },
      },
    ],
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) => times.push(responseTime));
    },
  });
  if (n > queries.length) throw new Error(`${title}: ${n} requests but only ${queries.length} distinct queries (the catalogue's vocabulary gives no more: lower --seconds)`);
  times.sort((a, b) => a - b);
  const percentile = (p: number) => Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN) * 100) / 100;
  return {
    title,
    requests: times.length,
    rps: Math.round(result.requests.average),
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    errors: result.errors + result.non2xx + failed,
    empty,
  };
}

const profile: Record<string, string> = values['cpu-prof']
  ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${resolve('scripts/bench/cpu-profile.mjs')}`.trim(), CPU_PROFILE_DIR: resolve(values['cpu-prof']) }
  : {};
const server = await startProcess(
  'apps/server/src/main.ts',
  { PORT: '3901', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SWEEPER: 'false', CLEARLOT_WEB_DIST: '/nonexistent', ...profile },
  'http://127.0.0.1:3901/healthz',
);
const hello = await startProcess('scripts/bench/hello.ts', { PORT: '3902' }, 'http://127.0.0.1:3902/');
const api = 'http://127.0.0.1:3901/srs-product-service/buyer/product/product';

/**
 * CPU time (ms) used so far by the server, by each PostgreSQL backend of the bench database (by pid:
 * the pool closes idle connections, so a call counts only the backends alive at its end) and by
 * this process.
 */
const databaseName = new URL(databaseUrl).pathname.slice(1);
function cpuMs(): { server: number; postgres: Map<string, number>; load: number } {
  const postgres = postgresBackendsCpuMs(databaseName);
  const own = process.cpuUsage();
  return { server: server.pid ? processCpuMs(server.pid) : 0, postgres, load: (own.user + own.system) / 1000 };
}
type Measured = LoadResult & { cpu?: string };
/** A call with the CPU it cost per request. */
async function measured<T extends LoadResult>(run: () => Promise<T>): Promise<T & { cpu: string }> {
  const before = cpuMs();
  const result = await run();
  const after = cpuMs();
  const per = (ms: number) => (ms / Math.max(1, result.requests)).toFixed(2);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { ...result, cpu: `${per(after.server - before.server)} / ${per(postgres)} / ${per(after.load - before.load)}` };
}
try {
  const check = (await (
    await fetch(`${api}/newPageList`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(listing(50)) })
  ).json()) as { code: number; data: { list: unknown[]; total: number } };
  if (check.code !== 200 || check.data.list.length === 0) throw new Error(`page 50 is empty or failed: ${JSON.stringify(check).slice(0, 200)}`);
  const warm = { connections, seconds: 3, token };
  await load('warm-up', { ...warm, url: `${api}/newPageList`, body: listing(1) });
  const opts = { connections, seconds, token };
  const results: Measured[] = [await measured(() => load('Fastify hello world (baseline)', { ...opts, url: 'http://127.0.0.1:3902/' }))];
  if (!mixedOnly) {
    results.push(
      await measured(() => load('newPageList, filters + range + sort, page 1', { ...opts, url: `${api}/newPageList`, body: listing(1) })),
      await measured(() => load('newPageList, filters + range + sort, page 50', { ...opts, url: `${api}/newPageList`, body: listing(50) })),
      await measured(() => load('keyRemind "no"', { ...opts, url: `${api}/keyRemind`, body: { keyPrefix: 'no' } })),
      await measured(() => load('keyRemind "electric"', { ...opts, url: `${api}/keyRemind`, body: { keyPrefix: 'electric' } })),
    );
  }
  const loads = [loadavg()[0]!.toFixed(2)];
  // the mixed free-text run: distinct queries, never a cached total; page 1 and page 50 use different queries
  const mixed = await searchQueries(Number(values.queries));
  const half = Math.floor(mixed.length / 2);
  await loadSearch('warm-up', mixed.slice(0, 200), 1, { ...opts, seconds: 2 }).catch(() => null);
  const search1 = await measured(() => loadSearch('search, mixed distinct queries, page 1', mixed.slice(200, half), 1, opts));
  loads.push(loadavg()[0]!.toFixed(2));
  const search50 = await measured(() => loadSearch('search, mixed distinct queries, page 50', mixed.slice(half), 50, opts));
  loads.push(loadavg()[0]!.toFixed(2));
  results.push(search1, search50);
  const mix = new Map<string, number>();
  for (const q of mixed) mix.set(q.kind, (mix.get(q.kind) ?? 0) + 1);
  const header = [
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- PostgreSQL with ${products.toLocaleString('en-GB')} products. Listing filter: category ${pick.category1_id} + brand ${pick.brand_id} (${pick.n.toLocaleString('en-GB')} products) + 2 of 3 warehouses + price ≥ £5, sorted by margin desc, 24 per page (page 50 = offset 1,176).`,
    `- autocannon, ${connections} connections × ${seconds} s per call, from a separate process; the server is one Node process.`,
    `- Search: ${mixed.length.toLocaleString('en-GB')} distinct queries (${[...mix].map(([k, v]) => `${k} ${v}`).join(', ')}), each sent once, no two resolving to the same dictionary words (so no total can come from the totals cache; ${unmatched} candidates matching nothing left out); page 1 and page 50 from different halves. Page 50 empty (fewer than 1,177 results): ${search50.empty} of ${search50.requests}; page 1 empty: ${search1.empty} of ${search1.requests}.`,
    `- Load average (1 min) after the ${mixedOnly ? 'hello world' : 'fixed calls'}, after search page 1, after page 50: ${loads.join(', ')}.`,
    '',
    ...table(results),
    '',
    'CPU ms per request (server / PostgreSQL backends of the bench database / load generator):',
    '',
    '| call | CPU ms per request |',
    '| --- | ---: |',
    ...results.map((r) => `| ${r.title} | ${r.cpu ?? ''} |`),
  ];
  if (mixedOnly) {
    process.stdout.write(`${header.join('\n')}\n`);
  } else {
    const explain = async (sql: string, params: unknown[]) =>
      (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, timing on) ${sql}`, params)).map((r) => r['QUERY PLAN']).join('\n');
    // the bitmap statement runs prepared and keeps its generic plan (search/bitmaps.ts): explained as
    // such, its values (integers and integer arrays) written out for EXECUTE
    const literals = (params: unknown[]) => params.map((p) => (Array.isArray(p) ? `'{${p.map(Number).join(',')}}'::int[]` : String(Number(p)))).join(', ');
    const explainGeneric = (sql: string, params: unknown[]) =>
      db.transaction(async (tx) => {
        await tx.query('set local plan_cache_mode = force_generic_plan');
        await tx.query(`prepare bench_bitmap (int[], int[], int, int, int) as ${sql}`);
        try {
          const plan = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, timing on) execute bench_bitmap (${literals(params)})`);
          return plan.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await tx.query('deallocate bench_bitmap');
        }
      });
    // the very statements the service runs for page 50
    const queries = listingQueries(
      { category1Id: pick.category1_id, brandIds: [pick.brand_id], warehouseCodes: ['GB-LON-01', 'GB-MAN-01'], price: { min: 500, max: 999999999 } },
      [{ field: 'profitable', fieldValue: 'desc' }],
      { pageNum: 50, pageSize: 24 },
    );
    const listingPlan = await explain(queries.cards.sql, queries.cards.params);
    const countPlan = await explain(queries.count.sql, queries.count.params);
    const suggestPlan = await explain(`select term from search_term where lower(term) like $1 order by weight desc, term limit 10`, ['no%']);
    // the search statements, for one query of each shape, page 50 (the deepest the run asks for): the
    // run's searches (own order, no other filter) read the word bitmaps, then the cards of the page's ids
    const examples = ['kettle', 'premium kettle', 'premium ke', 'bluetoth speeker', '电热水壶', '北风电热水壶'];
    const searchPlans: string[] = [];
    const describe = (text: string, groups: WordGroup[]) =>
      `"${text}" (${groups.map((g) => `${g.typed} → ${g.ids.length} word${g.ids.length > 1 ? 's' : ''}, ${g.products.toLocaleString('en-GB')} products`).join('; ')})`;
    for (const text of examples) {
      const groups = await resolveQuery(db, text);
      if (!groups) continue;
      const bitmap = bitmapPageQuery(groups, { pageNum: 50, pageSize: 24 });
      const page = await bitmapPage(db, groups, { pageNum: 50, pageSize: 24 });
      searchPlans.push(
        `Search ${describe(text, groups)}, page 50: total and page from the word bitmaps (generic plan):`,
        '```',
        await explainGeneric(bitmap.sql, bitmap.params),
        '```',
      );
      if (text === 'premium kettle') {
        searchPlans.push('Then the cards of its 24 ids (every search in its own order):', '```', await explain(searchCardsSql, [page.ids, buyer!.id]), '```');
        // a sorted search reads the postings instead: the page and the capped total
        const q = searchListingQueries(groups, { name: text }, [{ field: 'price', fieldValue: 'asc' }], { pageNum: 50, pageSize: 24 });
        searchPlans.push(
          `The same search sorted by price (the postings), page 50:`,
          '```',
          await explain(q.cards.sql, q.cards.params),
          '```',
          'Its total (up to the cap):',
          '```',
          await explain(q.count.sql, q.count.params),
          '```',
        );
      }
    }
    const lines = [
      ...header,
      '',
      ...searchPlans,
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
  }
} finally {
  server.kill('SIGTERM');
  hello.kill('SIGTERM');
  await db.query('delete from user_session where user_agent = $1', ['benchmark']);
  await db.close();
}
