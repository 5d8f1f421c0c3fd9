/**
 * Every SQL statement of the goods owner's listings (issue 33 item 1). A listing is a product with its
 * options (SKUs); the product's card figures (lowest price, its reference price and margin, whether it
 * has options, weight, the option axes) are derived from its options on every write, never typed.
 */
import { CatalogueStatus } from '@clearlot/contract/rules/catalogue';
import { type ListingDetail, type ListingOption, ListingStatus, type ListingSummary, type PriceTier, type VatRate, listingMargin, mediaPaths } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { manifestOf } from '../lot.store';
import { quantityTermsColumns } from '../sku.store';

/** Whose listings a caller works on: a goods owner's own shop, or every shop (the platform). */
export interface ListingScope {
  ownerId: number | null;
  userId: number;
}

export interface ListingRow {
  id: number;
  ownerId: number;
  status: ListingStatus;
  version: number;
  media: string;
  nameEn: string;
  nameZh: string;
  /** the category and brand it is listed under now (which may since have been retired: keeping them is allowed) */
  category2Id: number;
  brandId: number;
}

/** The listing in the scope, locked for the rest of the transaction when `lock`; null when there is none (or it is someone else's). */
export async function listingRow(db: Queryable, scope: ListingScope, id: number, lock = false): Promise<ListingRow | null> {
  const [row] = await db.query<ListingRow>(
    `select id, owner_id as "ownerId", status, version, media, name_en as "nameEn", name_zh as "nameZh", category2_id as "category2Id", brand_id as "brandId"
       from product where id = $1 and ($2::int is null or owner_id = $2)${lock ? ' for update' : ''}`,
    [id, scope.ownerId],
  );
  return row ?? null;
}

export async function listingByCreateKey(db: Queryable, ownerId: number, key: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from product where owner_id = $1 and create_key = $2', [ownerId, key]);
  return row?.id ?? null;
}

/** A second-level category on show with its parent, or null; with `evenRetired`, one that operations have since retired too. */
export async function subcategory(db: Queryable, id: number, evenRetired = false): Promise<{ id: number; parentId: number } | null> {
  const [row] = await db.query<{ id: number; parentId: number }>(
    `select id, parent_id as "parentId" from category where id = $1 and parent_id is not null and ($2 or status = ${CatalogueStatus.Active})`,
    [id, evenRetired],
  );
  return row ?? null;
}

/** Whether the brand is on show; with `evenRetired`, whether it exists at all. */
export async function brandExists(db: Queryable, id: number, evenRetired = false): Promise<boolean> {
  return (await db.query(`select 1 from brand where id = $1 and ($2 or status = ${CatalogueStatus.Active})`, [id, evenRetired])).length > 0;
}

export async function knownWarehouses(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.query<{ code: string }>('select warehouse_code as code from warehouse where warehouse_code = any($1::text[])', [[...new Set(codes)]]);
  return new Set(rows.map((r) => r.code));
}

export interface ProductFields {
  ownerId: number;
  category1Id: number;
  category2Id: number;
  brandId: number;
  nameEn: string;
  nameZh: string;
  sellingPointEn: string;
  sellingPointZh: string;
  descriptionEn: string;
  descriptionZh: string;
  condition: number;
  vatRate: VatRate;
  media: string;
}

const PRODUCT_INSERT_COLUMNS = `owner_id, brand_id, category1_id, category2_id, name_en, name_zh, selling_point_en, selling_point_zh,
                          description_en, description_zh, condition_grade, media, price, reference_price, platform_price, status, create_key, vat_rate`;

/** A new listing, a draft (figures 0 until its options are written); its id, or null when the create key was used already. */
export async function insertListing(tx: Queryable, fields: ProductFields, createKey: string | null): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into product (${PRODUCT_INSERT_COLUMNS})
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, 0, 0, $13, $14, $15)
     on conflict (owner_id, create_key) where create_key is not null do nothing
     returning id`,
    [
      fields.ownerId,
      fields.brandId,
      fields.category1Id,
      fields.category2Id,
      fields.nameEn,
      fields.nameZh,
      fields.sellingPointEn,
      fields.sellingPointZh,
      fields.descriptionEn,
      fields.descriptionZh,
      fields.condition,
      fields.media,
      ListingStatus.Draft,
      createKey,
      fields.vatRate,
    ],
  );
  return row?.id ?? null;
}

/** Ids for new rows of a table with a serial id, taken in one statement (a bulk write names its rows before writing them). */
export async function newIds(tx: Queryable, table: 'product' | 'product_sku', count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence($2, 'id'))::int as id from generate_series(1, $1)`, [count, table]);
  return rows.map((r) => r.id);
}

/** A bulk import's listing: its fields, its card and stock figures (known from its rows), and the id taken for it. */
export interface NewListing extends ProductFields {
  id: number;
  figures: CardFigures;
  stock: StockFigures;
}

/**
 * Many new listings at once (a bulk import), without create keys, in one statement, with their card and
 * stock figures written as they are inserted (no update of every row after, so neither the product's
 * indexes nor the postings' trigger see them twice). Drafts, or on sale at once when the import was asked
 * to publish (its rows were checked to be publishable).
 */
export async function insertListings(tx: Queryable, listings: readonly NewListing[], status: ListingStatus = ListingStatus.Draft): Promise<void> {
  if (listings.length === 0) return;
  const column = <K extends keyof ProductFields | 'id'>(key: K) => listings.map((listing) => listing[key]);
  await tx.query(
    `insert into product (id, ${PRODUCT_INSERT_COLUMNS}, profitable, has_options, specs, weight_grams, total_stock, warehouse_codes, main_warehouse_code, warehouse_mask)
     select id, o, b, c1, c2, ne, nz, spe, spz, de, dz, g, m, pr, rp, pr, $14::smallint, null, v, mg, ho, sp::jsonb, wt, ts, string_to_array(wc, ','), mw, wm
       from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::smallint[], $13::text[], $15::text[],
                   $16::int[], $17::int[], $18::numeric[], $19::boolean[], $20::text[], $21::int[], $22::int[], $23::text[], $24::text[], $25::bigint[])
         as t(id, o, b, c1, c2, ne, nz, spe, spz, de, dz, g, m, v, pr, rp, mg, ho, sp, wt, ts, wc, mw, wm)`,
    [
      column('id'),
      column('ownerId'),
      column('brandId'),
      column('category1Id'),
      column('category2Id'),
      column('nameEn'),
      column('nameZh'),
      column('sellingPointEn'),
      column('sellingPointZh'),
      column('descriptionEn'),
      column('descriptionZh'),
      column('condition'),
      column('media'),
      status,
      column('vatRate'),
      listings.map((l) => l.figures.price),
      listings.map((l) => l.figures.referencePrice),
      listings.map((l) => l.figures.margin),
      listings.map((l) => l.figures.hasOptions),
      listings.map((l) => l.figures.specs),
      listings.map((l) => l.figures.weight),
      listings.map((l) => l.stock.total),
      // warehouse codes are [A-Z0-9-]: joined by commas, split again in the statement (an array of arrays would need one length)
      listings.map((l) => l.stock.codes.join(',')),
      listings.map((l) => l.stock.main),
      listings.map((l) => l.stock.mask),
    ],
  );
}

/** The listing's own fields, only while it is at `version` (compare-and-set); whether it was. */
export async function updateListing(tx: Queryable, id: number, version: number, fields: Omit<ProductFields, 'ownerId'>): Promise<boolean> {
  const rows = await tx.query(
    `update product set brand_id = $3, category1_id = $4, category2_id = $5, name_en = $6, name_zh = $7, selling_point_en = $8, selling_point_zh = $9,
            description_en = $10, description_zh = $11, condition_grade = $12, media = $13, vat_rate = $14, version = version + 1, update_time = now()
      where id = $1 and version = $2
      returning id`,
    [
      id,
      version,
      fields.brandId,
      fields.category1Id,
      fields.category2Id,
      fields.nameEn,
      fields.nameZh,
      fields.sellingPointEn,
      fields.sellingPointZh,
      fields.descriptionEn,
      fields.descriptionZh,
      fields.condition,
      fields.media,
      fields.vatRate,
    ],
  );
  return rows.length > 0;
}

export interface SkuFields {
  options: ListingOption[];
  image: string | null;
  price: number;
  referencePrice: number;
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  sortOrder: number;
  /** selling by quantity (rules/quantity.ts): MOQ, case pack and the tiers after the option's own price */
  minQuantity: number;
  casePack: number;
  priceTiers: PriceTier[];
}

/** New options of the product, coded S<id>; their ids in order. */
export async function insertSkus(tx: Queryable, productId: number, skus: readonly SkuFields[]): Promise<number[]> {
  return insertSkusOf(
    tx,
    skus.map((sku) => ({ productId, sku })),
  );
}

/**
 * New options of one or more products (a bulk import writes every row's in one statement); their ids in
 * order. A bulk import names their ids (newIds) and gives each its opening units, written as its total
 * here (the shelves are written after, without moving the totals again).
 */
export async function insertSkusOf(tx: Queryable, rows: ReadonlyArray<{ productId: number; sku: SkuFields; id?: number; totalStock?: number }>): Promise<number[]> {
  if (rows.length === 0) return [];
  const skus = rows.map((row) => row.sku);
  const given = rows.every((row) => row.id !== undefined);
  const skuIds = given ? rows.map((row) => row.id!) : await newIds(tx, 'product_sku', rows.length);
  await tx.query(
    `insert into product_sku (id, product_id, sku_code, options, image, price, reference_price, platform_price, weight_grams, length_mm, width_mm, height_mm, sort_order,
                             min_quantity, case_pack, total_stock, status)
     select id, pid, 'S' || id, o::jsonb, img, p, r, p, w, l, wd, h, s, mq, cp, ts, 1
       from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[])
         as t(id, pid, o, img, p, r, w, l, wd, h, s, mq, cp, ts)`,
    [
      skuIds,
      rows.map((row) => row.productId),
      skus.map((s) => JSON.stringify(s.options)),
      skus.map((s) => s.image),
      skus.map((s) => s.price),
      skus.map((s) => s.referencePrice),
      skus.map((s) => s.weightGrams),
      skus.map((s) => s.lengthMm),
      skus.map((s) => s.widthMm),
      skus.map((s) => s.heightMm),
      skus.map((s) => s.sortOrder),
      skus.map((s) => s.minQuantity),
      skus.map((s) => s.casePack),
      rows.map((row) => row.totalStock ?? 0),
    ],
  );
  await writePriceTiers(
    tx,
    skuIds.map((id, n) => ({ skuId: id, tiers: skus[n]!.priceTiers })).filter((sku) => sku.tiers.length > 0),
    true,
  );
  return skuIds;
}

/** The options' tiers after their own prices, replacing what they had: written whole with the option, under the listing's lock. */
async function writePriceTiers(tx: Queryable, skus: ReadonlyArray<{ skuId: number; tiers: readonly PriceTier[] }>, newOptions = false): Promise<void> {
  if (skus.length === 0) return;
  // new options have no tiers to replace
  if (!newOptions) await tx.query('delete from product_price_tier where sku_id = any($1::int[])', [skus.map((sku) => sku.skuId)]);
  const rows = skus.flatMap((sku) => sku.tiers.map((tier) => ({ skuId: sku.skuId, ...tier })));
  if (rows.length === 0) return;
  await tx.query('insert into product_price_tier (sku_id, min_quantity, price) select * from unnest($1::int[], $2::int[], $3::int[])', [
    rows.map((row) => row.skuId),
    rows.map((row) => row.minQuantity),
    rows.map((row) => row.price),
  ]);
}

export async function updateSku(tx: Queryable, productId: number, skuId: number, sku: SkuFields): Promise<boolean> {
  const rows = await tx.query(
    `update product_sku set options = $3::jsonb, image = $4, price = $5, reference_price = $6, platform_price = $5, weight_grams = $7,
            length_mm = $8, width_mm = $9, height_mm = $10, sort_order = $11, min_quantity = $12, case_pack = $13
      where id = $2 and product_id = $1 and status = ${CatalogueStatus.Active} returning id`,
    [
      productId,
      skuId,
      JSON.stringify(sku.options),
      sku.image,
      sku.price,
      sku.referencePrice,
      sku.weightGrams,
      sku.lengthMm,
      sku.widthMm,
      sku.heightMm,
      sku.sortOrder,
      sku.minQuantity,
      sku.casePack,
    ],
  );
  if (rows.length === 0) return false;
  await writePriceTiers(tx, [{ skuId, tiers: sku.priceTiers }]);
  return true;
}

/** The product's option ids on sale. */
export async function activeSkuIds(db: Queryable, productId: number): Promise<number[]> {
  return (await db.query<{ id: number }>(`select id from product_sku where product_id = $1 and status = ${CatalogueStatus.Active} order by id`, [productId])).map((r) => r.id);
}

/**
 * Options taken out of the listing are withdrawn, never deleted: an order or a cart line may point at
 * them, and their stock movements stay readable.
 */
export async function withdrawSkus(tx: Queryable, productId: number, skuIds: readonly number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await tx.query('update product_sku set status = 0 where product_id = $1 and id = any($2::int[])', [productId, skuIds]);
}

/** What the card figures are computed from: a product's options on sale, in their order. */
export interface FigureSku {
  price: number;
  referencePrice: number;
  options: ListingOption[];
  weight: number;
}

/** A product's card figures from its options (the one home of the rule: refreshProductFigures and a bulk import's insert both use it). */
export interface CardFigures {
  price: number;
  referencePrice: number;
  margin: number | null;
  hasOptions: boolean;
  /** the option axes as specification attributes, JSON */
  specs: string;
  weight: number;
}

/**
 * The cheapest option's price, reference price and margin (the listing's "from" price, as the catalogue
 * generator sets them), whether a buyer must choose, the option axes as specification attributes, and
 * the first option's weight.
 */
export function cardFigures(skus: readonly FigureSku[]): CardFigures {
  const cheapest = skus.reduce((low, sku) => (sku.price < low.price ? sku : low));
  const axes: Array<{ name: string; nameEn: string; values: string[]; valuesZh: string[] }> = [];
  for (const sku of skus) {
    sku.options.forEach((option, index) => {
      const axis = (axes[index] ??= { name: option.name, nameEn: option.nameEn, values: [], valuesZh: [] });
      if (!axis.values.includes(option.valueEn)) {
        axis.values.push(option.valueEn);
        axis.valuesZh.push(option.value);
      }
    });
  }
  return {
    price: cheapest.price,
    referencePrice: cheapest.referencePrice,
    margin: listingMargin(cheapest.price, cheapest.referencePrice),
    hasOptions: skus.length > 1 || skus.some((sku) => sku.options.length > 0),
    specs: JSON.stringify(axes),
    weight: skus[0]!.weight,
  };
}

/** A product's stock figures: its units, its ship-from warehouses (largest shelf first), its main warehouse and their bit mask. */
export interface StockFigures {
  total: number;
  codes: string[];
  main: string | null;
  mask: string;
}

/**
 * The stock figures of new shelves, as refreshProductFigures's statement derives them from sku_stock (a bulk
 * import writes them with the products; its test checks the two agree): units summed per warehouse, the
 * warehouses holding some by quantity then code, the first of them the main one, and the mask of their ids.
 */
export function newStockFigures(shelves: ReadonlyArray<{ warehouseCode: string; quantity: number }>, warehouseIds: ReadonlyMap<string, number>): StockFigures {
  const byWarehouse = new Map<string, number>();
  for (const shelf of shelves) if (shelf.quantity > 0) byWarehouse.set(shelf.warehouseCode, (byWarehouse.get(shelf.warehouseCode) ?? 0) + shelf.quantity);
  const sorted = [...byWarehouse].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let mask = 0n;
  for (const [code] of sorted) mask |= 1n << BigInt(warehouseIds.get(code)! - 1);
  return { total: sorted.reduce((sum, [, quantity]) => sum + quantity, 0), codes: sorted.map(([code]) => code), main: sorted[0]?.[0] ?? null, mask: String(mask) };
}

/**
 * The products' card figures from their options on sale (cardFigures) and the stock figures (total,
 * ship-from warehouses, main warehouse and its bit mask) from their shelves. One statement for every
 * product given.
 */
export async function refreshProductFigures(tx: Queryable, productIds: number | readonly number[]): Promise<void> {
  const ids = typeof productIds === 'number' ? [productIds] : productIds;
  if (ids.length === 0) return;
  const rows = await tx.query<{ productId: number } & FigureSku>(
    `select product_id as "productId", price, reference_price as "referencePrice", options, weight_grams as weight
       from product_sku where product_id = any($1::int[]) and status = ${CatalogueStatus.Active} order by product_id, sort_order, id`,
    [ids],
  );
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  const figures = [...byProduct].map(([productId, skus]) => ({ productId, ...cardFigures(skus) }));
  if (figures.length === 0) return;
  await tx.query(
    `update product p set price = v.price, reference_price = v.ref, platform_price = v.price, profitable = v.margin, has_options = v.has_options,
            specs = v.specs::jsonb, weight_grams = v.weight,
            total_stock = s.total, warehouse_codes = s.codes, main_warehouse_code = s.main,
            warehouse_mask = coalesce((select bit_or(1::bigint << (w.id - 1)) from warehouse w where w.warehouse_code = any (s.codes)), 0)
       from unnest($1::int[], $2::int[], $3::int[], $4::numeric[], $5::boolean[], $6::text[], $7::int[]) as v(id, price, ref, margin, has_options, specs, weight)
       cross join lateral (
             select coalesce(sum(t.quantity), 0)::int as total,
                    coalesce(array_agg(t.warehouse_code order by t.quantity desc, t.warehouse_code) filter (where t.quantity > 0), '{}') as codes,
                    (array_agg(t.warehouse_code order by t.quantity desc, t.warehouse_code))[1] as main
               from (select s.warehouse_code, sum(s.quantity)::int as quantity
                       from sku_stock s join product_sku k on k.id = s.sku_id
                      where k.product_id = v.id and k.status = ${CatalogueStatus.Active} group by s.warehouse_code) t) s
      where p.id = v.id`,
    [
      figures.map((f) => f.productId),
      figures.map((f) => f.price),
      figures.map((f) => f.referencePrice),
      figures.map((f) => f.margin),
      figures.map((f) => f.hasOptions),
      figures.map((f) => f.specs),
      figures.map((f) => f.weight),
    ],
  );
}

/** A lot's grade after its manifest was imported, at the version its editor opened (compare-and-set, version + 1); whether it was. */
export async function setLotGrade(tx: Queryable, id: number, version: number, grade: number): Promise<boolean> {
  const rows = await tx.query('update product set condition_grade = $3, version = version + 1, update_time = now() where id = $1 and version = $2 returning id', [
    id,
    version,
    grade,
  ]);
  return rows.length > 0;
}

/** Moves the listing from one of `from` to `to` (compare-and-set); whether it moved. */
export async function setListingStatus(tx: Queryable, id: number, from: readonly ListingStatus[], to: ListingStatus): Promise<boolean> {
  const rows = await tx.query(`update product set status = $3, delisted_reason = null, update_time = now() where id = $1 and status = any($2::smallint[]) returning id`, [
    id,
    from,
    to,
  ]);
  return rows.length > 0;
}

export async function deleteListing(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from product where id = $1', [id]);
}

// ---------- reading ----------
const SUMMARY_COLUMNS = `p.id, p.name_en as "nameEn", p.name_zh as "nameZh", p.media, p.status, p.condition_grade as condition,
       p.price, p.reference_price as "referencePrice", p.total_stock as stock, p.version,
       (select count(*)::int from product_sku k where k.product_id = p.id and k.status = ${CatalogueStatus.Active}) as "skuCount",
       extract(epoch from p.update_time)::bigint as "updateTime"`;

type SummaryRow = Omit<ListingSummary, 'cover' | 'margin'> & { media: string };

const toSummary = ({ media, ...row }: SummaryRow): ListingSummary => ({ ...row, cover: mediaPaths(media)[0] ?? '', margin: listingMargin(row.price, row.referencePrice) });

export async function listListings(
  db: Queryable,
  scope: ListingScope,
  filter: { status?: ListingStatus | undefined; keyword?: string | undefined },
  page: { pageNum: number; pageSize: number },
): Promise<{ list: ListingSummary[]; total: number }> {
  const keyword = filter.keyword?.trim() || null;
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const byId = keyword && /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  const where = `($1::int is null or p.owner_id = $1) and ($2::smallint is null or p.status = $2)
     and ($3::text is null or p.name_en ilike $3 or p.name_zh ilike $3 or p.id = $4::int)`;
  const params = [scope.ownerId, filter.status ?? null, pattern, byId];
  const [rows, count] = await Promise.all([
    db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from product p where ${where} order by p.update_time desc, p.id desc limit $5 offset $6`, [
      ...params,
      page.pageSize,
      (page.pageNum - 1) * page.pageSize,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from product p where ${where}`, params),
  ]);
  return { list: rows.map(toSummary), total: count[0]?.total ?? 0 };
}

export async function listingDetail(db: Queryable, scope: ListingScope, id: number): Promise<ListingDetail | null> {
  const [row] = await db.query<Omit<ListingDetail, 'pictures' | 'skus' | 'manifest'> & { media: string }>(
    `select p.id, p.owner_id as "ownerId", p.status, p.version, p.name_en as "nameEn", p.name_zh as "nameZh",
            p.selling_point_en as "sellingPointEn", p.selling_point_zh as "sellingPointZh", p.description_en as "descriptionEn",
            p.description_zh as "descriptionZh", p.category1_id as "category1Id", p.category2_id as "categoryId", p.brand_id as "brandId",
            p.condition_grade as condition, p.vat_rate as "vatRate", p.media, extract(epoch from p.update_time)::bigint as "updateTime"
       from product p where p.id = $1 and ($2::int is null or p.owner_id = $2)`,
    [id, scope.ownerId],
  );
  if (!row) return null;
  const skus = await db.query<Omit<ListingDetail['skus'][number], 'margin'>>(
    `select k.id, k.sku_code as "skuCode", k.options, k.image, k.price, k.reference_price as "referencePrice", k.weight_grams as "weightGrams",
            k.length_mm as "lengthMm", k.width_mm as "widthMm", k.height_mm as "heightMm", k.total_stock as quantity,
            ${quantityTermsColumns('k')},
            coalesce((select json_agg(json_build_object('warehouseCode', s.warehouse_code, 'warehouseName', w.name_zh, 'warehouseNameEn', w.name_en,
                                                        'quantity', s.quantity) order by w.id)
                        from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code where s.sku_id = k.id), '[]') as stock
       from product_sku k where k.product_id = $1 and k.status = ${CatalogueStatus.Active} order by k.sort_order, k.id`,
    [id],
  );
  const { media, ...rest } = row;
  return {
    ...rest,
    pictures: mediaPaths(media),
    skus: skus.map((sku) => ({ ...sku, margin: listingMargin(sku.price, sku.referencePrice) })),
    manifest: await manifestOf(db, id),
  };
}

/** The listing's pictures and options as they are (what a duplicate copies). */
export async function skuFieldsOf(db: Queryable, productId: number): Promise<SkuFields[]> {
  return db.query<SkuFields>(
    `select options, image, price, reference_price as "referencePrice", weight_grams as "weightGrams", length_mm as "lengthMm",
            width_mm as "widthMm", height_mm as "heightMm", sort_order as "sortOrder", ${quantityTermsColumns('k')}
       from product_sku k where product_id = $1 and status = ${CatalogueStatus.Active} order by sort_order, id`,
    [productId],
  );
}

export async function productFieldsOf(db: Queryable, productId: number): Promise<ProductFields | null> {
  const [row] = await db.query<ProductFields>(
    `select owner_id as "ownerId", category1_id as "category1Id", category2_id as "category2Id", brand_id as "brandId", name_en as "nameEn",
            name_zh as "nameZh", selling_point_en as "sellingPointEn", selling_point_zh as "sellingPointZh", description_en as "descriptionEn",
            description_zh as "descriptionZh", condition_grade as condition, vat_rate as "vatRate", media
       from product where id = $1`,
    [productId],
  );
  return row ?? null;
}

// ---------- bulk import ----------
/** Subcategories on show, by which a product file may name one. */
export async function importCategories(db: Queryable): Promise<Array<{ id: number; parentId: number; nameEn: string; nameZh: string }>> {
  return db.query(
    `select id, parent_id as "parentId", name_en as "nameEn", name_zh as "nameZh" from category
      where parent_id is not null and status = ${CatalogueStatus.Active} order by id`,
  );
}

export async function importBrands(db: Queryable): Promise<Array<{ id: number; nameEn: string; nameZh: string }>> {
  return db.query(`select id, name_en as "nameEn", name_zh as "nameZh" from brand where status = ${CatalogueStatus.Active} order by id`);
}

/** Which of these pictures a listing of the shop already shows. */
export async function picturesOfShop(db: Queryable, ownerId: number, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.query<{ path: string }>(
    `select distinct m.path from product p cross join lateral unnest(string_to_array(p.media, ',')) as m(path)
      where p.owner_id = $1 and m.path = any($2::text[])`,
    [ownerId, paths],
  );
  return new Set(rows.map((row) => row.path));
}

export interface ImportRecord {
  target: 'products' | 'manifest';
  productId: number | null;
  rowCount: number;
  listingIds: number[];
}

export async function importByKey(db: Queryable, ownerId: number, clientKey: string): Promise<ImportRecord | null> {
  const [row] = await db.query<ImportRecord>(
    `select target, product_id as "productId", row_count as "rowCount", listing_ids as "listingIds" from listing_import where owner_id = $1 and client_key = $2`,
    [ownerId, clientKey],
  );
  return row ?? null;
}

/** Claims the import's key in the caller's transaction; its row id, or null when the key was claimed already (a retry). */
export async function claimImport(
  tx: Queryable,
  claim: { ownerId: number; clientKey: string; target: 'products' | 'manifest'; productId: number | null; userId: number },
): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into listing_import (owner_id, client_key, target, product_id, row_count, user_id) values ($1, $2, $3, $4, 0, $5)
     on conflict (owner_id, client_key) do nothing returning id`,
    [claim.ownerId, claim.clientKey, claim.target, claim.productId, claim.userId],
  );
  return row?.id ?? null;
}

export async function recordImport(tx: Queryable, id: number, rowCount: number, listingIds: readonly number[]): Promise<void> {
  await tx.query('update listing_import set row_count = $2, listing_ids = $3 where id = $1', [id, rowCount, listingIds]);
}

// ---------- export ----------
export interface ExportRow {
  productId: number;
  sortOrder: number;
  skuId: number;
  nameEn: string;
  nameZh: string;
  sellingPointEn: string;
  sellingPointZh: string;
  descriptionEn: string;
  descriptionZh: string;
  categoryId: number;
  brandId: number;
  condition: number;
  vatRate: VatRate;
  pictures: string;
  options: ListingOption[];
  price: number;
  referencePrice: number;
  weightGrams: number;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  minQuantity: number;
  casePack: number;
  priceTiers: PriceTier[];
  /** the option's largest shelf, or null when it has none */
  warehouseCode: string | null;
  stock: number;
}

/** Where an export page ends: its last option's product, order in the listing and id. */
export type ExportCursor = Pick<ExportRow, 'productId' | 'sortOrder' | 'skuId'>;

/**
 * The shop's options on sale after `after`, listing by listing and in each listing's order, with their
 * listing's fields and quantity terms (the catalogue export, page by page).
 */
export async function exportRowsAfter(db: Queryable, ownerId: number, after: ExportCursor, limit: number): Promise<ExportRow[]> {
  return db.query<ExportRow>(
    `select k.product_id as "productId", k.sort_order as "sortOrder", k.id as "skuId", p.name_en as "nameEn", p.name_zh as "nameZh",
            p.selling_point_en as "sellingPointEn", p.selling_point_zh as "sellingPointZh",
            p.description_en as "descriptionEn", p.description_zh as "descriptionZh", p.category2_id as "categoryId", p.brand_id as "brandId",
            p.condition_grade::int as condition, p.vat_rate as "vatRate", p.media as pictures, k.options, k.price, k.reference_price as "referencePrice", k.weight_grams as "weightGrams",
            k.length_mm as "lengthMm", k.width_mm as "widthMm", k.height_mm as "heightMm", ${quantityTermsColumns('k')},
            s.warehouse_code as "warehouseCode", coalesce(s.quantity, 0) as stock
       from product_sku k join product p on p.id = k.product_id
       left join lateral (select warehouse_code, quantity from sku_stock where sku_id = k.id order by quantity desc, warehouse_code limit 1) s on true
      where p.owner_id = $1 and k.status = ${CatalogueStatus.Active} and (k.product_id, k.sort_order, k.id) > ($2, $3, $4)
      order by k.product_id, k.sort_order, k.id limit $5`,
    [ownerId, after.productId, after.sortOrder, after.skuId, limit],
  );
}
