/**
 * Lots and manifests, bulk import and export through HTTP on both engines (issue 33 items 4–5): a lot is
 * listed under its lowest row grade, its manifest shown on the product page and downloaded as CSV; an
 * import file is read by its bytes, previewed with every row's errors in both languages without writing,
 * imported whole or not at all, once per key, and is searchable at once; a manifest file replaces a lot's
 * manifest; the catalogue exports in the import's layout; buyers, other owners and bad files are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';
import { zipSync } from 'fflate';
import * as ApiPath from '@clearlot/contract/api/paths';
import {
  ErrorCatalogue,
  type ImportPreview,
  type ImportRequest,
  type ImportResult,
  type ListingDetail,
  ListingStatus,
  MANIFEST_IMPORT_COLUMNS,
  PRODUCT_IMPORT_COLUMNS,
  type ProductDetail,
  type ProductPage,
  ValidationMessages,
} from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_OWNER } from '../../../testing/harness';
import { makeBuyer } from '../../order/orders/testing';
import { catalogueRefs, listingBody, makeOwner, sendImport, uploadListingPicture } from './testing';

const P = ApiPath.product;
const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

const csv = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  Buffer.from(rows.map((row) => row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',')).join('\r\n'));

const MANIFEST = [
  { description: 'Cordless drill, boxed', quantity: 12, retailValue: 4_999, condition: 1 as const },
  { description: 'Jigsaw, customer return', quantity: 5, retailValue: 3_500, condition: 4 as const },
  { description: 'Sander, scuffed case', quantity: 3, retailValue: 2_999, condition: 2 as const },
];

describe.each(engines)('lots, manifests and bulk import on %s', (engine) => {
  let t: TestApp;
  let owner: string;
  let refs: Awaited<ReturnType<typeof catalogueRefs>>;
  let picture: string;
  let buyer: Awaited<ReturnType<typeof makeBuyer>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    refs = await catalogueRefs(t);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 90, b: 20 } } })
      .png()
      .toBuffer();
    picture = (await uploadListingPicture(t, owner, 'pallet.png', png)).body.data.path;
    buyer = await makeBuyer(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const preview = (file: Buffer, request: ImportRequest, token: string | null = owner) => sendImport<ImportPreview>(t, P.importPreview, file, request, token);
  const commit = (file: Buffer, request: ImportRequest, token: string | null = owner) => sendImport<ImportResult>(t, P.importCommit, file, request, token);
  const productCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from product'))[0]!.n;
  const search = async (keyword: string) => (await t.get<ProductPage>(`${P.keywordSearch}?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=20`)).body.data.list;

  const lotBody = (name = 'Mixed power tools pallet') => ({
    ...listingBody(refs, picture, name),
    skus: [listingBody(refs, picture).skus[0]!],
    condition: 4 as const,
    manifest: MANIFEST,
  });
  const createLot = async () => {
    const res = await t.post<ListingDetail>(P.createListing, lotBody(), owner);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  /** A product file's header and a row per name, every field filled in as a goods owner would. */
  const productFile = (names: readonly string[], extra: Partial<Record<string, string | number>> = {}) => [
    PRODUCT_IMPORT_COLUMNS.map((column) => column.en),
    ...names.map((name) => {
      const row: Record<string, string | number> = {
        nameEn: name,
        nameZh: `${name}（中文）`,
        category: refs.categoryId,
        brand: refs.brandId,
        condition: 'Like new',
        price: '12.99',
        referencePrice: '£24.00',
        weightGrams: 800,
        lengthMm: 300,
        widthMm: 200,
        heightMm: 100,
        warehouse: refs.warehouseCode,
        stock: 40,
        minQuantity: '',
        casePack: '',
        pictures: picture,
        ...extra,
      };
      return PRODUCT_IMPORT_COLUMNS.map((column) => row[column.field] ?? '');
    }),
  ];

  it('keeps a lot under its lowest row grade, refuses bad manifest rows, and shows the manifest on the product page and as CSV', async () => {
    const wrongGrade = await t.post(P.createListing, { ...lotBody(), condition: 2 }, owner);
    expect(wrongGrade.body.code).toBe(code('validationFailed'));
    expect(JSON.stringify(wrongGrade.body.data)).toContain(ValidationMessages.lotGradeNotLowest.en);
    const noQuantity = await t.post(P.createListing, { ...lotBody(), manifest: [{ ...MANIFEST[0], quantity: undefined }] }, owner);
    expect([noQuantity.body.code, (noQuantity.body.data as { field: string }).field]).toEqual([code('validationFailed'), 'manifest.0.quantity']);
    const negative = await t.post(P.createListing, { ...lotBody(), manifest: [{ ...MANIFEST[0], retailValue: -1, condition: 4 }] }, owner);
    expect([negative.body.code, (negative.body.data as { field: string }).field]).toEqual([code('validationFailed'), 'manifest.0.retailValue']);

    const lot = await createLot();
    expect(lot.manifest).toEqual(MANIFEST);
    expect(lot.condition).toBe(4);
    // a draft lot's manifest is not for buyers
    const early = await t.app.inject({ method: 'GET', url: `${P.lotManifestCsv}?productId=${lot.id}` });
    expect(early.json<{ code: number }>().code).toBe(code('lotNotFound'));
    expect((await t.post(P.publishListing, { id: lot.id }, owner)).body.code).toBe(200);
    const page = (await t.post<ProductDetail>(P.detail, { id: lot.id }, buyer.token)).body.data;
    expect(page.manifest).toEqual(MANIFEST);

    const download = await t.app.inject({ method: 'GET', url: `${P.lotManifestCsv}?productId=${lot.id}` });
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="clearlot-lot-${lot.id}-manifest.csv"`);
    const lines = download.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(MANIFEST_IMPORT_COLUMNS.map((column) => column.en).join(','));
    expect(lines.slice(1)).toEqual(['"Cordless drill, boxed",12,49.99,New', '"Jigsaw, customer return",5,35.00,Used – good', '"Sander, scuffed case",3,29.99,Like new']);
    const chinese = await t.app.inject({ method: 'GET', url: `${P.lotManifestCsv}?productId=${lot.id}&lang=zh` });
    expect(chinese.body).toContain('物品,数量');
    expect(chinese.body).toContain('二手 – 良好');
    // an ordinary product has no manifest
    expect((await t.app.inject({ method: 'GET', url: `${P.lotManifestCsv}?productId=999999` })).json<{ code: number }>().code).toBe(code('lotNotFound'));
    expect((await t.app.inject({ method: 'GET', url: `${P.lotManifestCsv}?productId=abc` })).json<{ code: number }>().code).toBe(code('validationFailed'));

    // an edit keeps the manifest only as sent; another owner's lot is not found
    const other = await makeOwner(t);
    const byOther = await t.post(P.updateListing, { ...lotBody(), id: lot.id, version: lot.version, clientKey: undefined }, other.token);
    expect([byOther.status, byOther.body.code]).toEqual([404, code('listingNotFound')]);
  });

  it('previews a product file with every row’s errors in both languages, writing nothing', async () => {
    const before = await productCount();
    const file = productFile(['Preview kettle A', 'Preview kettle B', 'Preview kettle C', 'Preview kettle D']);
    file[2]![PRODUCT_IMPORT_COLUMNS.findIndex((c) => c.field === 'price')] = '-3.00';
    file[3]![PRODUCT_IMPORT_COLUMNS.findIndex((c) => c.field === 'condition')] = 'Battered';
    file[4]![PRODUCT_IMPORT_COLUMNS.findIndex((c) => c.field === 'nameZh')] = '';
    const res = await preview(csv(file), { target: 'products' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect([data.fileType, data.rowCount, data.validCount, data.errorCount]).toEqual(['csv', 4, 1, 3]);
    expect(data.mapping.nameEn).toBe(1);
    expect(data.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'price'],
      [4, 'condition'],
      [5, 'nameZh'],
    ]);
    expect(data.errors[1]).toMatchObject({ messageEn: ValidationMessages.gradeUnknown.en, message: ValidationMessages.gradeUnknown.zh });
    expect(data.sample[0]![1]).toBe('Preview kettle A');
    // committing the same file is refused with the same errors, and writes nothing
    const refused = await commit(csv(file), { target: 'products', clientKey: randomUUID() });
    expect(refused.body.code).toBe(code('importHasErrors'));
    expect((refused.body.data as unknown as { errorCount: number }).errorCount).toBe(3);
    expect(await productCount()).toBe(before);
  });

  it('reads each row’s VAT rate by name or percentage, blank as standard, refuses an unknown one, and exports it', async () => {
    const file = productFile(['Vat kettle reduced', 'Vat kettle zero', 'Vat kettle blank', 'Vat kettle luxury']);
    const at = PRODUCT_IMPORT_COLUMNS.findIndex((c) => c.field === 'vatRate');
    file[1]![at] = 'Reduced';
    file[2]![at] = '0%';
    file[3]![at] = '';
    file[4]![at] = '17.5%';
    const checked = await preview(csv(file), { target: 'products' });
    expect(checked.body.data.errors.map((e) => [e.line, e.field, e.messageEn])).toEqual([[5, 'vatRate', ValidationMessages.vatRateUnknown.en]]);
    const done = await commit(csv(file.slice(0, 4)), { target: 'products', clientKey: randomUUID() });
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    const rates = await t.db.query<{ rate: string }>('select vat_rate as rate from product where id = any($1::int[]) order by id', [done.body.data.listingIds]);
    expect(rates.map((row) => row.rate)).toEqual(['reduced', 'zero', 'standard']);
    const exported = await t.app.inject({ method: 'POST', url: P.catalogueExport, headers: { authorization: `Bearer ${owner}` }, payload: { format: 'csv' } });
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')[at]).toBe('VAT rate');
    expect(lines.find((line) => line.includes(',Vat kettle reduced,'))!.split(',')[at]).toBe('reduced');
  });

  it('reads Chinese headers and a chosen mapping, and asks for a column for every required field', async () => {
    const file = productFile(['Mapped lamp']);
    file[0] = PRODUCT_IMPORT_COLUMNS.map((column) => column.zh);
    const chinese = await preview(csv(file), { target: 'products' });
    expect([chinese.body.data.validCount, chinese.body.data.errorCount]).toEqual([1, 0]);
    // a mapping sent is the whole mapping: here the suggested one with the price left out, then taken from the name's column
    const suggested = chinese.body.data.mapping;
    const unmapped = await preview(csv(file), { target: 'products', mapping: { ...suggested, price: null } });
    expect(unmapped.body.data.errors).toEqual([{ line: 1, field: 'price', message: ValidationMessages.required.zh, messageEn: ValidationMessages.required.en }]);
    const twice = await preview(csv(file), { target: 'products', mapping: { ...suggested, price: 0 } });
    expect(twice.body.data.errors[0]).toMatchObject({ field: 'price', messageEn: ErrorCatalogue.importMappingInvalid.en });
    const refused = await commit(csv(file), { target: 'products', mapping: { ...suggested, price: null }, clientKey: randomUUID() });
    expect(refused.body.code).toBe(code('importMappingInvalid'));
  });

  it('imports every row in one go, published and searchable at once, and a retried key imports once', async () => {
    const before = await productCount();
    const names = Array.from({ length: 30 }, (_, n) => `Zephyrine teapot ${n + 1}`);
    const file = csv(productFile(names));
    const key = randomUUID();
    // two tries at once with one key, then a third after: one import
    const [first, second] = await Promise.all([
      commit(file, { target: 'products', publish: true, clientKey: key }),
      commit(file, { target: 'products', publish: true, clientKey: key }),
    ]);
    expect([first.body.code, second.body.code], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    const third = await commit(file, { target: 'products', publish: true, clientKey: key });
    expect(third.body.data.repeated).toBe(true);
    expect([first.body.data.repeated, second.body.data.repeated].sort()).toEqual([false, true]);
    expect(third.body.data.listingIds).toEqual(first.body.data.listingIds);
    expect(await productCount()).toBe(before + 30);
    expect((await search('Zephyrine')).length).toBe(20);
    const listing = (await t.post<ListingDetail>(P.listing, { id: first.body.data.listingIds[0]! }, owner)).body.data;
    expect(listing).toMatchObject({ status: ListingStatus.OnSale, nameEn: 'Zephyrine teapot 1', condition: 2, pictures: [picture] });
    expect(listing.skus[0]).toMatchObject({ price: 1_299, referencePrice: 2_400, quantity: 40, lengthMm: 300 });
    const movements = await t.db.query<{ kind: string; change: number }>('select kind, change from stock_movement where sku_id = $1', [listing.skus[0]!.id]);
    expect(movements).toEqual([{ kind: 'receive', change: 40 }]);
    // the same key for another kind of import is refused
    const lot = await createLot();
    const reused = await commit(
      csv([
        ['Item', 'Quantity', 'Retail value each (GBP)', 'Condition'],
        ['Box', 1, '1.00', 'New'],
      ]),
      {
        target: 'manifest',
        listingId: lot.id,
        version: lot.version,
        clientKey: key,
      },
    );
    expect(reused.body.code).toBe(code('importKeyReused'));
  });

  it('reads an Excel workbook by its bytes, whatever its name', async () => {
    const rows = productFile(['Workbook kettle']).map((row) => row.map((value) => (typeof value === 'number' ? { value, type: Number } : { value: String(value), type: String })));
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const res = await preview(xlsx, { target: 'products' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect([res.body.data.fileType, res.body.data.validCount, res.body.data.errorCount]).toEqual(['xlsx', 1, 0]);
    const done = await commit(xlsx, { target: 'products', clientKey: randomUUID() });
    expect(done.body.data.rowCount).toBe(1);
    const draft = (await t.post<ListingDetail>(P.listing, { id: done.body.data.listingIds[0]! }, owner)).body.data;
    expect(draft.status).toBe(ListingStatus.Draft);
  });

  it('refuses a bad file, changing nothing: not a spreadsheet, a zip that is no workbook, empty, 10,001 rows, too large', async () => {
    const before = await productCount();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refusals: Array<[Buffer, keyof typeof ErrorCatalogue]> = [
      [png, 'importFileUnreadable'],
      [Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(10) })), 'importFileUnreadable'],
      [Buffer.from(PRODUCT_IMPORT_COLUMNS.map((c) => c.en).join(',')), 'importFileEmpty'],
      [csv(productFile(Array.from({ length: 10_001 }, (_, n) => `Row ${n}`))), 'importTooManyRows'],
      [Buffer.alloc(10 * 1024 * 1024 + 10, 'a'), 'importFileTooLarge'],
      [Buffer.from('"unclosed,quote\r\nrow'), 'importFileUnreadable'],
    ];
    for (const [file, error] of refusals) {
      const res = await commit(file, { target: 'products', clientKey: randomUUID() });
      expect([res.body.code, res.body.messageEn], error).toEqual([code(error), ErrorCatalogue[error].en]);
      expect(res.body.message).toBe(ErrorCatalogue[error].zh);
    }
    expect(await productCount()).toBe(before);
  }, 60_000);

  it('replaces a lot’s manifest from a file at the editor’s version, listing it under the lowest grade', async () => {
    const lot = await createLot();
    const file = csv([
      ['数量', '物品', '成色', '单件零售价值（英镑）'],
      [20, 'Hedge trimmer', '全新', '59.00'],
      [4, 'Leaf blower, dented', 'Used – fair', '45.50'],
    ]);
    const request = { target: 'manifest' as const, listingId: lot.id, version: lot.version };
    const seen = await preview(file, request);
    expect([seen.body.data.validCount, seen.body.data.mapping]).toEqual([2, { description: 1, quantity: 0, retailValue: 3, condition: 2 }]);
    const bad = csv([
      ['Item', 'Quantity', 'Retail value each (GBP)', 'Condition'],
      ['No quantity', '', '1.00', 'New'],
      ['Negative', 2, '-1.00', 'New'],
    ]);
    const badPreview = await preview(bad, request);
    expect(badPreview.body.data.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'quantity'],
      [3, 'retailValue'],
    ]);
    // a buyer and another owner are refused, a stale version too
    expect((await commit(file, { ...request, clientKey: randomUUID() }, buyer.token)).body.code).toBe(code('insufficientPermissions'));
    const other = await makeOwner(t);
    expect((await commit(file, { ...request, clientKey: randomUUID() }, other.token)).body.code).toBe(code('listingNotFound'));
    expect((await commit(file, { ...request, version: lot.version + 5, clientKey: randomUUID() })).body.code).toBe(code('listingChanged'));
    const done = await commit(file, { ...request, clientKey: randomUUID() });
    expect(done.body.data).toEqual({ target: 'manifest', rowCount: 2, listingIds: [lot.id], repeated: false });
    const after = (await t.post<ListingDetail>(P.listing, { id: lot.id }, owner)).body.data;
    expect(after.manifest).toEqual([
      { description: 'Hedge trimmer', quantity: 20, retailValue: 5_900, condition: 1 },
      { description: 'Leaf blower, dented', quantity: 4, retailValue: 4_550, condition: 5 },
    ]);
    expect([after.condition, after.version]).toEqual([5, lot.version + 1]);
  });

  it('exports the catalogue in the import’s layout, as CSV and XLSX, and the CSV imports again cleanly', async () => {
    const shop = await makeOwner(t);
    const shopPicture = (
      await uploadListingPicture(
        t,
        shop.token,
        'a.png',
        await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0a0' } })
          .png()
          .toBuffer(),
      )
    ).body.data.path;
    const made = await t.post<ListingDetail>(P.createListing, { ...listingBody(refs, shopPicture, '=Formula kettle'), descriptionEn: '-minus first' }, shop.token);
    expect(made.body.code).toBe(200);
    const exported = await t.app.inject({ method: 'POST', url: P.catalogueExport, headers: { authorization: `Bearer ${shop.token}` }, payload: { format: 'csv' } });
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="clearlot-catalogue-${shop.ownerId}.csv"`);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${made.body.data.id},'=Formula kettle,羽笔咖啡研磨机,Colour: Black,颜色: 黑色,`));
    const again = await preview(Buffer.from(exported.body), { target: 'products' }, shop.token);
    expect([again.body.data.validCount, again.body.data.errorCount], JSON.stringify(again.body.data.errors)).toEqual([2, 0]);
    const imported = await commit(Buffer.from(exported.body), { target: 'products', clientKey: randomUUID() }, shop.token);
    const copy = (await t.post<ListingDetail>(P.listing, { id: imported.body.data.listingIds[0]! }, shop.token)).body.data;
    expect([copy.nameEn, copy.descriptionEn, copy.pictures, copy.skus.length]).toEqual(['=Formula kettle', '-minus first', [shopPicture], 2]);
    const xlsx = await t.app.inject({ method: 'POST', url: P.catalogueExport, headers: { authorization: `Bearer ${shop.token}` }, payload: { format: 'xlsx' } });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const fromXlsx = await preview(xlsx.rawPayload, { target: 'products' }, shop.token);
    expect([fromXlsx.body.data.fileType, fromXlsx.body.data.validCount]).toEqual(['xlsx', 4]);
    // a buyer may neither export nor import; signed out is refused too
    expect((await t.app.inject({ method: 'POST', url: P.catalogueExport, headers: { authorization: `Bearer ${buyer.token}` }, payload: {} })).json<{ code: number }>().code).toBe(
      code('insufficientPermissions'),
    );
    expect((await preview(Buffer.from('a'), { target: 'products' }, buyer.token)).body.code).toBe(code('insufficientPermissions'));
    expect((await preview(Buffer.from('a'), { target: 'products' }, null)).body.code).toBe(code('notSignedIn'));
    // a picture of another shop is not one this owner may use
    const stolen = await preview(csv(productFile(['Stolen picture kettle'])), { target: 'products' }, shop.token);
    expect(stolen.body.data.errors[0]).toMatchObject({ field: 'pictures', messageEn: ValidationMessages.pictureUnknown.en });
  });
});
