/**
 * Make a catalogue of any size for scale tests:
 *   DATABASE_URL=postgres://… npx tsx scripts/generate-catalogue.ts --products 1000000
 * Without DATABASE_URL it fills the embedded PGlite database under ./.data.
 * Large loads drop the listing and search indexes first and build them again after.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDb } from '../apps/server/src/platform/db';
import { migrate } from '../apps/server/src/platform/migrate';
import { seedDemoAccounts } from '../apps/server/src/db/seed';
import { demoBanners, ensureBaseData, ensureDealsAndTopics, generateProducts, refreshSearchTerms } from '../apps/server/src/db/catalogue/generate';
import { seedBanners } from '../apps/server/src/services/basedata/window/seed';
import { writeCatalogueMedia } from '../apps/server/src/db/catalogue/media';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, seed: { type: 'string', default: '42' } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1) throw new Error('--products must be a positive whole number');

const config = loadConfig();
const db = await openDb(config);
await migrate(db);
await seedDemoAccounts(db);
writeCatalogueMedia(config.mediaDir);
const [owner] = await db.query<{ id: number }>(`select id from app_user where email = 'owner@clearlot.test'`);
const refs = await ensureBaseData(db, owner?.id ?? null);
await seedBanners(db, demoBanners());

const started = Date.now();
const bulk = count >= 50_000;
const indexes = bulk
  ? await db.query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where tablename = 'product' and indexname <> 'product_pkey'`)
  : [];
for (const index of indexes) await db.query(`drop index ${index.indexname}`);

await generateProducts(db, refs, count, {
  seed: Number(values.seed),
  batchSize: 5000,
  onProgress: (done) => {
    if (done % 50_000 === 0 || done === count) process.stdout.write(`  ${done.toLocaleString('en-GB')} products (${Math.round((Date.now() - started) / 1000)} s)\n`);
  },
});
for (const index of indexes) {
  const t0 = Date.now();
  await db.query(index.indexdef);
  process.stdout.write(`  rebuilt ${index.indexname} in ${Math.round((Date.now() - t0) / 1000)} s\n`);
}
await refreshSearchTerms(db, (message) => process.stdout.write(`  ${message}\n`));
await ensureDealsAndTopics(db);
// index-only scans need the visibility map: vacuum what the bulk load wrote (the search's postings
// too: the sorted search reads them index-only, and without it made 12,323 heap fetches at 1M products)
for (const table of ['product', 'product_sku', 'search_posting', 'search_document', 'search_bitmap', 'search_word']) await db.query(`vacuum analyze ${table}`);
await db.query('analyze');
const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from product');
process.stdout.write(`Catalogue now holds ${n.toLocaleString('en-GB')} products (${Math.round((Date.now() - started) / 1000)} s).\n`);
await db.close();
