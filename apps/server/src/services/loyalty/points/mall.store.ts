/**
 * The point mall's SQL (migration 0017): its goods with today's product data and stock, and the
 * redemption rows (one per client key). A redemption's trade and order are the order service's rows,
 * written by its stores (order/trades/store.ts insertPointsTrade, order/orders/store.ts markOrderPaidWithPoints).
 */
import { linePictureSql } from '@clearlot/contract';
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface GoodsRow {
  id: number;
  productId: number;
  skuId: number;
  name: string;
  nameEn: string;
  image: string;
  pointsPrice: number;
  referencePrice: number;
  stock: number;
  warehouseName: string;
  warehouseNameEn: string;
}

const GOODS_COLUMNS = `g.id, g.product_id as "productId", g.sku_id as "skuId", p.name_zh as name, p.name_en as "nameEn",
  coalesce(nullif(k.image, ''), ${linePictureSql('p.media')}) as image, g.points_price as "pointsPrice", k.price as "referencePrice",
  coalesce(s.quantity, 0) as stock, w.name_zh as "warehouseName", w.name_en as "warehouseNameEn"`;

const GOODS_FROM = `point_goods g join product p on p.id = g.product_id join product_sku k on k.id = g.sku_id
  join warehouse w on w.warehouse_code = g.warehouse_code
  left join sku_stock s on s.sku_id = g.sku_id and s.warehouse_code = g.warehouse_code`;

/** The goods on offer: active, their product and SKU on sale. */
export const activeGoods = (db: Queryable) =>
  db.query<GoodsRow>(
    `select ${GOODS_COLUMNS} from ${GOODS_FROM}
      where g.active and p.status = $1 and k.status = $1 order by g.sort_order, g.id`,
    [CatalogueStatus.Active],
  );

export interface GoodsDetailRow extends GoodsRow {
  media: string;
  description: string;
  descriptionEn: string;
}

export async function activeGoodsById(db: Queryable, id: number): Promise<GoodsDetailRow | null> {
  const [row] = await db.query<GoodsDetailRow>(
    `select ${GOODS_COLUMNS}, p.media, p.description_zh as description, p.description_en as "descriptionEn" from ${GOODS_FROM}
      where g.id = $1 and g.active and p.status = $2 and k.status = $2`,
    [id, CatalogueStatus.Active],
  );
  return row ?? null;
}

export interface RedeemableGoods {
  id: number;
  productId: number;
  skuId: number;
  skuCode: string;
  skuOptions: string;
  warehouseCode: string;
  ownerId: number;
  pointsPrice: number;
  /** pence the goods owner is paid per unit (issue 34 item 5) */
  agreedPrice: number;
  weightGrams: number;
  nameEn: string;
  nameZh: string;
  image: string;
  onOffer: boolean;
}

/** The goods as a redemption needs them, whether or not still on offer. */
export async function goodsForRedemption(tx: Queryable, id: number): Promise<RedeemableGoods | null> {
  const [row] = await tx.query<RedeemableGoods>(
    `select g.id, g.product_id as "productId", g.sku_id as "skuId", k.sku_code as "skuCode", k.options::text as "skuOptions",
            g.warehouse_code as "warehouseCode", p.owner_id as "ownerId", g.points_price as "pointsPrice", g.agreed_price as "agreedPrice", p.weight_grams as "weightGrams",
            p.name_en as "nameEn", p.name_zh as "nameZh", coalesce(nullif(k.image, ''), ${linePictureSql('p.media')}) as image,
            g.active and p.status = $2 and k.status = $2 as "onOffer"
       from point_goods g join product p on p.id = g.product_id join product_sku k on k.id = g.sku_id where g.id = $1`,
    [id, CatalogueStatus.Active],
  );
  return row ?? null;
}

export interface RedemptionRow {
  id: number;
  requestHash: string;
  points: number;
  orderNo: string;
}

export async function redemptionByKey(tx: Queryable, userId: number, clientKey: string): Promise<RedemptionRow | null> {
  const [row] = await tx.query<RedemptionRow>(
    `select r.id, r.request_hash as "requestHash", r.points, o.order_no as "orderNo"
       from point_redemption r join shop_order o on o.id = r.order_id where r.user_id = $1 and r.client_key = $2`,
    [userId, clientKey],
  );
  return row ?? null;
}

export async function insertRedemption(
  tx: Queryable,
  redemption: { userId: number; clientKey: string; requestHash: string; goodsId: number; quantity: number; points: number; agreedPrice: number; orderId: number },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into point_redemption (user_id, client_key, request_hash, goods_id, quantity, points, agreed_price, order_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [redemption.userId, redemption.clientKey, redemption.requestHash, redemption.goodsId, redemption.quantity, redemption.points, redemption.agreedPrice, redemption.orderId],
  );
  return row!.id;
}

// ---------- demo data and tests ----------
/**
 * Offers the SKU from the warehouse for `pointsPrice` points and `agreedPrice` pence a unit to its goods owner (again, when
 * it was offered before); its id. The demo's and the tests' way in: the desk lists goods through desk.ts.
 */
export async function offerGoods(
  db: Queryable,
  goods: { productId: number; skuId: number; warehouseCode: string; pointsPrice: number; agreedPrice?: number; sortOrder?: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into point_goods (product_id, sku_id, warehouse_code, points_price, agreed_price, sort_order) values ($1, $2, $3, $4, $5, $6)
     on conflict (sku_id, warehouse_code) do update set points_price = excluded.points_price, agreed_price = excluded.agreed_price, active = true returning id`,
    [goods.productId, goods.skuId, goods.warehouseCode, goods.pointsPrice, goods.agreedPrice ?? 0, goods.sortOrder ?? 0],
  );
  return row!.id;
}

/**
 * The demo's mall goods listed before the desk existed (no client key) with nothing agreed: given the option's platform price
 * (what its goods owner receives for a sale after the fee) as their agreed price. The number changed.
 */
export async function agreeDemoGoodsPrices(db: Queryable): Promise<number> {
  const rows = await db.query(
    `update point_goods g set agreed_price = least(k.platform_price, 1000000), updated_at = now()
       from product_sku k where k.id = g.sku_id and g.client_key is null and g.agreed_price = 0 and k.platform_price > 0 returning g.id`,
  );
  return rows.length;
}

/** Products without options, on sale, £5–£50, with 20 or more units in one warehouse, cheapest first (the demo's mall goods). */
export const demoMallCandidates = (db: Queryable, limit: number) =>
  db.query<{ productId: number; skuId: number; warehouseCode: string; price: number; platformPrice: number }>(
    `select distinct on (p.price, p.id) p.id as "productId", k.id as "skuId", s.warehouse_code as "warehouseCode", k.price,
            k.platform_price as "platformPrice"
       from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
      where p.status = $1 and k.status = $1 and not p.has_options and s.quantity >= 20 and k.price between 500 and 5000
      order by p.price, p.id, s.quantity desc limit $2`,
    [CatalogueStatus.Active, limit],
  );

export async function goodsCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from point_goods');
  return row!.count;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from app_user where email = $1', [email]);
  return row?.id ?? null;
}
