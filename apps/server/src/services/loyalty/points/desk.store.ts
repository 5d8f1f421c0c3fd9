/**
 * The point mall desk's SQL (issue 34 item 5; migrations 0017 and 0130): the desk's list of mall goods with their product,
 * option, warehouse, goods owner, stock and redemptions, one item locked for a change, a new item (idempotent by its client
 * key, one per option and warehouse), the changes and the pause. The product, stock, warehouse and goods-owner tables are
 * the product service's, read here only (docs/decisions.md "Service boundaries"); nothing here writes them.
 */
import type { z } from 'zod';
import {
  CatalogueStatus,
  type DeskPointGoods,
  type DeskPointGoodsListBody,
  OrderStatus,
  type PointGoodsProduct,
  type PointGoodsSkuChoice,
  linePictureSql,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

const epoch = (column: string) => `floor(extract(epoch from ${column}))::bigint`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const ON_SALE = CatalogueStatus.Active;

/** Redemptions in force: those whose orders were not cancelled or closed unpaid (their units went back on sale). */
const REDEMPTIONS = `(select count(*)::int as redemptions, coalesce(sum(r.quantity), 0)::int as units
     from point_redemption r join shop_order so on so.id = r.order_id
    where r.goods_id = g.id and so.status not in (${OrderStatus.Cancelled}, ${OrderStatus.Closed}))`;

const DESK_GOODS = `g.id, g.product_id as "productId", g.sku_id as "skuId", k.sku_code as "skuCode", k.options as "skuOptions",
  p.name_zh as name, p.name_en as "nameEn", coalesce(nullif(k.image, ''), ${linePictureSql('p.media')}) as image,
  g.warehouse_code as "warehouseCode", w.name_zh as "warehouseName", w.name_en as "warehouseNameEn",
  o.id as "ownerId", o.shop_name_zh as "ownerName", o.shop_name_en as "ownerNameEn",
  g.points_price as "pointsPrice", g.agreed_price as "agreedPrice", k.price as "optionPrice", g.sort_order as "sortOrder", g.active,
  p.status = ${ON_SALE} and k.status = ${ON_SALE} as "onSale", coalesce(s.quantity, 0) as stock, r.redemptions, r.units,
  ${epoch('g.created_at')} as "createdAt", ${epoch('g.updated_at')} as "updatedAt"`;

const DESK_FROM = `point_goods g join product p on p.id = g.product_id join product_sku k on k.id = g.sku_id
  join warehouse w on w.warehouse_code = g.warehouse_code join goods_owner o on o.id = p.owner_id
  left join sku_stock s on s.sku_id = g.sku_id and s.warehouse_code = g.warehouse_code
  cross join lateral ${REDEMPTIONS} r`;

export type DeskGoodsSearch = z.output<typeof DeskPointGoodsListBody>;

/** The mall's goods in the mall's order (sort number, then oldest first); the keyword finds a part of either name, the product's id or the option's code. */
export async function deskGoods(db: Queryable, search: DeskGoodsSearch): Promise<{ rows: DeskPointGoods[]; total: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (search.keyword) {
    const like = `%${escapeLike(search.keyword.toLowerCase())}%`;
    conditions.push(
      `(lower(p.name_en) like $${params.push(like)} or lower(p.name_zh) like $${params.length} or lower(k.sku_code) like $${params.length} or p.id::text = $${params.push(search.keyword)})`,
    );
  }
  if (search.state) conditions.push(search.state === 'onOffer' ? 'g.active' : 'not g.active');
  const where = conditions.length ? conditions.join(' and ') : 'true';
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from point_goods g join product p on p.id = g.product_id join product_sku k on k.id = g.sku_id where ${where}`,
    params,
  );
  const rows = await db.query<DeskPointGoods>(
    `select ${DESK_GOODS} from ${DESK_FROM} where ${where}
      order by g.sort_order, g.id limit $${params.push(search.pageSize)} offset $${params.push((search.pageNum - 1) * search.pageSize)}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function deskGoodsById(db: Queryable, id: number): Promise<DeskPointGoods | null> {
  const [row] = await db.query<DeskPointGoods>(`select ${DESK_GOODS} from ${DESK_FROM} where g.id = $1`, [id]);
  return row ?? null;
}

/** What the desk's changes are checked against and the audit log keeps, with the item's row locked until the transaction ends. */
export interface LockedGoods {
  pointsPrice: number;
  agreedPrice: number;
  sortOrder: number;
  active: boolean;
}

export async function lockedGoods(tx: Queryable, id: number): Promise<LockedGoods | null> {
  const [row] = await tx.query<LockedGoods>(
    'select points_price as "pointsPrice", agreed_price as "agreedPrice", sort_order as "sortOrder", active from point_goods where id = $1 for update',
    [id],
  );
  return row ?? null;
}

/** The option a new item would be made of, as the desk must check it: its product on sale and not a lot, its stock in the warehouse. */
export interface OptionForMall {
  productOnSale: boolean;
  isLot: boolean;
  optionOnSale: boolean;
  /** units of the option in the warehouse; null when the warehouse is unknown or retired */
  stock: number | null;
}

/** The product and its option (null when the product does not exist; the option is not on sale when it is not the product's). */
export async function optionForMall(db: Queryable, productId: number, skuId: number, warehouseCode: string): Promise<OptionForMall | null> {
  const [row] = await db.query<OptionForMall>(
    `select p.status = ${ON_SALE} as "productOnSale", exists (select 1 from lot_manifest_row m where m.product_id = p.id) as "isLot",
            coalesce(k.status = ${ON_SALE}, false) as "optionOnSale",
            (select coalesce(s.quantity, 0) from warehouse w left join sku_stock s on s.sku_id = k.id and s.warehouse_code = w.warehouse_code
              where w.warehouse_code = $3 and w.status = ${ON_SALE}) as stock
       from product p left join product_sku k on k.product_id = p.id and k.id = $2 where p.id = $1`,
    [productId, skuId, warehouseCode],
  );
  return row ?? null;
}

export interface NewGoods {
  clientKey: string;
  productId: number;
  skuId: number;
  warehouseCode: string;
  pointsPrice: number;
  agreedPrice: number;
  sortOrder: number;
}

/**
 * Inserts the item unless its client key or its option and warehouse are taken (each a unique index); its id, or null when
 * either was. A request racing another with the same key waits for it here and then finds its row.
 */
export async function insertGoods(tx: Queryable, goods: NewGoods, staffId: number): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into point_goods (client_key, product_id, sku_id, warehouse_code, points_price, agreed_price, sort_order, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
    [goods.clientKey, goods.productId, goods.skuId, goods.warehouseCode, goods.pointsPrice, goods.agreedPrice, goods.sortOrder, staffId],
  );
  return row?.id ?? null;
}

/** The item a client key made, with what it was made of (a repeat must ask for the same option and warehouse). */
export async function goodsByClientKey(db: Queryable, clientKey: string): Promise<{ id: number; productId: number; skuId: number; warehouseCode: string } | null> {
  const [row] = await db.query<{ id: number; productId: number; skuId: number; warehouseCode: string }>(
    'select id, product_id as "productId", sku_id as "skuId", warehouse_code as "warehouseCode" from point_goods where client_key = $1',
    [clientKey],
  );
  return row ?? null;
}

export async function updateGoods(tx: Queryable, id: number, changes: { pointsPrice: number; agreedPrice: number; sortOrder: number }): Promise<void> {
  await tx.query('update point_goods set points_price = $2, agreed_price = $3, sort_order = $4, updated_at = now() where id = $1', [
    id,
    changes.pointsPrice,
    changes.agreedPrice,
    changes.sortOrder,
  ]);
}

/** Pauses (or resumes) the item: a guarded update, so of two simultaneous pauses one moves it. Whether it moved. */
export async function setActive(tx: Queryable, id: number, active: boolean): Promise<boolean> {
  const rows = await tx.query('update point_goods set active = $2, updated_at = now() where id = $1 and active <> $2 returning id', [id, active]);
  return rows.length > 0;
}

// ---------- what the desk's form chooses from ----------
/** Products on sale that are not lots, by a part of either name or the id, newest first; at most 30. */
export const productsForMall = (db: Queryable, keyword: string) =>
  db.query<PointGoodsProduct>(
    `select p.id, p.name_en as "nameEn", p.name_zh as "nameZh", ${linePictureSql('p.media')} as image, p.price,
            o.shop_name_zh as "ownerName", o.shop_name_en as "ownerNameEn"
       from product p join goods_owner o on o.id = p.owner_id
      where p.status = ${ON_SALE} and not exists (select 1 from lot_manifest_row m where m.product_id = p.id)
        and ($1 = '' or lower(p.name_en) like '%' || $2 || '%' or lower(p.name_zh) like '%' || $2 || '%' or p.id::text = $1)
      order by p.id::text = $1 desc, p.id desc limit 30`,
    [keyword, escapeLike(keyword.toLowerCase())],
  );

/**
 * The product's options on sale, in display order, each with the warehouses on show holding units of it (most first) and
 * the mall item already listed from each; empty for a product not on sale or a lot.
 */
export const optionsForMall = (db: Queryable, productId: number) =>
  db.query<PointGoodsSkuChoice>(
    `select k.id as "skuId", k.sku_code as "skuCode", k.options, k.price,
            coalesce((select json_agg(json_build_object('warehouseCode', s.warehouse_code, 'warehouseName', w.name_zh, 'warehouseNameEn', w.name_en,
                                                        'quantity', s.quantity, 'listedGoodsId', g.id) order by s.quantity desc, w.id)
                        from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code
                        left join point_goods g on g.sku_id = s.sku_id and g.warehouse_code = s.warehouse_code
                       where s.sku_id = k.id and s.quantity > 0 and w.status = ${ON_SALE}), '[]') as warehouses
       from product p join product_sku k on k.product_id = p.id
      where p.id = $1 and p.status = ${ON_SALE} and k.status = ${ON_SALE} and not exists (select 1 from lot_manifest_row m where m.product_id = p.id)
      order by k.sort_order, k.id`,
    [productId],
  );
