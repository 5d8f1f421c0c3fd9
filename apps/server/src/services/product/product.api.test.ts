import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Page, ProductCard, ProductDetail } from '@clearlot/contract';
import { DEMO_BUYER, type TestApp, createTestApp, engines, signIn } from '../../testing/harness';

const P = '/srs-product-service';
const B = '/srs-basedata-service';
const list = (body: object) => ({ pageNum: 1, pageSize: 24, ...body });

describe.each(engines)('catalogue on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let tree: Category[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t, DEMO_BUYER);
    tree = (await t.post<Category[]>(`${P}/manage/product/product/getCategoryTreeById`, { status: 1 })).body.data;
  });
  afterAll(() => t.close());

  const search = (body: object, auth: string | null = token) => t.post<Page<ProductCard>>(`${P}/buyer/product/product/newPageList`, list(body), auth);

  describe('base data', () => {
    it('has a two-level category tree in both languages, at least 8 top categories', () => {
      expect(tree.length).toBeGreaterThanOrEqual(8);
      const first = tree[0]!;
      expect(first).toMatchObject({ parentId: 0, hasChildren: true, status: 1 });
      expect(first.categoryName).toMatch(/[\u4e00-\u9fff]/);
      expect(first.categoryNameEn).toMatch(/[A-Za-z]/);
      expect(first.children!.length).toBeGreaterThan(1);
      expect(first.children![0]).toMatchObject({ parentId: first.id, hasChildren: false });
    });

    it('gives the children of one category and one category with its parent', async () => {
      const first = tree[0]!;
      const children = await t.post<Category[]>(`${P}/manage/product/product/getCategoryTreeById`, { status: 1, id: first.id });
      expect(children.body.data.map((c) => c.id)).toEqual(first.children!.map((c) => c.id));
      const info = await t.post<Category & { parent: Category }>(`${P}/manager/product/productCategory/getCategoryInfoById`, { id: first.children![0]!.id });
      expect(info.body.data.parent.id).toBe(first.id);
      expect((await t.post(`${P}/manager/product/productCategory/getCategoryInfoById`, { id: 999999 })).body.code).toBe(5002);
    });

    it('lists at least 30 brands, the brands of a category, and three UK warehouses', async () => {
      const brands = await t.post<unknown[]>(`${P}/manager/product/brand/listAll`, {});
      expect(brands.body.data.length).toBeGreaterThanOrEqual(30);
      const ofCategory = await t.post<unknown[]>(`${P}/manager/product/productCategory/brand`, { id: tree[0]!.children![0]!.id });
      expect(ofCategory.body.data.length).toBeGreaterThan(0);
      const warehouses = await t.post<Array<{ warehouseCode: string; countryCode: string }>>(`${P}/manager/product/warehouse/getWarehouseByCountryCode`, { countryCodes: ['GB'] });
      expect(warehouses.body.data.map((w) => w.warehouseCode)).toEqual(['GB-LON-01', 'GB-MAN-01', 'GB-BHM-01']);
      const none = await t.post<unknown[]>(`${P}/manager/product/warehouse/getWarehouseByCountryCode`, { countryCodes: ['FR'] });
      expect(none.body.data).toEqual([]);
      expect((await t.post(`${P}/manager/product/warehouse/getWarehouseByCountryCode`, { countryCodes: ['gbr'] })).body.code).toBe(1001);
    });

    it('serves banners, countries (only GB open), cities and regions', async () => {
      const banners = await t.post<{ zhBanners: string[]; enBanners: string[] }>(`${B}/banners/getBanners`, {});
      expect(banners.body.data.enBanners.length).toBe(3);
      expect(banners.body.data.zhBanners[0]).toMatch(/zh\.svg$/);
      const image = await t.app.inject({ method: 'GET', url: banners.body.data.enBanners[0]! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      const countries = await t.post<Array<{ countryCode: string; openSign: boolean }>>(`${B}/product/country/listAll`, {});
      expect(countries.body.data.filter((c) => c.openSign).map((c) => c.countryCode)).toEqual(['GB']);
      const cities = await t.post<Array<{ cityNameEn: string; regionId: number }>>(`${B}/base/city/byCountryAndCityName`, { countryCode: 'GB', cityName: 'man' });
      expect(cities.body.data.map((c) => c.cityNameEn)).toEqual(['Manchester']);
      const region = await t.get<{ nameEn: string; children: unknown[] }>(`${B}/region/item/${cities.body.data[0]!.regionId}`);
      expect(region.body.data.nameEn).toBe('England');
      expect((await t.get(`${B}/region/item/999999`)).body.code).toBe(5004);
      expect((await t.get(`${B}/region/item/abc`)).body.code).toBe(1001);
    });

    it('serves the topic page with its products', async () => {
      const topic = await t.get<{ id: number; titleEn: string; banner: string | null; bannerZh: string | null; products: ProductCard[] }>(
        `${B}/buyer/other/pageData?pageClientType=PC`,
      );
      expect(topic.body.data.products.length).toBeGreaterThan(5);
      // a banner in each language: the pictures have words on them
      expect(topic.body.data.banner).toBe('/media/banners/banner-1-en.svg');
      expect(topic.body.data.bannerZh).toBe('/media/banners/banner-1-zh.svg');
      const byId = await t.get<{ titleEn: string }>(`${B}/buyer/other/pageData/get/${topic.body.data.id}`);
      expect(byId.body.data.titleEn).toBe(topic.body.data.titleEn);
      expect((await t.get(`${B}/buyer/other/pageData/get/4242`)).body.code).toBe(5005);
    });
  });

  describe('listing', () => {
    it('has at least 300 products and sorts by margin, high first, by default', async () => {
      const res = await search({});
      expect(res.body.data.total).toBeGreaterThanOrEqual(300);
      const margins = res.body.data.list.map((p) => p.profitable ?? -1);
      expect(margins).toEqual([...margins].sort((a, b) => b - a));
      const card = res.body.data.list[0]!;
      expect(card.productImage.split(',')[0]).toMatch(/^\/media\//);
      expect(card.productNameEn).toBeTruthy();
      expect(card.productName).toMatch(/[\u4e00-\u9fff]/);
    });

    it.each([
      ['updateTime', 'desc'],
      ['updateTime', 'asc'],
      ['price', 'asc'],
      ['price', 'desc'],
      ['profitable', 'asc'],
    ] as const)('sorts by %s %s', async (field, direction) => {
      const res = await search({ sortQueryParamList: [{ field, fieldValue: direction }] });
      const key = field === 'updateTime' ? 'updateTime' : field;
      const values = res.body.data.list.map((p) => (p[key] as number | null) ?? (direction === 'asc' ? -Infinity : -Infinity));
      const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(values).toEqual(sorted);
    });

    it('filters by category (either level), brand, warehouse, price and margin together', async () => {
      const parent = tree[1]!;
      const child = parent.children![0]!;
      const byParent = await search({ queryParamList: [{ field: 'categoryPath', fieldValue: [parent.id] }] });
      const byChild = await search({ queryParamList: [{ field: 'categoryPath', fieldValue: [parent.id, child.id] }] });
      expect(byParent.body.data.total).toBeGreaterThan(byChild.body.data.total);
      expect(byChild.body.data.total).toBeGreaterThan(0);
      const brandId = byChild.body.data.list[0]!.brandId;
      const combined = await search({
        queryParamList: [
          { field: 'categoryPath', fieldValue: [parent.id] },
          { field: 'brandId', fieldValue: brandId },
          { field: 'warehouseCodes', fieldValue: ['GB-LON-01', 'GB-MAN-01'] },
        ],
        rangeQueryParamList: [
          { field: 'price', minValue: 0, maxValue: 999999999 },
          { field: 'profitable', minValue: 10, maxValue: 9999 },
        ],
        sortQueryParamList: [{ field: 'price', fieldValue: 'asc' }],
      });
      expect(combined.body.data.total).toBeGreaterThan(0);
      for (const p of combined.body.data.list) {
        expect(p.brandId).toBe(brandId);
        expect(p.profitable).toBeGreaterThanOrEqual(10);
      }
      const cheap = await search({ rangeQueryParamList: [{ field: 'price', minValue: 500, maxValue: 1000 }] });
      for (const p of cheap.body.data.list) expect(p.price).toBeGreaterThanOrEqual(500);
      for (const p of cheap.body.data.list) expect(p.price).toBeLessThanOrEqual(1000);
      const swapped = await search({ rangeQueryParamList: [{ field: 'price', minValue: 1000, maxValue: 500 }] });
      expect(swapped.body.data.total).toBe(cheap.body.data.total);
    });

    it('pages through results without repeats and returns an empty page past the end', async () => {
      const first = await search({ pageSize: 10 });
      const second = await search({ pageSize: 10, pageNum: 2 });
      const ids = new Set([...first.body.data.list, ...second.body.data.list].map((p) => p.id));
      expect(ids.size).toBe(20);
      const past = await search({ pageSize: 100, pageNum: 50 });
      expect(past.body.data.list).toEqual([]);
      expect(past.body.data.total).toBe(first.body.data.total);
    });

    it('searches English and Chinese names, and skips the default sort when searching', async () => {
      const en = await search({ queryParamList: [{ field: 'productName', fieldValue: 'kettle' }] });
      expect(en.body.data.total).toBeGreaterThan(0);
      for (const p of en.body.data.list) expect(p.productNameEn.toLowerCase()).toContain('kettle');
      const zh = await search({ queryParamList: [{ field: 'productName', fieldValue: '电热水壶' }] });
      expect(zh.body.data.total).toBe(en.body.data.total);
      const none = await search({ queryParamList: [{ field: 'productName', fieldValue: 'zzqqxx' }] });
      expect(none.body.data).toMatchObject({ list: [], total: 0 });
      const percent = await search({ queryParamList: [{ field: 'productName', fieldValue: '100%_' }] });
      expect(percent.body.code).toBe(200);
    });

    it('suggests from two trimmed characters, in both languages', async () => {
      const one = await t.post<string[]>(`${P}/buyer/product/product/keyRemind`, { keyPrefix: ' k ' });
      expect(one.body.data).toEqual([]);
      const two = await t.post<string[]>(`${P}/buyer/product/product/keyRemind`, { keyPrefix: 'ke' });
      expect(two.body.data).toContain('Kettle');
      expect(two.body.data.length).toBeLessThanOrEqual(10);
      const zh = await t.post<string[]>(`${P}/buyer/product/product/keyRemind`, { keyPrefix: '电热' });
      expect(zh.body.data).toContain('电热水壶');
    });

    it('refuses bad payloads with the field named', async () => {
      const cases: Array<[object, string]> = [
        [{ pageNum: 0 }, 'pageNum'],
        [{ pageSize: 1000 }, 'pageSize'],
        [{ pageNum: '1' }, 'pageNum'],
        [{ sortQueryParamList: [{ field: 'name', fieldValue: 'asc' }] }, 'sortQueryParamList.0.field'],
        [{ sortQueryParamList: [{ field: 'price', fieldValue: 'up' }] }, 'sortQueryParamList.0.fieldValue'],
        [{ rangeQueryParamList: [{ field: 'price', minValue: -1, maxValue: 5 }] }, 'rangeQueryParamList.0.minValue'],
        [{ queryParamList: [{ field: 'password', fieldValue: 'x' }] }, 'queryParamList.0.field'],
        [{ queryParamList: [{ field: 'productName', fieldValue: { $ne: 1 } }] }, 'queryParamList.0.fieldValue'],
      ];
      for (const [body, field] of cases) {
        const res = await search(body);
        expect(res.body.code, JSON.stringify(body)).toBe(1001);
        expect(res.body.data as unknown as { field: string }).toMatchObject({ field });
      }
    });
  });

  describe('visitors (docs/product.md §6)', () => {
    it('see the first page of the landing and name search, nothing more', async () => {
      const landing = await search({}, null);
      expect(landing.body.code).toBe(200);
      expect(landing.body.data.list.every((p) => p.productCollect === 0)).toBe(true);
      expect((await search({ queryParamList: [{ field: 'productName', fieldValue: 'kettle' }] }, null)).body.code).toBe(200);
      for (const body of [
        { pageNum: 2 },
        { pageSize: 100 },
        { queryParamList: [{ field: 'categoryPath', fieldValue: [tree[0]!.id] }] },
        { queryParamList: [{ field: 'brandId', fieldValue: 1 }] },
        { rangeQueryParamList: [{ field: 'price', minValue: 0, maxValue: 100 }] },
      ]) {
        const res = await search(body, null);
        expect(res.status, JSON.stringify(body)).toBe(401);
        expect(res.body.code).toBe(401);
      }
      expect((await t.get('/srs-product-service/buyer/goods/goods/es?keyword=kettle&pageNum=2')).body.code).toBe(401);
    });

    it('cannot open details, stock or favourites', async () => {
      expect((await t.post(`${P}/buyer/product/product/skuProduct`, { id: 1 })).body.code).toBe(401);
      expect((await t.post(`${P}/shop/sku/warehouse/getSkuWarehouseBySkuId`, { skuId: 1 })).body.code).toBe(401);
      expect((await t.post(`${P}/collect/productCollect`, { id: 1 })).body.code).toBe(401);
      expect((await t.post(`${P}/buyer/product/product/skuProduct`, { id: 1 }, 'forged-token')).body.code).toBe(20004);
    });
  });

  describe('detail, related, flash deals, shops', () => {
    it('gives every detail label with stock by warehouse', async () => {
      const first = (await search({ pageSize: 1 })).body.data.list[0]!;
      const res = await t.post<ProductDetail>(`${P}/buyer/product/product/skuProduct`, { id: first.id }, token);
      const d = res.body.data;
      expect(d).toMatchObject({ id: first.id, price: first.price, referencePrice: first.referencePrice, platformPrice: first.platformPrice });
      expect(d.media.length).toBeGreaterThan(0);
      expect(d.weight).toBeGreaterThan(0);
      expect(d.brand.brandNameEn).toBeTruthy();
      expect(d.categories).toHaveLength(2);
      expect(d.salesCountries).toContain('GB');
      expect(d.specs.length).toBeGreaterThan(0);
      expect(d.stock.reduce((s, w) => s + w.quantity, 0)).toBe(d.quantity);
      expect(d.skus.length).toBeGreaterThan(0);
      expect(d.skus.reduce((s, k) => s + k.quantity, 0)).toBe(d.quantity);
      const sku = d.skus[0]!;
      const stock = await t.post<unknown[]>(`${P}/shop/sku/warehouse/getSkuWarehouseBySkuId`, { skuId: sku.id }, token);
      expect(stock.body.data).toEqual(sku.stock);
      expect((await t.post(`${P}/shop/sku/warehouse/getSkuWarehouseBySkuId`, { skuId: 99999999 }, token)).body.code).toBe(6031);
      const specs = await t.post<unknown[]>(`${P}/buyer/product/product/simpleSpecs`, { id: first.id }, token);
      expect(specs.body.data).toEqual(d.specs);
      expect((await t.post(`${P}/buyer/product/product/skuProduct`, { id: 99999999 }, token)).body.code).toBe(5001);
      expect((await t.post(`${P}/buyer/product/product/skuProduct`, { id: -3 }, token)).body.code).toBe(1001);
      const related = await t.get<ProductCard[]>(`${P}/buyer/goods/goods/es/related?productId=${first.id}`);
      expect(related.body.data.length).toBeGreaterThan(0);
      expect(related.body.data.map((p) => p.id)).not.toContain(first.id);
    });

    it('gives cards, the detail and flash deals each product’s condition grade and VAT rate as listed', async () => {
      const [graded] = await t.db.query<{ id: number }>(`select id from product where status = 1 order by id desc limit 1`);
      await t.db.query(`update product set condition_grade = 4, vat_rate = 'reduced' where id = $1`, [graded!.id]);
      const cards = (await search({ pageSize: 100, sortQueryParamList: [{ field: 'updateTime', fieldValue: 'desc' }] })).body.data.list;
      const rows = await t.db.query<{ id: number; condition: number; vatRate: string }>(
        'select id, condition_grade as condition, vat_rate as "vatRate" from product where id = any($1::int[])',
        [cards.map((card) => card.id)],
      );
      expect(cards.map(({ id, condition, vatRate }) => ({ id, condition, vatRate })).sort((a, b) => a.id - b.id)).toEqual(rows.sort((a, b) => a.id - b.id));
      const detail = (await t.post<ProductDetail>(`${P}/buyer/product/product/skuProduct`, { id: graded!.id }, token)).body.data;
      expect(detail).toMatchObject({ condition: 4, vatRate: 'reduced', flashDeal: null });
      const deals = (await t.post<Array<{ productId: number; vatRate: string }>>(`${P}/buyer/product/flashDeal/list`, { pageSize: 20 })).body.data;
      const dealRates = await t.db.query<{ id: number; vatRate: string }>('select id, vat_rate as "vatRate" from product where id = any($1::int[])', [
        deals.map((d) => d.productId),
      ]);
      for (const deal of deals) expect(deal.vatRate).toBe(dealRates.find((row) => row.id === deal.productId)!.vatRate);
    });

    it('lists flash deals with SOLD OUT ones last, and a goods owner shop', async () => {
      const deals = await t.post<Array<{ quantity: number; price: number; referencePrice: number }>>(`${P}/buyer/product/flashDeal/list`, { pageSize: 20 });
      expect(deals.body.data.length).toBeGreaterThan(5);
      expect(deals.body.data.some((d) => d.quantity === 0)).toBe(true);
      expect(deals.body.data.at(-1)!.quantity).toBe(0);
      const shop = await t.post<{ shopNameEn: string; productCount: number }>(`${P}/buyer/shop/info`, { id: 1 });
      expect(shop.body.data.productCount).toBeGreaterThan(0);
      const shopProducts = await search({ queryParamList: [{ field: 'ownerId', fieldValue: 1 }] }, null);
      expect(shopProducts.body.data.list.every((p) => p.ownerId === 1)).toBe(true);
      expect((await t.post(`${P}/buyer/shop/info`, { id: 9999 })).body.code).toBe(5003);
    });
  });

  describe('favourites', () => {
    it('adds, lists, marks and removes favourites per buyer', async () => {
      const [a, b] = (await search({ pageSize: 2 })).body.data.list;
      expect((await t.post(`${P}/collect/productCollect`, { id: a!.id }, token)).body.data).toBe(true);
      expect((await t.post(`${P}/collect/productCollect`, { id: a!.id }, token)).body.data).toBe(false);
      expect((await t.post(`${P}/collect/productCollect`, { id: b!.id }, token)).body.data).toBe(true);
      const mine = await t.post<Page<ProductCard>>(`${P}/collect/collectList`, { pageNum: 1, pageSize: 10 }, token);
      expect(mine.body.data.list.map((p) => p.id)).toEqual([b!.id, a!.id]);
      expect(mine.body.data.list.every((p) => p.productCollect === 1)).toBe(true);
      const marked = (await search({ pageSize: 2 })).body.data.list;
      expect(marked.map((p) => p.productCollect)).toEqual([1, 1]);

      const other = await signIn(t, { email: 'owner@clearlot.test', password: 'Demo#Owner2026' });
      expect((await t.post<Page<ProductCard>>(`${P}/collect/collectList`, {}, other)).body.data.total).toBe(0);
      expect((await t.post(`${P}/collect/cancelCollect`, { id: a!.id }, other)).body.data).toBe(false);
      expect((await search({ pageSize: 2 }, other)).body.data.list.map((p) => p.productCollect)).toEqual([0, 0]);

      expect((await t.post(`${P}/collect/cancelCollect`, { id: a!.id }, token)).body.data).toBe(true);
      expect((await t.post<Page<ProductCard>>(`${P}/collect/collectList`, {}, token)).body.data.total).toBe(1);
      expect((await t.post(`${P}/collect/productCollect`, { id: 77777777 }, token)).body.code).toBe(5001);
      expect((await t.post(`${P}/collect/productCollect`, { id: 'abc' }, token)).body.code).toBe(1001);
    });
  });
});
