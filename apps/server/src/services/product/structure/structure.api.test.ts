/**
 * The catalogue desk (issue 34 item 2) through HTTP on both engines: who may call it, categories (two levels, bilingual
 * names, order), brands and warehouses created, renamed, reordered and retired — a retired one leaves the storefront's
 * filters and the goods owner's pickers at once, while the products that name it keep it and its name — and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { Brand, Category, DeskBrand, DeskCategory, DeskWarehouse, ProductDetail, Warehouse } from '@clearlot/contract';
import { type DemoRole, DEMO_ROLE_ACCOUNTS, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';

const P = {
  categories: ApiPath.product.deskCategories,
  createCategory: ApiPath.product.deskCategoryCreate,
  updateCategory: ApiPath.product.deskCategoryUpdate,
  retireCategory: ApiPath.product.deskCategoryRetire,
  brands: ApiPath.product.deskBrands,
  createBrand: ApiPath.product.deskBrandCreate,
  updateBrand: ApiPath.product.deskBrandUpdate,
  retireBrand: ApiPath.product.deskBrandRetire,
  warehouses: ApiPath.product.deskWarehouses,
  createWarehouse: ApiPath.product.deskWarehouseCreate,
  updateWarehouse: ApiPath.product.deskWarehouseUpdate,
  retireWarehouse: ApiPath.product.deskWarehouseRetire,
  products: ApiPath.product.deskProducts,
};
const ALLOWED: readonly DemoRole[] = ['operations', 'admin'];

describe.each(engines)('the catalogue desk on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<DemoRole, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) tokens[who] = await signIn(t, DEMO_ROLE_ACCOUNTS[who]);
  });
  afterAll(() => t.close());

  const ops = <T>(path: string, body: object) => t.post<T>(path, body, tokens.operations);
  const tree = async () => (await t.post<Category[]>(ApiPath.product.categoryTree, { status: 1 }, null)).body.data;
  const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  const audit = async (kind: string, id: number) =>
    (await t.db.query<{ action: string }>('select action from staff_action where target_kind = $1 and target_id = $2 order by id', [kind, String(id)])).map((r) => r.action);

  it('lets operations and administrators work the desk and refuses buyers, goods owners, customer service and finance before the handler', async () => {
    const before = [await count('category'), await count('brand'), await count('warehouse')];
    for (const [name, path] of Object.entries(P)) {
      for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) {
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (ALLOWED.includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) {
      expect((await t.post(P.createCategory, { nameEn: 'Toys', nameZh: '玩具' }, tokens[who])).body.code).toBe(2002);
      expect((await t.post(P.createBrand, { nameEn: 'Acme', nameZh: '阿克米' }, tokens[who])).body.code).toBe(2002);
    }
    expect([await count('category'), await count('brand'), await count('warehouse')]).toEqual(before);
  });

  it('adds a top-level category and a subcategory that the storefront browser shows at once, in their order and both languages', async () => {
    const top = await ops<DeskCategory>(P.createCategory, { nameEn: 'Garden and outdoor', nameZh: '园艺户外', sortOrder: 0 });
    expect(top.body.code).toBe(200);
    expect(top.body.data).toMatchObject({ parentId: null, retired: false, productCount: 0 });
    const sub = await ops<DeskCategory>(P.createCategory, { parentId: top.body.data.id, nameEn: 'Planters', nameZh: '花盆' });
    expect(sub.body.data.parentId).toBe(top.body.data.id);
    const shown = (await tree()).find((c) => c.id === top.body.data.id);
    expect(shown).toMatchObject({ categoryName: '园艺户外', categoryNameEn: 'Garden and outdoor', hasChildren: true });
    expect(shown!.children!.map((c) => c.categoryNameEn)).toEqual(['Planters']);
    // a listing filtered by the new subcategory answers (nothing yet), not "unknown"
    const listing = await t.post<{ total: number }>(
      ApiPath.product.search,
      { pageNum: 1, pageSize: 8, queryParamList: [{ field: 'categoryPath', fieldValue: [top.body.data.id, sub.body.data.id] }] },
      tokens.buyer,
    );
    expect(listing.body).toMatchObject({ code: 200, data: { total: 0 } });
    // renamed and moved first
    const renamed = await t.post<DeskCategory>(P.updateCategory, { id: top.body.data.id, nameEn: 'Garden', nameZh: '园艺', sortOrder: 0 }, tokens.admin);
    expect(renamed.body.data).toMatchObject({ nameEn: 'Garden', nameZh: '园艺' });
    await t.db.query('update category set sort_order = sort_order + 1 where parent_id is null and id <> $1', [top.body.data.id]);
    expect((await tree())[0]).toMatchObject({ id: top.body.data.id, categoryNameEn: 'Garden' });
    expect(await audit('category', top.body.data.id)).toEqual(['category.create', 'category.update']);
  });

  it('refuses a third level, a retired or unknown parent, a name taken at its level and missing Chinese, and writes nothing', async () => {
    const [sub] = await t.db.query<{ id: number; parent_id: number; name_en: string }>(
      'select id, parent_id, name_en from category where parent_id is not null order by id limit 1',
    );
    const before = await count('category');
    const cases: Array<[string, object, number]> = [
      ['under a subcategory', { parentId: sub!.id, nameEn: 'Deep', nameZh: '三级' }, 4741],
      ['under nothing', { parentId: 999_999, nameEn: 'Lost', nameZh: '无' }, 4741],
      ['a name taken beside it', { parentId: sub!.parent_id, nameEn: sub!.name_en.toUpperCase(), nameZh: '新名字' }, 4744],
      ['no Chinese name', { nameEn: 'Toys', nameZh: ' ' }, 1001],
      ['no English name', { nameZh: '玩具' }, 1001],
    ];
    for (const [name, body, code] of cases) expect({ name, code: (await ops(P.createCategory, body)).body.code }).toEqual({ name, code });
    expect(await count('category')).toBe(before);
  });

  it('retires a subcategory in use: products keep it and its name, the storefront and the goods owner no longer offer it, and it comes back when restored', async () => {
    const [product] = await t.db.query<{ id: number; category1_id: number; category2_id: number }>(
      'select id, category1_id, category2_id from product where status = 1 and not has_options order by id limit 1',
    );
    const sub = product!.category2_id;
    const retired = await ops<DeskCategory>(P.retireCategory, { id: sub, retired: true });
    expect(retired.body.data).toMatchObject({ retired: true });
    expect(retired.body.data.productCount).toBeGreaterThan(0);
    const parent = (await tree()).find((c) => c.id === product!.category1_id);
    expect((parent?.children ?? []).map((c) => c.id)).not.toContain(sub);
    const detail = await t.post<ProductDetail>(ApiPath.product.detail, { id: product!.id }, tokens.buyer);
    expect(detail.body.data.categories.map((c) => c.id)).toContain(sub);
    expect(detail.body.data.categories.find((c) => c.id === sub)!.categoryNameEn).not.toBe('');
    // the parent cannot be retired while a subcategory is on show; a second retirement is refused
    expect((await ops(P.retireCategory, { id: product!.category1_id, retired: true })).body.code).toBe(4742);
    expect((await ops(P.retireCategory, { id: sub, retired: true })).body.code).toBe(4751);
    expect((await ops<DeskCategory>(P.retireCategory, { id: sub, retired: false })).body.data.retired).toBe(false);
    expect((await ops(P.retireCategory, { id: sub, retired: false })).body.code).toBe(4752);
    expect(await count('product')).toBeGreaterThan(0);
    expect(await audit('category', sub)).toEqual(['category.retire', 'category.restore']);
  });

  it('adds a brand offered under chosen categories, renames it, and retires it out of the filters while its products keep it', async () => {
    const [sub] = await t.db.query<{ id: number; parent_id: number }>('select id, parent_id from category where parent_id is not null and status = 1 order by id limit 1');
    const created = await ops<DeskBrand>(P.createBrand, { nameEn: 'Kestrel Supply', nameZh: '红隼供应', categoryIds: [sub!.id] });
    expect(created.body.code).toBe(200);
    expect(created.body.data.categoryIds).toEqual([sub!.parent_id, sub!.id].sort((a, b) => a - b));
    const ofCategory = async (id: number) => (await t.post<Brand[]>(ApiPath.product.brandsOfCategory, { id }, null)).body.data.map((b) => b.id);
    expect(await ofCategory(sub!.id)).toContain(created.body.data.id);
    expect(await ofCategory(sub!.parent_id)).toContain(created.body.data.id);
    expect((await ops(P.createBrand, { nameEn: 'kestrel supply', nameZh: '别的' })).body.code).toBe(4744);
    expect((await ops(P.createBrand, { nameEn: 'Other', nameZh: '其他', categoryIds: [999_999] })).body.code).toBe(4746);
    const renamed = await ops<DeskBrand>(P.updateBrand, { id: created.body.data.id, nameEn: 'Kestrel Supply Co', nameZh: '红隼供应公司', sortOrder: 3, categoryIds: [] });
    expect(renamed.body.data).toMatchObject({ nameEn: 'Kestrel Supply Co', sortOrder: 3, categoryIds: [] });

    const [used] = await t.db.query<{ brand_id: number; id: number }>('select brand_id, id from product where status = 1 order by id limit 1');
    const all = async () => (await t.post<Brand[]>(ApiPath.product.brands, {}, null)).body.data.map((b) => b.id);
    expect(await all()).toContain(used!.brand_id);
    expect((await ops<DeskBrand>(P.retireBrand, { id: used!.brand_id, retired: true })).body.data.retired).toBe(true);
    expect(await all()).not.toContain(used!.brand_id);
    const detail = await t.post<ProductDetail>(ApiPath.product.detail, { id: used!.id }, tokens.buyer);
    expect(detail.body.data.brand.id).toBe(used!.brand_id);
    expect(detail.body.data.brand.brandNameEn).not.toBe('');
    await ops(P.retireBrand, { id: used!.brand_id, retired: false });
    expect(await audit('brand', used!.brand_id)).toEqual(['brand.retire', 'brand.restore']);
  });

  it('adds a warehouse with its ship-from country under a free id of the filter, and retires it out of the pickers', async () => {
    const gb = async () => (await t.post<Warehouse[]>(ApiPath.product.warehouses, { countryCodes: ['GB', 'DE'] }, null)).body.data.map((w) => w.warehouseCode);
    const created = await ops<DeskWarehouse>(P.createWarehouse, {
      code: ' ham-1 ',
      nameEn: 'Hamburg',
      nameZh: '汉堡仓',
      countryCode: 'de',
      city: 'Hamburg',
      cityZh: '汉堡',
      address: '1 Hafenstraße',
    });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ code: 'HAM-1', countryCode: 'DE', retired: false });
    expect(created.body.data.id).toBeLessThanOrEqual(63);
    expect(await gb()).toContain('HAM-1');
    const cases: Array<[string, object, number]> = [
      ['a code taken', { code: 'HAM-1', nameEn: 'Again', nameZh: '再', countryCode: 'DE', city: 'Hamburg', address: 'x' }, 4748],
      ['an unknown country', { code: 'ZZ-1', nameEn: 'Nowhere', nameZh: '无', countryCode: 'ZZ', city: 'X', address: 'x' }, 4749],
      ['a bad code', { code: 'a b', nameEn: 'Bad', nameZh: '坏', countryCode: 'GB', city: 'X', address: 'x' }, 1001],
      ['no Chinese name', { code: 'OK-1', nameEn: 'Fine', nameZh: '', countryCode: 'GB', city: 'X', address: 'x' }, 1001],
    ];
    for (const [name, body, code] of cases) expect({ name, code: (await ops(P.createWarehouse, body)).body.code }).toEqual({ name, code });
    const changed = await ops<DeskWarehouse>(P.updateWarehouse, {
      id: created.body.data.id,
      nameEn: 'Hamburg Port',
      nameZh: '汉堡港仓',
      countryCode: 'DE',
      city: 'Hamburg',
      address: '2 Hafenstraße',
      sortOrder: 9,
    });
    expect(changed.body.data).toMatchObject({ code: 'HAM-1', nameEn: 'Hamburg Port', sortOrder: 9 });
    expect((await ops<DeskWarehouse>(P.retireWarehouse, { id: created.body.data.id, retired: true })).body.data.retired).toBe(true);
    expect(await gb()).not.toContain('HAM-1');
    expect(await audit('warehouse', created.body.data.id)).toEqual(['warehouse.create', 'warehouse.update', 'warehouse.retire']);
  });

  it('refuses a warehouse past the 63 the ship-from filter has room for', async () => {
    const have = await count('warehouse');
    for (let i = have; i < 63; i += 1) {
      const res = await ops(P.createWarehouse, { code: `FILL-${i}`, nameEn: `Fill ${i}`, nameZh: `填充${i}`, countryCode: 'GB', city: 'Leeds', address: 'x' });
      expect(res.body.code).toBe(200);
    }
    expect((await ops(P.createWarehouse, { code: 'ONE-MORE', nameEn: 'One more', nameZh: '多一个', countryCode: 'GB', city: 'Leeds', address: 'x' })).body.code).toBe(4750);
    expect(await count('warehouse')).toBe(63);
  });

  it('finds products to choose by name or id', async () => {
    const [product] = await t.db.query<{ id: number; name_en: string }>('select id, name_en from product where status = 1 order by id limit 1');
    const byName = await ops<Array<{ id: number }>>(P.products, { keyword: product!.name_en.slice(0, 8) });
    expect(byName.body.data.map((p) => p.id)).toContain(product!.id);
    const byId = await ops<Array<{ id: number }>>(P.products, { ids: [product!.id] });
    expect(byId.body.data[0]!.id).toBe(product!.id);
  });
});
