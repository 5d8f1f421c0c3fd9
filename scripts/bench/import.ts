/**
 * Bulk import benchmark (issue 33 item 5: "10,000 rows imported and searchable in ≤ 10 s on this
 * machine"). Builds the app on the test harness's seeded database (PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set), signs in the demo goods owner, uploads one picture and sends a CSV of
 * 10,000 product rows through HTTP (app.inject): the preview (read + every row checked), then the commit
 * published on import, then a buyer's search for a word of the file, timed from the commit's start to the
 * search finding the imported listings. Fails (exit 1) past the time limit.
 *   [TEST_DATABASE_URL=postgres://…] npx tsx scripts/bench/import.ts [--rows 10000] [--limit-seconds 10] [--engine pglite|postgres]
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import { type ImportPreview, type ImportResult, PRODUCT_IMPORT_COLUMNS, type ProductPage } from '@clearlot/contract';
import { DEMO_OWNER, type Engine, createTestApp, engines, signIn } from '../../apps/server/src/testing/harness';
import { catalogueRefs, uploadListingPicture } from '../../apps/server/src/services/product/listings/testing';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, 'limit-seconds': { type: 'string', default: '10' }, engine: { type: 'string' } } });
const ROWS = Number(values.rows);
const LIMIT_MS = Number(values['limit-seconds']) * 1000;
const BOUNDARY = '----ClearLotImportBench';
const WORD = `Quorvane${Date.now().toString(36)}`;

async function run(engine: Engine): Promise<boolean> {
  const t = await createTestApp(engine);
  try {
    const token = await signIn(t, DEMO_OWNER);
    const refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#456' } })
      .png()
      .toBuffer();
    const picture = (await uploadListingPicture(t, token, 'bench.png', png)).body.data.path;
    const lines = [PRODUCT_IMPORT_COLUMNS.map((column) => column.en).join(',')];
    for (let n = 1; n <= ROWS; n += 1) {
      const row: Record<string, string | number> = {
        nameEn: `${WORD} surplus kettle ${n}`,
        nameZh: `剩余水壶 ${n} 号`,
        sellingPointEn: 'Boxed end of line',
        category: refs.categoryId,
        brand: refs.brandId,
        condition: n % 3 === 0 ? 'Used – good' : 'New',
        price: `${10 + (n % 50)}.99`,
        referencePrice: '79.00',
        weightGrams: 900,
        lengthMm: 250,
        widthMm: 200,
        heightMm: 220,
        warehouse: refs.warehouseCode,
        stock: 10 + (n % 90),
        pictures: picture,
      };
      lines.push(PRODUCT_IMPORT_COLUMNS.map((column) => row[column.field] ?? '').join(','));
    }
    const file = Buffer.from(lines.join('\r\n'));
    const send = async <T>(path: string, request: object) => {
      const payload = Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`),
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
      });
      const envelope = response.json<{ code: number; messageEn: string; data: T }>();
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.messageEn}`);
      return envelope.data;
    };

    const previewStart = performance.now();
    const preview = await send<ImportPreview>(ApiPath.product.importPreview, { target: 'products', publish: true });
    const previewMs = performance.now() - previewStart;
    if (preview.errorCount > 0) throw new Error(`preview found ${preview.errorCount} errors: ${JSON.stringify(preview.errors.slice(0, 3))}`);

    const commitStart = performance.now();
    const result = await send<ImportResult>(ApiPath.product.importCommit, { target: 'products', publish: true, clientKey: randomUUID() });
    const commitMs = performance.now() - commitStart;
    const search = await t.get<ProductPage>(`${ApiPath.product.keywordSearch}?keyword=${WORD}&pageNum=1&pageSize=20`);
    const searchableMs = performance.now() - commitStart;
    const found = search.body.data.total;
    const within = searchableMs <= LIMIT_MS && result.rowCount === ROWS && found === ROWS;
    console.log(
      [
        `engine ${engine}: ${ROWS.toLocaleString('en-GB')} rows, file ${(file.length / 1024 / 1024).toFixed(2)} MB`,
        `  preview (read, map, check every row): ${(previewMs / 1000).toFixed(2)} s`,
        `  commit (one transaction, published): ${(commitMs / 1000).toFixed(2)} s, ${result.rowCount} listings`,
        `  imported and searchable (commit start to a search finding them): ${(searchableMs / 1000).toFixed(2)} s; the search found ${found}`,
        `  ${within ? 'within' : 'OVER'} the limit of ${LIMIT_MS / 1000} s`,
      ].join('\n'),
    );
    return within;
  } finally {
    await t.close();
  }
}

console.log(`bulk import benchmark: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg()[0]!.toFixed(2)}, ${new Date().toISOString()}`);
let ok = true;
for (const engine of engines.filter((name) => !values.engine || name === values.engine)) ok = (await run(engine)) && ok;
process.exit(ok ? 0 : 1);
