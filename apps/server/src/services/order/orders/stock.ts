/**
 * Stock writers of the order service. Every one locks the products it touches in id order first,
 * so concurrent checkouts and cancellations queue instead of deadlocking.
 */
import type { Queryable } from '../../../platform/db';

/** Row-locks products in id order: every stock writer takes these locks first. */
export async function lockProducts(tx: Queryable, productIds: number[]): Promise<void> {
  await tx.query('select id from product where id = any($1::int[]) order by id for update', [[...new Set(productIds)]]);
}

export interface StockLine {
  productId: number;
  warehouseCode: string;
  quantity: number;
}

/**
 * Takes the lines' units out of stock, all or none: a conditional decrement per line, so
 * concurrent buyers can never take more units than exist. False when a line is short (the
 * caller fails the transaction, which undoes the lines already taken).
 */
export async function reserveStock(tx: Queryable, lines: readonly StockLine[]): Promise<boolean> {
  await lockProducts(tx, lines.map((l) => l.productId));
  const reserved = await tx.query<{ productId: number }>(
    `with wanted as (
       select * from unnest($1::int[], $2::text[], $3::int[]) as w(product_id, warehouse_code, quantity)
     ), taken as (
       update product_stock s set quantity = s.quantity - w.quantity
         from wanted w
        where s.product_id = w.product_id and s.warehouse_code = w.warehouse_code and s.quantity >= w.quantity
        returning s.product_id, s.warehouse_code, w.quantity
     ), totals as (
       update product p set total_stock = greatest(p.total_stock - t.quantity, 0)
         from (select product_id, sum(quantity)::int as quantity from taken group by product_id) t
        where p.id = t.product_id
     )
     select product_id as "productId" from taken`,
    [lines.map((l) => l.productId), lines.map((l) => l.warehouseCode), lines.map((l) => l.quantity)],
  );
  return reserved.length === lines.length;
}

/** Puts an unshipped order's reserved units back on sale. */
export async function releaseStock(tx: Queryable, orderId: number): Promise<void> {
  const items = await tx.query<{ productId: number; warehouseCode: string; quantity: number }>(
    `select product_id as "productId", warehouse_code as "warehouseCode", reserved_quantity as quantity
       from order_item where order_id = $1 and reserved_quantity > 0 and shipped_at is null order by product_id`,
    [orderId],
  );
  if (items.length === 0) return;
  await lockProducts(tx, items.map((i) => i.productId));
  await tx.query(
    `with back as (
       select * from unnest($1::int[], $2::text[], $3::int[]) as b(product_id, warehouse_code, quantity)
     ), stock as (
       update product_stock s set quantity = s.quantity + b.quantity from back b
        where s.product_id = b.product_id and s.warehouse_code = b.warehouse_code
     )
     update product p set total_stock = p.total_stock + t.quantity
       from (select product_id, sum(quantity)::int as quantity from back group by product_id) t where p.id = t.product_id`,
    [items.map((i) => i.productId), items.map((i) => i.warehouseCode), items.map((i) => i.quantity)],
  );
  await tx.query('update order_item set reserved_quantity = 0 where order_id = $1 and shipped_at is null', [orderId]);
}
