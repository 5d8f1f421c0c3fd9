/**
 * Every SQL statement of the cart: a line is (user, SKU, ship-from warehouse); it keeps its product id
 * too, for the product-wide calls (remove a product's lines).
 * Ids from requests are compared as bigint: an id beyond the integer range is simply not found.
 */
import { linePictureSql } from '@clearlot/contract';
import { type CartGroup, type CartItem, CatalogueStatus, type RunningDeal } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { quantityTermsColumns, runningDealColumn } from '../../product/service';

/** Advisory-lock namespace: one cart write at a time per user (keeps the line limit exact). */
const CART_LOCK = 7_240_101;

/**
 * A cart line joined with what the buyer sees now: the item's fields (before the derived unit price,
 * out-of-stock flag and line total), whether the product is on sale, and its group's owner and
 * warehouse.
 */
export type CartLineRow = Omit<CartItem, 'outOfStock' | 'lineTotal' | 'lineVat' | 'profitable' | 'price' | 'flashDeal'> & { onSale: boolean; deal: RunningDeal | null } & Omit<
    CartGroup,
    'cartItems'
  >;

/** `onSale` is the product's status compared with the parameter at `activeParam` (CatalogueStatus.Active). */
const lineSelect = (activeParam: string) => `
  select c.id, c.product_id as "productId", c.sku_id as "skuId", k.options as "skuOptions",
         p.name_zh as "productName", p.name_en as "productNameEn",
         coalesce(nullif(k.image, ''), ${linePictureSql('p.media')}) as "productImage", c.warehouse_code as "warehouseCode",
         k.price as "basePrice", k.reference_price as "referencePrice", ${quantityTermsColumns('k')}, ${runningDealColumn('p')},
         c.quantity, coalesce(s.quantity, 0) as stock, p.status = ${activeParam} and k.status = ${activeParam} as "onSale", c.selected,
         p.weight_grams as "weightGrams", p.owner_id as "ownerId", p.vat_rate as "vatRate",
         o.shop_name_zh as "ownerName", o.shop_name_en as "ownerNameEn",
         w.name_zh as "warehouseName", w.name_en as "warehouseNameEn"
    from cart_item c
    join product_sku k on k.id = c.sku_id
    join product p on p.id = c.product_id
    join goods_owner o on o.id = p.owner_id
    join warehouse w on w.warehouse_code = c.warehouse_code
    left join sku_stock s on s.sku_id = c.sku_id and s.warehouse_code = c.warehouse_code`;

/** The user's whole cart in one statement, newest line first. */
export const cartLines = (db: Queryable, userId: number) =>
  db.query<CartLineRow>(`${lineSelect('$2')} where c.user_id = $1 order by c.created_at desc, c.id desc`, [userId, CatalogueStatus.Active]);

/** Some of the user's lines (others' ids simply do not match), newest first. */
export const cartLinesByIds = (db: Queryable, userId: number, ids: readonly number[]) =>
  db.query<CartLineRow>(`${lineSelect('$3')} where c.user_id = $1 and c.id = any($2::bigint[]) order by c.created_at desc, c.id desc`, [userId, ids, CatalogueStatus.Active]);

export async function countLines(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from cart_item where user_id = $1', [userId]);
  return row?.n ?? 0;
}

export interface SkuForCart {
  skuId: number;
  productId: number;
  /** the product and the SKU are both on sale */
  onSale: boolean;
  hasOptions: boolean;
  /** the option's MOQ and case pack (rules/quantity.ts) */
  minQuantity: number;
  casePack: number;
}

/**
 * The SKU a one-click add means: the one asked for (when it belongs to the product), else the
 * product's only SKU; null when the product (or that SKU of it) does not exist. A product with
 * options answers its first SKU with hasOptions, and the caller refuses.
 */
export async function skuForCart(db: Queryable, productId: number, skuId: number | null): Promise<SkuForCart | null> {
  const [row] = await db.query<SkuForCart>(
    `select k.id as "skuId", p.id as "productId", p.status = $3 and k.status = $3 as "onSale", p.has_options and $2::int is null as "hasOptions",
            k.min_quantity as "minQuantity", k.case_pack as "casePack"
       from product p join product_sku k on k.product_id = p.id
      where p.id = $1::bigint and ($2::int is null or k.id = $2::int)
      order by k.sort_order, k.id limit 1`,
    [productId, skuId, CatalogueStatus.Active],
  );
  return row ?? null;
}

/** A SKU by its id, for the detail page's add. */
export async function skuById(db: Queryable, skuId: number): Promise<SkuForCart | null> {
  const [row] = await db.query<SkuForCart>(
    `select k.id as "skuId", k.product_id as "productId", p.status = $2 and k.status = $2 as "onSale", false as "hasOptions",
            k.min_quantity as "minQuantity", k.case_pack as "casePack"
       from product_sku k join product p on p.id = k.product_id where k.id = $1::bigint`,
    [skuId, CatalogueStatus.Active],
  );
  return row ?? null;
}

export interface WarehouseRoom {
  warehouseCode: string;
  warehouseName: string;
  warehouseNameEn: string;
  stock: number;
  /** the user's line of this SKU at this warehouse, if any */
  lineId: number | null;
  inCart: number;
}

/**
 * Per ship-from warehouse holding the SKU: its stock and what the user's cart already holds there.
 * Ordered as units are spread: most stock first, then the product's main warehouse, then warehouse order.
 */
export const warehouseRoom = (tx: Queryable, userId: number, skuId: number) =>
  tx.query<WarehouseRoom>(
    `select s.warehouse_code as "warehouseCode", w.name_zh as "warehouseName", w.name_en as "warehouseNameEn", s.quantity as stock,
            c.id as "lineId", coalesce(c.quantity, 0) as "inCart"
       from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code
       join product_sku k on k.id = s.sku_id join product p on p.id = k.product_id
       left join cart_item c on c.user_id = $1 and c.sku_id = s.sku_id and c.warehouse_code = s.warehouse_code
      where s.sku_id = $2
      order by s.quantity desc, s.warehouse_code = p.main_warehouse_code desc, w.id`,
    [userId, skuId],
  );

/** Units of a SKU in stock at one warehouse (0 when it has none there, or the warehouse is unknown). */
export async function stockAt(db: Queryable, skuId: number, warehouseCode: string): Promise<number> {
  const [row] = await db.query<{ quantity: number }>('select quantity from sku_stock where sku_id = $1 and warehouse_code = $2', [skuId, warehouseCode]);
  return row?.quantity ?? 0;
}

/** The warehouse a one-click add ships from: the one holding most of the SKU, then the product's main one. */
export async function defaultWarehouse(db: Queryable, skuId: number): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    `select s.warehouse_code as code from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code
       join product_sku k on k.id = s.sku_id join product p on p.id = k.product_id
      where s.sku_id = $1 order by s.quantity desc, s.warehouse_code = p.main_warehouse_code desc, w.id limit 1`,
    [skuId],
  );
  return row?.code ?? null;
}

/** Serialises the user's cart writes until the transaction ends. */
export async function lockCart(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [...cartLock(userId)], { prepared: true });
}

/** The same lock as lockCart, for a transaction taking it as it begins (`db.transaction(fn, { lock: cartLock(userId) })`). */
export const cartLock = (userId: number): [number, number] => [CART_LOCK, userId];

export async function lineExists(db: Queryable, userId: number, skuId: number, warehouseCode: string): Promise<boolean> {
  const rows = await db.query('select 1 from cart_item where user_id = $1 and sku_id = $2 and warehouse_code = $3', [userId, skuId, warehouseCode]);
  return rows.length > 0;
}

export interface NewLine {
  userId: number;
  productId: number;
  skuId: number;
  warehouseCode: string;
  quantity: number;
}

/** Inserts the line unless it already exists; its id when a line was added. */
export async function insertLine(db: Queryable, line: NewLine): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `insert into cart_item (user_id, product_id, sku_id, warehouse_code, quantity) values ($1, $2, $3, $4, $5)
     on conflict (user_id, sku_id, warehouse_code) do nothing returning id`,
    [line.userId, line.productId, line.skuId, line.warehouseCode, line.quantity],
  );
  return row?.id ?? null;
}

/** Leaves exactly these lines selected in the user's cart (buy now). */
export async function selectOnly(tx: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  await tx.query('update cart_item set selected = (id = any($2::bigint[])), updated_at = now() where user_id = $1 and selected <> (id = any($2::bigint[]))', [userId, ids]);
}

/** The user's line, locked for the rest of the transaction, with the stock at its warehouse. */
export interface LockedLine {
  skuId: number;
  warehouseCode: string;
  stock: number;
  onSale: boolean;
  minQuantity: number;
  casePack: number;
}

export async function lockLine(tx: Queryable, userId: number, id: number): Promise<LockedLine | null> {
  const [row] = await tx.query<LockedLine>(
    `select c.sku_id as "skuId", c.warehouse_code as "warehouseCode", coalesce(s.quantity, 0) as stock, p.status = $3 and k.status = $3 as "onSale",
            k.min_quantity as "minQuantity", k.case_pack as "casePack"
       from cart_item c join product p on p.id = c.product_id join product_sku k on k.id = c.sku_id
       left join sku_stock s on s.sku_id = c.sku_id and s.warehouse_code = c.warehouse_code
      where c.id = $1 and c.user_id = $2
        for update of c`,
    [id, userId, CatalogueStatus.Active],
  );
  return row ?? null;
}

export async function updateLine(tx: Queryable, userId: number, id: number, change: { quantity?: number; selected?: boolean }): Promise<void> {
  await tx.query(
    `update cart_item set quantity = coalesce($3, quantity), selected = coalesce($4, selected), updated_at = now()
      where id = $1 and user_id = $2`,
    [id, userId, change.quantity ?? null, change.selected ?? null],
  );
}

/** How many of the ids are the user's lines (locking them for the rest of the transaction). */
export async function lockOwnLines(tx: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await tx.query('select id from cart_item where user_id = $1 and id = any($2::bigint[]) for update', [userId, ids]);
  return rows.length;
}

export async function setSelected(tx: Queryable, userId: number, ids: readonly number[], selected: boolean): Promise<number> {
  const rows = await tx.query('update cart_item set selected = $3, updated_at = now() where user_id = $1 and id = any($2::bigint[]) returning id', [userId, ids, selected]);
  return rows.length;
}

export async function deleteLines(tx: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  return (await tx.query('delete from cart_item where user_id = $1 and id = any($2::bigint[]) returning id', [userId, ids])).length;
}

export async function deleteProductLines(db: Queryable, userId: number, productId: number): Promise<number> {
  return (await db.query('delete from cart_item where user_id = $1 and product_id = $2::bigint returning id', [userId, productId])).length;
}

/** Every buyer's lines of a product (a listing its goods owner deleted before anyone ordered it). */
export async function deleteLinesOfProduct(tx: Queryable, productId: number): Promise<number> {
  return (await tx.query('delete from cart_item where product_id = $1 returning id', [productId])).length;
}
