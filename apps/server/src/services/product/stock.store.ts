/**
 * Every SQL statement that changes stock: the per-warehouse rows (product_stock) and the product's
 * denormalised total (product.total_stock) move together. Each writer locks the products it
 * touches in id order first, so concurrent checkouts and cancellations queue instead of
 * deadlocking.
 */
import type { Queryable } from '../../platform/db';

export interface StockLine {
  productId: number;
  warehouseCode: string;
  quantity: number;
}

/** Row-locks products in id order: every stock writer takes these locks first. */
export async function lockProducts(tx: Queryable, productIds: readonly number[]): Promise<void> {
  await tx.query('select id from product where id = any($1::int[]) order by id for update', [[...new Set(productIds)].sort((a, b) => a - b)]);
}

const columns = (lines: readonly StockLine[]) => [lines.map((l) => l.productId), lines.map((l) => l.warehouseCode), lines.map((l) => l.quantity)];

/** A conditional decrement per line (only where enough is left); answers the lines taken. */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<number> {
  const taken = await tx.query<{ productId: number }>(
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
    columns(lines),
  );
  return taken.length;
}

/** Puts units back at their warehouses. */
export async function returnStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  await tx.query(
    `with back as (
       select * from unnest($1::int[], $2::text[], $3::int[]) as b(product_id, warehouse_code, quantity)
     ), stock as (
       update product_stock s set quantity = s.quantity + b.quantity from back b
        where s.product_id = b.product_id and s.warehouse_code = b.warehouse_code
     )
     update product p set total_stock = p.total_stock + t.quantity
       from (select product_id, sum(quantity)::int as quantity from back group by product_id) t where p.id = t.product_id`,
    columns(lines),
  );
}
