/** Every SQL statement of the product service. */
import type {
  Brand,
  Category,
  FlashDeal,
  MediaItem,
  OptionAxis,
  Page,
  ProductCard,
  ProductDetail,
  ProductSearch,
  RunningDeal,
  Shop,
  Sku,
  SpecAttribute,
  VatRate,
  Warehouse,
} from '@clearlot/contract';
import { CatalogueStatus, TOTAL_COUNT_CAP, discountPercent } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';
import { createTtlCache } from '../../platform/ttl-cache';
import { bitmapPage } from './search/bitmaps';
import { type WordGroup, resolveQuery } from './search/resolve';
import { productSkus, productStock } from './sku.store';
import { manifestOf } from './lot.store';
import { runningDealColumn } from './deals/checkout';

// ---------- base catalogue data ----------
interface CategoryRow {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_zh: string;
  status: number;
  has_children: boolean;
}

const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  categoryName: r.name_zh,
  categoryNameEn: r.name_en,
  parentId: r.parent_id ?? 0,
  hasChildren: r.has_children,
  status: r.status,
});

export async function categoryTree(db: Queryable, rootId: number | null, status: number | null): Promise<Category[]> {
  const rows = await db.query<CategoryRow>(
    `select c.id, c.parent_id, c.name_en, c.name_zh, c.status,
            exists (select 1 from category k where k.parent_id = c.id and ($1::int is null or k.status = $1)) as has_children
       from category c where ($1::int is null or c.status = $1) order by c.sort_order, c.id`,
    [status],
  );
  const byParent = new Map<number, Category[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id ?? 0) ?? [];
    list.push(toCategory(row));
    byParent.set(row.parent_id ?? 0, list);
  }
  const build = (parent: number): Category[] => (byParent.get(parent) ?? []).map((c) => (c.hasChildren ? { ...c, children: build(c.id) } : c));
  return build(rootId ?? 0);
}

export async function categoryById(db: Queryable, id: number): Promise<(Category & { parent: Category | null }) | null> {
  const rows = await db.query<CategoryRow>(
    `select c.id, c.parent_id, c.name_en, c.name_zh, c.status, exists (select 1 from category k where k.parent_id = c.id) as has_children
       from category c where c.id = $1 or c.id = (select parent_id from category where id = $1)`,
    [id],
  );
  const self = rows.find((r) => r.id === id);
  if (!self) return null;
  const parent = rows.find((r) => r.id !== id);
  return { ...toCategory(self), parent: parent ? toCategory(parent) : null };
}

const brandColumns = 'b.id, b.name_zh as "brandName", b.name_en as "brandNameEn", b.logo';

export const allBrands = (db: Queryable) => db.query<Brand>(`select ${brandColumns} from brand b where b.status = $1 order by b.sort_order, b.name_en`, [CatalogueStatus.Active]);

export const brandsOfCategory = (db: Queryable, categoryId: number) =>
  db.query<Brand>(`select ${brandColumns} from brand b join brand_category bc on bc.brand_id = b.id where bc.category_id = $1 and b.status = $2 order by b.sort_order, b.name_en`, [
    categoryId,
    CatalogueStatus.Active,
  ]);

export const warehousesIn = (db: Queryable, countryCodes: string[]) =>
  db.query<Warehouse>(
    `select id, warehouse_code as "warehouseCode", name_zh as "warehouseName", name_en as "warehouseNameEn", country_code as "countryCode", city
       from warehouse where country_code = any($1::text[]) and status = $2 order by sort_order, id`,
    [countryCodes, CatalogueStatus.Active],
  );

// ---------- product listing ----------
export interface ListingFilter {
  category1Id?: number;
  category2Id?: number;
  brandIds?: number[];
  warehouseCodes?: string[];
  ownerId?: number;
  name?: string;
  price?: { min: number; max: number };
  profitable?: { min: number; max: number };
  productIds?: number[];
}

export type SortField = ProductSearch['sortQueryParamList'][number];

export const CARD_COLUMNS = `
  p.id, p.media as "productImage", p.name_zh as "productName", p.name_en as "productNameEn",
  p.selling_point_zh as "sellingPoint", p.selling_point_en as "sellingPointEn",
  p.price, p.reference_price as "referencePrice", p.platform_price as "platformPrice",
  p.profitable::float8 as profitable, p.total_stock as quantity,
  coalesce(w.name_zh, '') as "warehouseName", coalesce(w.name_en, '') as "warehouseNameEn",
  p.brand_id as "brandId", p.owner_id as "ownerId",
  extract(epoch from p.update_time)::bigint as "updateTime", p.has_options as "hasOptions", p.condition_grade as condition, p.vat_rate as "vatRate"`;

function whereClause(filter: ListingFilter, params: unknown[]): string {
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // a parameter still matches the listing's partial indexes (on the products on sale): each call is planned with its values
  const conditions = [`p.status = ${add(CatalogueStatus.Active)}`];
  if (filter.category1Id !== undefined) conditions.push(`p.category1_id = ${add(filter.category1Id)}`);
  if (filter.category2Id !== undefined) conditions.push(`p.category2_id = ${add(filter.category2Id)}`);
  if (filter.brandIds?.length) conditions.push(filter.brandIds.length === 1 ? `p.brand_id = ${add(filter.brandIds[0])}` : `p.brand_id = any(${add(filter.brandIds)}::int[])`);
  // ship-from: a bit per warehouse, so the check runs inside the listing indexes
  if (filter.warehouseCodes?.length) {
    conditions.push(
      `(p.warehouse_mask & (select coalesce(bit_or(1::bigint << (w.id - 1)), 0) from warehouse w where w.warehouse_code = any(${add(filter.warehouseCodes)}::text[]))) <> 0`,
    );
  }
  if (filter.ownerId !== undefined) conditions.push(`p.owner_id = ${add(filter.ownerId)}`);
  if (filter.productIds) conditions.push(`p.id = any(${add(filter.productIds)}::int[])`);
  if (filter.price) conditions.push(`p.price between ${add(filter.price.min)} and ${add(filter.price.max)}`);
  if (filter.profitable) conditions.push(`p.profitable between ${add(filter.profitable.min)} and ${add(filter.profitable.max)}`);
  // the free-text name is matched through the search postings (searchListingQueries), never here
  return conditions.join(' and ');
}

const SORT_COLUMNS: Record<SortField['field'], string> = { updateTime: 'p.update_time', profitable: 'p.profitable', price: 'p.price' };

/** Ascending is the exact reverse of descending (nulls and the id tiebreak too), so one index serves both. */
function orderClause(sorts: SortField[], columns: Record<SortField['field'] | 'id', string> = { ...SORT_COLUMNS, id: 'p.id' }): string {
  const parts = sorts.map((s) => `${columns[s.field]} ${s.fieldValue === 'asc' ? 'asc nulls first' : 'desc nulls last'}`);
  parts.push(`${columns.id} ${sorts[0]?.fieldValue === 'asc' ? 'asc' : 'desc'}`);
  return parts.join(', ');
}

/**
 * The listing's two statements: the page of cards (the ids in order come from an index-only scan
 * inside the statement, the cards are joined to them) and the capped total.
 */
export function listingQueries(filter: ListingFilter, sorts: SortField[], page: { pageNum: number; pageSize: number }, userId: number | null = null) {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const n = params.length;
  const idsSql = `select p.id from product p where ${where} order by ${orderClause(sorts)} limit $${n + 1} offset $${n + 2}`;
  return {
    cards: { sql: cardsStatement(idsSql, `$${n + 3}`), params: [...params, page.pageSize, (page.pageNum - 1) * page.pageSize, userId] },
    count: { sql: `select count(*)::int as total from (select 1 from product p where ${where} limit ${TOTAL_COUNT_CAP}) t`, params },
  };
}

const cardsStatement = (idsSql: string, userParam: string) =>
  `select ${CARD_COLUMNS}, case when exists (select 1 from product_collect c where c.user_id = ${userParam} and c.product_id = p.id) then 1 else 0 end as "productCollect"
     from unnest(array(${idsSql})) with ordinality as page(id, position)
     join product p on p.id = page.id
     left join warehouse w on w.warehouse_code = p.main_warehouse_code
    order by page.position`;

/** The cards of a page of ids found by the word bitmaps ($1 the ids in order, $2 the buyer). */
export const searchCardsSql = cardsStatement('select unnest($1::int[])', '$2');

const POSTING_SORT_COLUMNS = { updateTime: 's.update_time', profitable: 's.profitable', price: 's.price', id: 's.product_id' } as const;
const UNION_SORT_COLUMNS = { updateTime: 'u.update_time', profitable: 'u.profitable', price: 'u.price', id: 'u.id' } as const;

/**
 * A free-text search's two statements, from the query's word groups (search/resolve.ts): the
 * rarest group drives, one ordered range scan of `search_posting` per word of it (a product is
 * found once: each scan skips products with an earlier word of the group); the other groups are
 * checked on the posting's copy of the product's words, inside the index. The other filters join
 * the product. The total counts matches up to `cap` (exact below it).
 */
export function searchListingQueries(
  groups: readonly WordGroup[],
  filter: ListingFilter,
  sorts: SortField[],
  page: { pageNum: number; pageSize: number },
  userId: number | null = null,
  cap = TOTAL_COUNT_CAP,
) {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // price and margin ranges are read from the posting's own copies; the other filters join the product
  const { name: _name, price, profitable, ...rest } = filter;
  const joined = Object.values(rest).some((v) => v !== undefined);
  const driver = groups.reduce((best, g) => (g.products < best.products ? g : best));
  const others = groups.filter((g) => g !== driver);
  const singles = [...new Set(others.filter((g) => g.ids.length === 1).map((g) => g.ids[0]!))].filter((id) => !driver.ids.includes(id) || driver.ids.length > 1);
  /** The other words, the product's filters and the ranges, with their parameters added to `params`. */
  const filterConditions = (): string[] => [
    ...(singles.length > 0 ? [`s.words @> ${add(singles)}::int[]`] : []),
    ...others.filter((o) => o.ids.length > 1).map((g) => `s.words && ${add(g.ids)}::int[]`),
    ...(joined ? [whereClause(rest, params)] : []),
    ...(price ? [`s.price between ${add(price.min)} and ${add(price.max)}`] : []),
    ...(profitable ? [`s.profitable between ${add(profitable.min)} and ${add(profitable.max)}`] : []),
  ];
  const from = `search_posting s${joined ? ' join product p on p.id = s.product_id' : ''}`;
  const branch = (index: number, columns: string, conditions: readonly string[]) => {
    const id = driver.ids[index]!;
    const own = [`s.word_id = ${add(id)}`, ...(index > 0 ? [`not (s.words && ${add(driver.ids.slice(0, index))}::int[])`] : []), ...conditions];
    return `select ${columns} from ${from} where ${own.join(' and ')}`;
  };
  const conditions = filterConditions();
  const order = orderClause(sorts, POSTING_SORT_COLUMNS);
  let idsSql: string;
  const limit = add(page.pageSize);
  const offset = add((page.pageNum - 1) * page.pageSize);
  if (driver.ids.length === 1) {
    idsSql = `${branch(0, 's.product_id as id', conditions)} order by ${order} limit ${limit} offset ${offset}`;
  } else {
    const upTo = add(page.pageNum * page.pageSize);
    const columns = 's.product_id as id, s.price, s.profitable, s.update_time';
    const branches = driver.ids.map((_, i) => `(${branch(i, columns, conditions)} order by ${order} limit ${upTo})`);
    idsSql = `select u.id from (${branches.join(' union all ')}) u order by ${orderClause(sorts, UNION_SORT_COLUMNS)} limit ${limit} offset ${offset}`;
  }
  const cards = { sql: cardsStatement(idsSql, add(userId)), params: [...params] };
  // the count's own parameters (the same values, numbered afresh)
  params.length = 0;
  const countConditions = filterConditions();
  const countBranches = driver.ids.map((_, i) => branch(i, '1', countConditions));
  return {
    cards,
    count: { sql: `select count(*)::int as total from (${countBranches.join(' union all ')} limit ${cap}) t`, params: [...params] },
  };
}

/**
 * Listing totals change slowly and cost the most of a listing call (up to 10,000 index entries
 * counted), so each process reuses a total for 30 s: paging through a result set counts once.
 */
const totalsByDb = new WeakMap<Queryable, ReturnType<typeof createTtlCache<number>>>();
function totalsOf(db: Queryable) {
  let cache = totalsByDb.get(db);
  if (!cache) {
    cache = createTtlCache<number>({ ttlMs: 30_000, maxEntries: 2_000 });
    totalsByDb.set(db, cache);
  }
  return cache;
}

/** One page of the listing in one round trip for the cards (and one for the total, unless cached). */
export async function listProducts(
  db: Queryable,
  filter: ListingFilter,
  sorts: SortField[],
  page: { pageNum: number; pageSize: number },
  userId: number | null,
): Promise<Page<ProductCard>> {
  let queries: ReturnType<typeof listingQueries>;
  if (filter.name) {
    const groups = await resolveQuery(db, filter.name);
    if (!groups) return { list: [], total: 0, pageNum: page.pageNum, pageSize: page.pageSize };
    const { name: _name, ...others } = filter;
    if (sorts.length === 0 && Object.values(others).every((v) => v === undefined)) {
      // a search in its own order with nothing else: the word bitmaps give the total and the page's ids
      const found = await bitmapPage(db, groups, page);
      // the rows are the cards (productCollect as 0 or 1, last, as the answer lists it): no copy per card
      const list = found.ids.length > 0 ? await db.query<ProductCard>(searchCardsSql, [found.ids, userId], { prepared: true }) : [];
      return { list, total: Math.min(found.total, TOTAL_COUNT_CAP), pageNum: page.pageNum, pageSize: page.pageSize };
    }
    queries = searchListingQueries(groups, filter, sorts, page, userId);
  } else {
    queries = listingQueries(filter, sorts, page, userId);
  }
  const countKey = `${queries.count.sql}\u0000${JSON.stringify(queries.count.params)}`;
  const [rows, total] = await Promise.all([
    db.query<ProductCard>(queries.cards.sql, queries.cards.params),
    totalsOf(db).get(countKey, async () => (await db.query<{ total: number }>(queries.count.sql, queries.count.params))[0]?.total ?? 0),
  ]);
  return { list: rows, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** Suggestions: terms starting with the prefix (both languages), most common first. */
export async function suggestTerms(db: Queryable, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.query<{ term: string }>(`select term from search_term where lower(term) like $1 order by weight desc, term limit $2`, [pattern, limit]);
  return rows.map((r) => r.term);
}

// ---------- detail ----------
interface DetailRow {
  id: number;
  media: string;
  vat_rate: VatRate;
  condition_grade: number;
  name_zh: string;
  name_en: string;
  selling_point_zh: string;
  selling_point_en: string;
  description_zh: string;
  description_en: string;
  price: number;
  reference_price: number;
  platform_price: number;
  profitable: number | null;
  total_stock: number;
  brand_id: number;
  brand_en: string;
  brand_zh: string;
  owner_id: number;
  shop_en: string;
  shop_zh: string;
  update_time: number;
  weight_grams: number;
  sales_countries: string[];
  review_count: number;
  sales_count: number;
  specs: Array<{ name: string; nameEn: string; values: string[]; valuesZh?: string[] }>;
  cat1_id: number;
  cat1_en: string;
  cat1_zh: string;
  cat2_id: number;
  cat2_en: string;
  cat2_zh: string;
  main_warehouse_code: string | null;
  has_options: boolean;
}

type StoredSpec = DetailRow['specs'][number];

/** Stored specification values are English with an optional Chinese list; the answer carries both (Chinese falls back to English). */
const toSpecs = (specs: readonly StoredSpec[]): SpecAttribute[] => specs.map((s) => ({ name: s.name, nameEn: s.nameEn, values: s.valuesZh ?? s.values, valuesEn: s.values }));

/** The options to choose, from the SKUs' own option lists: names in the first SKU's order, values in SKU order. */
export function optionAxes(skus: readonly Pick<Sku, 'options'>[]): OptionAxis[] {
  const axes: OptionAxis[] = [];
  for (const sku of skus) {
    sku.options.forEach((option, index) => {
      const axis = (axes[index] ??= { name: option.name, nameEn: option.nameEn, values: [] });
      if (!axis.values.some((v) => v.valueEn === option.valueEn)) axis.values.push({ value: option.value, valueEn: option.valueEn });
    });
  }
  return axes;
}

export async function productDetail(db: Queryable, productId: number, userId: number | null): Promise<ProductDetail | null> {
  const rows = await db.query<DetailRow & { collected: boolean; deal: RunningDeal | null }>(
    `select p.id, p.media, p.name_zh, p.name_en, p.selling_point_zh, p.selling_point_en, p.description_zh, p.description_en,
            p.price, p.reference_price, p.platform_price, p.profitable::float8 as profitable, p.total_stock, p.brand_id,
            b.name_en as brand_en, b.name_zh as brand_zh, p.owner_id, o.shop_name_en as shop_en, o.shop_name_zh as shop_zh,
            extract(epoch from p.update_time)::bigint as update_time, p.weight_grams, p.sales_countries, p.review_count, p.sales_count, p.specs,
            c1.id as cat1_id, c1.name_en as cat1_en, c1.name_zh as cat1_zh, c2.id as cat2_id, c2.name_en as cat2_en, c2.name_zh as cat2_zh,
            p.main_warehouse_code, p.has_options, p.vat_rate, p.condition_grade, ${runningDealColumn('p')},
            exists (select 1 from product_collect c where c.user_id = $2 and c.product_id = p.id) as collected
       from product p join brand b on b.id = p.brand_id join goods_owner o on o.id = p.owner_id
       join category c1 on c1.id = p.category1_id join category c2 on c2.id = p.category2_id
      where p.id = $1 and p.status = $3`,
    [productId, userId, CatalogueStatus.Active],
  );
  const row = rows[0];
  if (!row) return null;
  const [stock, skuRows, manifest] = await Promise.all([productStock(db, productId), productSkus(db, productId), manifestOf(db, productId)]);
  if (skuRows.length === 0) return null;
  const main = stock.find((s) => s.warehouseCode === row.main_warehouse_code) ?? stock[0];
  const media: MediaItem[] = row.media
    .split(',')
    .filter(Boolean)
    .map((url) => ({ url, type: /\.mp4$/i.test(url) ? 'video' : 'image' }));
  const skus: Sku[] = skuRows.map((sku) => ({ ...sku, profitable: discountPercent(sku.price, sku.referencePrice) }));
  const margins = skus.map((sku) => sku.profitable).filter((m): m is number => m !== null);
  return {
    id: row.id,
    productImage: row.media,
    productName: row.name_zh,
    productNameEn: row.name_en,
    sellingPoint: row.selling_point_zh,
    sellingPointEn: row.selling_point_en,
    price: row.price,
    referencePrice: row.reference_price,
    platformPrice: row.platform_price,
    profitable: row.profitable,
    quantity: row.total_stock,
    warehouseName: main?.warehouseName ?? '',
    warehouseNameEn: main?.warehouseNameEn ?? '',
    brandId: row.brand_id,
    ownerId: row.owner_id,
    productCollect: row.collected ? 1 : 0,
    updateTime: row.update_time,
    media,
    weight: row.weight_grams,
    brand: { id: row.brand_id, brandName: row.brand_zh, brandNameEn: row.brand_en, logo: null },
    categories: [
      { id: row.cat1_id, categoryName: row.cat1_zh, categoryNameEn: row.cat1_en },
      { id: row.cat2_id, categoryName: row.cat2_zh, categoryNameEn: row.cat2_en },
    ],
    salesCountries: row.sales_countries,
    reviewCount: row.review_count,
    salesCount: row.sales_count,
    hasOptions: row.has_options,
    condition: row.condition_grade,
    specs: toSpecs(row.specs),
    stock,
    optionAxes: optionAxes(skus),
    skus,
    profitRange: margins.length > 0 ? { min: Math.min(...margins), max: Math.max(...margins) } : { min: row.profitable, max: row.profitable },
    owner: { id: row.owner_id, shopName: row.shop_zh, shopNameEn: row.shop_en },
    description: row.description_zh,
    descriptionEn: row.description_en,
    vatRate: row.vat_rate,
    ...(manifest.length > 0 ? { manifest } : {}),
    flashDeal: row.deal === null ? null : { price: row.deal.price, left: row.deal.left, endsAt: row.deal.endsAt },
  };
}

export async function productSpecs(db: Queryable, productId: number): Promise<SpecAttribute[] | null> {
  const rows = await db.query<{ specs: StoredSpec[] }>('select specs from product where id = $1 and status = $2', [productId, CatalogueStatus.Active]);
  return rows[0] ? toSpecs(rows[0].specs) : null;
}

export async function productCategoryPath(db: Queryable, productId: number): Promise<{ category2Id: number } | null> {
  const rows = await db.query<{ category2_id: number }>('select category2_id from product where id = $1 and status = $2', [productId, CatalogueStatus.Active]);
  return rows[0] ? { category2Id: rows[0].category2_id } : null;
}

// ---------- favourites ----------
export async function addFavourite(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await db.query(
    `insert into product_collect (user_id, product_id) select $1, id from product where id = $2 and status = $3 on conflict do nothing returning product_id`,
    [userId, productId, CatalogueStatus.Active],
  );
  return rows.length > 0;
}

export async function removeFavourite(db: Queryable, userId: number, productId: number): Promise<boolean> {
  return (await db.query('delete from product_collect where user_id = $1 and product_id = $2 returning product_id', [userId, productId])).length > 0;
}

export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  return (await db.query('select 1 from product where id = $1 and status = $2', [productId, CatalogueStatus.Active])).length > 0;
}

export async function favourites(db: Queryable, userId: number, page: { pageNum: number; pageSize: number }): Promise<Page<ProductCard>> {
  const [list, count] = await Promise.all([
    db.query<Omit<ProductCard, 'productCollect'>>(
      `select ${CARD_COLUMNS} from product_collect c join product p on p.id = c.product_id
         left join warehouse w on w.warehouse_code = p.main_warehouse_code
        where c.user_id = $1 order by c.created_at desc, p.id desc limit $2 offset $3`,
      [userId, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from product_collect where user_id = $1', [userId]),
  ]);
  return { list: list.map((card) => ({ ...card, productCollect: 1 as const })), total: count[0]?.total ?? 0, ...page };
}

export async function existingProductIds(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.query<{ id: number }>('select id from product where id = any($1::int[]) order by id', [[...ids]])).map((row) => row.id);
}

// ---------- flash deals, shops ----------
export const activeFlashDeals = (db: Queryable, limit: number) =>
  db.query<FlashDeal>(
    `select d.id, d.product_id as "productId", p.media as "productImage", p.name_zh as "productName", p.name_en as "productNameEn",
            d.deal_price as price, p.reference_price as "referencePrice", q.left as quantity, extract(epoch from d.ends_at)::bigint as "endsAt",
            p.vat_rate as "vatRate"
       from flash_deal d join product p on p.id = d.product_id
      cross join lateral (select greatest(case when d.quantity is null then p.total_stock else least(d.quantity - d.sold, p.total_stock) end, 0) as left) q
      where d.status = $2 and d.starts_at <= now() and d.ends_at > now() and p.status = $2
      order by q.left = 0, d.ends_at, d.id limit $1`,
    [limit, CatalogueStatus.Active],
  );

export async function shopById(db: Queryable, id: number): Promise<Shop | null> {
  const rows = await db.query<Shop>(
    `select o.id, o.shop_name_zh as "shopName", o.shop_name_en as "shopNameEn", o.description_zh as description,
            o.description_en as "descriptionEn", o.logo, o.city, o.rating::float8 as rating,
            extract(epoch from o.created_at)::bigint as "joinedAt",
            (select count(*)::int from product p where p.owner_id = o.id and p.status = $2) as "productCount"
       from goods_owner o where o.id = $1`,
    [id, CatalogueStatus.Active],
  );
  return rows[0] ?? null;
}

/** One more review of the product (the order service records reviews; the catalogue shows their number). */
export async function countReview(db: Queryable, productId: number): Promise<void> {
  await db.query('update product set review_count = review_count + 1 where id = $1', [productId]);
}
