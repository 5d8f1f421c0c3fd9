/**
 * The demo goods owner's catalogue (issue 33 item 7) on both engines, as the API tests' template has it: listed by
 * the seller centre's functions (the import and the listing editor's), none of it by the generator; on sale,
 * graded, in options, its shelves sums of their movements, found by a buyer's search; a second run makes
 * nothing; and the drawings the seed may use are still refused to a goods owner's own call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import * as ApiPath from '@clearlot/contract/api/paths';
import { CatalogueStatus, ErrorCatalogue, ListingStatus } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_BUYER, DEMO_OWNER } from '../../../testing/harness';
import { seedDemoShop } from './shopSeed';
import { catalogueRefs, listingBody } from './testing';

const LIST = '/srs-product-service/buyer/product/product/newPageList';

describe.each(engines)('the demo shop’s listings on %s', (engine) => {
  let t: TestApp;
  let ownerId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [row] = await t.db.query<{ id: number }>(`select g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = $1`, [DEMO_OWNER.email]);
    ownerId = row!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('are the seller centre’s: one import and the editor’s listings, none generated, all on sale, graded, bilingual and in options', async () => {
    const products = await t.db.query<{ id: number; status: number; grade: number; hasOptions: boolean; nameEn: string; nameZh: string; media: string; createKey: string | null }>(
      `select id, status, condition_grade::int as grade, has_options as "hasOptions", name_en as "nameEn", name_zh as "nameZh", media, create_key::text as "createKey"
         from product where owner_id = $1 order by id`,
      [ownerId],
    );
    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(products.length).toBeLessThanOrEqual(40);
    const [imported] = await t.db.query<{ ids: number[] }>('select listing_ids as ids from listing_import where owner_id = $1', [ownerId]);
    const edited = products.filter((product) => product.createKey !== null).map((product) => product.id);
    // every product came from the import or the editor: the generator gave the shop nothing
    expect([...imported!.ids, ...edited].sort((a, b) => a - b)).toEqual(products.map((product) => product.id));
    expect(edited.length).toBeGreaterThan(0);
    expect(products.every((product) => product.status === ListingStatus.OnSale)).toBe(true);
    expect(new Set(products.map((product) => product.grade)).size).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.hasOptions).length).toBeGreaterThanOrEqual(5);
    expect(products.every((product) => /[\u4e00-\u9fff]/.test(product.nameZh) && /^[\x20-\x7e]+$/.test(product.nameEn))).toBe(true);
    expect(products.every((product) => product.media.split(',').every((path) => /^\/media\/catalogue\/p\d+-\d\.svg$/.test(path)))).toBe(true);
    // options sold in colours show their own pictures
    const [pictured] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from product_sku k join product p on p.id = k.product_id where p.owner_id = $1 and k.image is not null',
      [ownerId],
    );
    expect(pictured!.n).toBeGreaterThan(0);
    // the generated shops still have the generator's 320
    const [generated] = await t.db.query<{ n: number }>('select count(*)::int as n from product p join goods_owner g on g.id = p.owner_id where g.user_id is null');
    expect(generated!.n).toBe(320);
  });

  it('keeps every shelf the sum of its movements, across warehouses, with receipts and a correction on the stock page', async () => {
    const shelves = await t.db.query<{ warehouseCode: string; quantity: number; ledger: number }>(
      `select s.warehouse_code as "warehouseCode", s.quantity,
              (select coalesce(sum(m.change), 0)::int from stock_movement m where m.sku_id = s.sku_id and m.warehouse_code = s.warehouse_code) as ledger
         from sku_stock s join product_sku k on k.id = s.sku_id join product p on p.id = k.product_id where p.owner_id = $1`,
      [ownerId],
    );
    expect(shelves.length).toBeGreaterThan(30);
    expect(shelves.filter((shelf) => shelf.quantity !== shelf.ledger)).toEqual([]);
    expect(new Set(shelves.map((shelf) => shelf.warehouseCode)).size).toBeGreaterThanOrEqual(2);
    const kinds = await t.db.query<{ kind: string; keyed: number }>(
      `select m.kind, count(m.client_key)::int as keyed from stock_movement m join product_sku k on k.id = m.sku_id join product p on p.id = k.product_id
        where p.owner_id = $1 group by m.kind order by m.kind`,
      [ownerId],
    );
    expect(kinds.map((row) => row.kind)).toEqual(['adjust', 'receive']);
    // the later receipts and the correction were the stock page's calls, each with its client key
    expect(kinds.every((row) => row.keyed > 0)).toBe(true);
    // a few shelves run low, for the dashboard's low-stock list
    const [low] = await t.db.query<{ n: number }>(`select count(*)::int as n from product where owner_id = $1 and status = ${CatalogueStatus.Active} and total_stock < 10`, [
      ownerId,
    ]);
    expect(low!.n).toBeGreaterThan(0);
  });

  it('is found by a buyer’s search at once, in both languages', async () => {
    const buyer = await signIn(t, DEMO_BUYER);
    const [product] = await t.db.query<{ id: number; nameEn: string; nameZh: string }>(
      'select id, name_en as "nameEn", name_zh as "nameZh" from product where owner_id = $1 and create_key is not null order by id limit 1',
      [ownerId],
    );
    for (const name of [product!.nameEn, product!.nameZh]) {
      const found = await t.post<{ list: Array<{ id: number }> }>(LIST, { pageNum: 1, pageSize: 100, queryParamList: [{ field: 'productName', fieldValue: name }] }, buyer);
      expect(found.body.data.list.map((card) => card.id)).toContain(product!.id);
    }
  });

  it('makes nothing on a second run', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select (select count(*) from product)::int + (select count(*) from stock_movement)::int as n'))[0]!.n;
    const before = await count();
    expect(await seedDemoShop(t.db)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('still refuses the demo drawings to a goods owner’s own listing: only an upload of theirs is a new picture', async () => {
    const owner = await signIn(t, DEMO_OWNER);
    const refs = await catalogueRefs(t);
    const body = listingBody(refs, '/media/catalogue/p0-0.svg');
    const res = await t.post(ApiPath.product.createListing, { ...body, clientKey: randomUUID(), skus: [{ ...body.skus[0]!, image: null }] }, owner);
    expect(res.body.code).toBe(ErrorCatalogue.listingPictureUnknown.code);
  });
});
