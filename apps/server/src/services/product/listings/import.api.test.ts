/**
 * The product import's options and selling by quantity, through HTTP on both engines (issue 33 items 1, 3
 * and 5): rows sharing a product key are one listing with an option each, with its minimum order, case
 * pack and tier prices; every row's problems are reported at its line in both languages and a bad file
 * writes nothing; the export writes the same layout, so an exported catalogue imports again unchanged;
 * parallel commits with one client key import once. The bulk write's figures agree with the editor's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import {
  ErrorCatalogue,
  type ImportPreview,
  type ImportResult,
  type ListingDetail,
  ListingStatus,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_TEMPLATE_ROWS,
  type ProductImportField,
  type ProductPage,
  ValidationMessages,
} from '@clearlot/contract';
import type { ImportRequest } from '@clearlot/contract/schemas/import';
import { type TestApp, createTestApp, engines, signIn, DEMO_OWNER } from '../../../testing/harness';
import { refreshProductFigures } from './store';
import { catalogueRefs, csvOf, listingBody, makeOwner, sendImport, uploadListingPicture } from './testing';

const P = ApiPath.product;
const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

type Row = Partial<Record<ProductImportField, string | number>>;

describe.each(engines)('product import with options and selling by quantity on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;

  const png = (background: string) =>
    sharp({ create: { width: 60, height: 60, channels: 3, background } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    refs = await catalogueRefs(t);
    picture = (await uploadListingPicture(t, owner, 'kettle.png', await png('#345'))).body.data.path;
  }, 120_000);
  afterAll(async () => t?.close());

  const preview = (file: Buffer, request: ImportRequest, token = owner) => sendImport<ImportPreview>(t, P.importPreview, file, request, token);
  const commit = (file: Buffer, request: ImportRequest, token = owner) => sendImport<ImportResult>(t, P.importCommit, file, request, token);
  const search = async (keyword: string) => (await t.get<ProductPage>(`${P.keywordSearch}?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=20`)).body.data;

  /** A product file: the header and these rows, over a row every required cell of which is filled in. */
  const file = (rows: readonly Row[]) =>
    csvOf([
      PRODUCT_IMPORT_COLUMNS.map((column) => column.en),
      ...rows.map((row) => {
        const full: Row = {
          category: refs.categoryId,
          brand: refs.brandId,
          condition: 'New',
          price: '12.99',
          weightGrams: 900,
          lengthMm: 250,
          widthMm: 200,
          heightMm: 220,
          warehouse: refs.warehouseCode,
          stock: 30,
          pictures: picture,
          ...row,
        };
        return PRODUCT_IMPORT_COLUMNS.map((column) => full[column.field] ?? '');
      }),
    ]);

  /** Every table a product import writes: their row counts. */
  const tableCounts = async () => {
    const tables = [
      'product',
      'product_sku',
      'product_price_tier',
      'sku_stock',
      'stock_movement',
      'search_document',
      'search_posting',
      'search_word',
      'search_bitmap',
      'listing_import',
    ] as const;
    const [row] = await t.db.query<Record<(typeof tables)[number], number>>(`select ${tables.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')}`);
    return row!;
  };

  it('imports rows sharing a product key as one listing with an option each, its minimum order, case pack and tiers, searchable at once', async () => {
    const word = `Brindlewick${Date.now().toString(36)}`;
    const done = await commit(
      file([
        {
          productKey: 'K-1',
          nameEn: `${word} kettle`,
          nameZh: '布林德电水壶',
          optionsEn: 'Colour: Black; Size: 1.7 L',
          optionsZh: '颜色：黑色；容量：1.7 升',
          price: '12.99',
          referencePrice: '24.99',
          minQuantity: 12,
          casePack: 6,
          tierPrices: '48: 11.99; 120: 10.50',
          stock: 120,
        },
        // the listing's own cells blank on its other rows (or the same as on its first)
        {
          productKey: 'K-1',
          nameEn: '',
          nameZh: '布林德电水壶',
          category: '',
          brand: '',
          condition: '',
          pictures: '',
          optionsEn: 'Colour: White; Size: 1.7 L',
          optionsZh: '颜色：白色；容量：1.7 升',
          price: '11.49',
          stock: 0,
        },
        { nameEn: `${word} teapot`, nameZh: '布林德茶壶', price: '8.50', warehouse: refs.otherWarehouse, stock: 7 },
      ]),
      { target: 'products', publish: true, clientKey: randomUUID() },
    );
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    expect([done.body.data.rowCount, done.body.data.listingIds.length]).toEqual([3, 2]);
    const [kettleId, teapotId] = done.body.data.listingIds;
    const kettle = (await t.post<ListingDetail>(P.listing, { id: kettleId }, owner)).body.data;
    expect(kettle).toMatchObject({ status: ListingStatus.OnSale, nameEn: `${word} kettle`, pictures: [picture] });
    expect(
      kettle.skus.map((sku) => ({
        options: sku.options,
        price: sku.price,
        minQuantity: sku.minQuantity,
        casePack: sku.casePack,
        priceTiers: sku.priceTiers,
        quantity: sku.quantity,
      })),
    ).toEqual([
      {
        options: [
          { name: '颜色', nameEn: 'Colour', value: '黑色', valueEn: 'Black' },
          { name: '容量', nameEn: 'Size', value: '1.7 升', valueEn: '1.7 L' },
        ],
        price: 1_299,
        minQuantity: 12,
        casePack: 6,
        priceTiers: [
          { minQuantity: 48, price: 1_199 },
          { minQuantity: 120, price: 1_050 },
        ],
        quantity: 120,
      },
      {
        options: [
          { name: '颜色', nameEn: 'Colour', value: '白色', valueEn: 'White' },
          { name: '容量', nameEn: 'Size', value: '1.7 升', valueEn: '1.7 L' },
        ],
        price: 1_149,
        minQuantity: 1,
        casePack: 1,
        priceTiers: [],
        quantity: 0,
      },
    ]);
    // the card and stock figures written with the products are what the editor's refresh derives from the options and shelves
    const figures = () =>
      t.db.query(
        `select id, price, reference_price, platform_price, profitable, has_options, specs, weight_grams, total_stock, warehouse_codes, main_warehouse_code, warehouse_mask
           from product where id = any($1::int[]) order by id`,
        [[kettleId, teapotId]],
      );
    const written = await figures();
    await t.db.transaction((tx) => refreshProductFigures(tx, [kettleId!, teapotId!]));
    expect(await figures()).toEqual(written);
    expect(written[0]).toMatchObject({ price: 1_149, has_options: true, total_stock: 120, main_warehouse_code: refs.warehouseCode });
    const shelves = await t.db.query<{ kind: string; change: number }>(
      'select m.kind, m.change from stock_movement m join product_sku k on k.id = m.sku_id where k.product_id = any($1::int[]) order by m.id',
      [[kettleId, teapotId]],
    );
    expect(shelves).toEqual([
      { kind: 'receive', change: 120 },
      { kind: 'receive', change: 7 },
    ]);
    // a buyer finds both at once, by either language
    expect((await search(word)).total).toBe(2);
    expect((await search(`${word} teapot`)).list.map((card) => card.id)).toEqual([teapotId]);
  });

  it('reports every option row’s problems at its own line in both languages, and a bad file changes nothing', async () => {
    const before = await tableCounts();
    const bad = file([
      { productKey: 'A', nameEn: 'Grouped lamp', nameZh: '分组台灯', optionsEn: 'Colour: Red', optionsZh: '颜色：红色', minQuantity: 4, casePack: 4, tierPrices: '8: 12.50' },
      // unreadable options, a listing cell that differs from the first row's, tiers that are not pairs
      { productKey: 'A', nameEn: 'Another name', optionsEn: 'Red', optionsZh: '颜色：红色', tierPrices: 'ten at 9' },
      // English and Chinese options that do not pair up; a tier dearer than the option's own price, not whole cases
      { productKey: 'A', optionsEn: 'Colour: Blue; Size: L', optionsZh: '颜色：蓝色', casePack: 5, minQuantity: 5, tierPrices: '12: 14.00' },
      // the same option twice in one listing
      { productKey: 'A', optionsEn: 'Colour: Red', optionsZh: '颜色：红色' },
      // a row of its own with a tier under its minimum order
      { nameEn: 'Single lamp', nameZh: '单个台灯', minQuantity: 10, tierPrices: '5: 10.00' },
      // a product of several rows where one has no options
      { productKey: 'B', nameEn: 'Plain lamp', nameZh: '素色台灯', optionsEn: 'Colour: Green', optionsZh: '颜色：绿色' },
      { productKey: 'B' },
    ]);
    const seen = await preview(bad, { target: 'products', publish: true });
    expect(seen.body.code, JSON.stringify(seen.body)).toBe(200);
    const errors = seen.body.data.errors.map((error) => [error.line, error.field, error.messageEn]);
    expect(errors).toEqual([
      [3, 'nameEn', ValidationMessages.importProductRowDiffers.en],
      [3, 'optionsEn', ValidationMessages.importOptionsUnreadable.en],
      [3, 'tierPrices', ValidationMessages.importTiersUnreadable.en],
      [4, 'optionsZh', ValidationMessages.importOptionsLanguagesDiffer.en],
      [4, 'tierPrices', ValidationMessages.tierNotWholeCases.en],
      [5, 'optionsEn', expect.any(String)],
      [6, 'tierPrices', ValidationMessages.tierQuantityOrder.en],
      [8, 'optionsEn', expect.any(String)],
    ]);
    expect(seen.body.data.errors.find((error) => error.field === 'tierPrices' && error.line === 3)).toMatchObject({
      message: ValidationMessages.importTiersUnreadable.zh,
    });
    expect([seen.body.data.rowCount, seen.body.data.validCount]).toEqual([7, 0]);
    const refused = await commit(bad, { target: 'products', publish: true, clientKey: randomUUID() });
    expect(refused.body.code).toBe(code('importHasErrors'));
    expect(await tableCounts()).toEqual(before);
  });

  it('exports options, minimum orders, case packs and tiers in the import’s layout, and the exported file imports again unchanged', async () => {
    const shop = await makeOwner(t);
    const shopPicture = (await uploadListingPicture(t, shop.token, 'b.png', await png('#0a0'))).body.data.path;
    const body = listingBody(refs, shopPicture, 'Roundtrip grinder; model 2');
    body.skus = body.skus.map((sku, n) => ({ ...sku, image: null, minQuantity: 6 * (n + 1), casePack: 6, priceTiers: [{ minQuantity: 60, price: 5_500 - n }] }));
    expect((await t.post(P.createListing, body, shop.token)).body.code).toBe(200);
    expect((await t.post(P.createListing, { ...listingBody(refs, shopPicture, 'Roundtrip single'), skus: [{ ...body.skus[0]!, options: [] }] }, shop.token)).body.code).toBe(200);
    const exportCsv = async () => {
      const response = await t.app.inject({ method: 'POST', url: P.catalogueExport, headers: { authorization: `Bearer ${shop.token}` }, payload: { format: 'csv' } });
      return response.body;
    };
    const first = await exportCsv();
    const lines = first
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(PRODUCT_IMPORT_COLUMNS.map((column) => column.en).join(','));
    expect(lines).toHaveLength(4);
    const at = (field: ProductImportField) => PRODUCT_IMPORT_COLUMNS.findIndex((column) => column.field === field);
    const cells = lines[1]!.split(',');
    expect(cells[at('optionsEn')]).toBe('Colour: Black');
    expect(cells[at('tierPrices')]).toBe('60: 55.00');

    const imported = await commit(Buffer.from(first), { target: 'products', clientKey: randomUUID() }, shop.token);
    expect(imported.body.code, JSON.stringify(imported.body)).toBe(200);
    expect([imported.body.data.rowCount, imported.body.data.listingIds.length]).toEqual([3, 2]);
    // the catalogue now holds each listing twice: the copies' rows are the originals' but for their product keys
    const again = (await exportCsv())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(again).toHaveLength(7);
    const withoutKey = (line: string) => line.slice(line.indexOf(','));
    expect(again.slice(4).map(withoutKey)).toEqual(lines.slice(1).map(withoutKey));
    expect(new Set(again.slice(4).map((line) => line.split(',')[0]))).toEqual(new Set(imported.body.data.listingIds.map(String)));
  });

  it('turns ten parallel commits with one client key into one import', async () => {
    const before = await tableCounts();
    const key = randomUUID();
    const body = file([
      { productKey: 'P', nameEn: 'Parallel mug', nameZh: '并行马克杯', optionsEn: 'Colour: Red', optionsZh: '颜色：红色' },
      { productKey: 'P', optionsEn: 'Colour: Blue', optionsZh: '颜色：蓝色' },
      { nameEn: 'Parallel plate', nameZh: '并行餐盘' },
    ]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => commit(body, { target: 'products', publish: true, clientKey: key })));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => !answer.body.data.repeated)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.listingIds.join()))).toEqual(new Set([answers[0]!.body.data.listingIds.join()]));
    const after = await tableCounts();
    expect([after.product - before.product, after.product_sku - before.product_sku, after.listing_import - before.listing_import]).toEqual([2, 3, 1]);
  });

  it('offers a template whose example rows import once category and brand are filled in', async () => {
    const rows = PRODUCT_IMPORT_TEMPLATE_ROWS.map((row) => ({
      ...row,
      category: row.nameEn ? refs.categoryId : '',
      brand: row.nameEn ? refs.brandId : '',
      warehouse: '',
      stock: '',
      pictures: '',
    }));
    const seen = await preview(file(rows), { target: 'products' });
    expect([seen.body.data.errorCount, seen.body.data.validCount], JSON.stringify(seen.body.data.errors)).toEqual([0, 3]);
  });
});
