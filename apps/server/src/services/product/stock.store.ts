/**
 * Every SQL statement that changes stock. Units are held per SKU and warehouse (sku_stock); the
 * SKU's total (product_sku.total_stock) and the product's (product.total_stock, the listing's
 * figure) move with them in the same statement. Each writer locks the products it touches in id
 * order first, so concurrent checkouts and cancellations queue instead of deadlocking.
 */
import type { Queryable } from '../../platform/db';

export interface StockLine {
  productId: number;
  skuId: number;
  warehouseCode: string;
  quantity: number;
}

/** Row-locks products in id order: every stock writer takes these locks first. */
export async function lockProducts(tx: Queryable, productIds: readonly number[]): Promise<void> {
  await tx.query('select id from product where id = any($1::int[]) order by id for update', [[...new Set(productIds)].sort((a, b) => a - b)], { prepared: true });
}

const columns = (lines: readonly StockLine[]) => [lines.map((l) => l.skuId), lines.map((l) => l.warehouseCode), lines.map((l) => l.quantity)];

/** The SKU and product totals follow the per-warehouse change `moved` (units per SKU, signed). */
const TOTALS = `
     skus as (
       update product_sku k set total_stock = greatest(k.total_stock + m.quantity, 0)
         from (select sku_id, sum(quantity)::int as quantity from moved group by sku_id) m
        where k.id = m.sku_id
        returning k.product_id, m.quantity
     )
     update product p set total_stock = greatest(p.total_stock + t.quantity, 0)
       from (select product_id, sum(quantity)::int as quantity from skus group by product_id) t
      where p.id = t.product_id`;

/**
 * The statement locking the lines' products in id order, then a conditional decrement per line
 * (only where enough is left), answering the number of lines taken. The decrement waits on a
 * one-time filter that counts the locked products, so every product lock is held before any stock
 * row is touched: the order lockProducts and then the decrement would keep, in one round trip.
 * `single` takes one line as plain parameters: as a prepared statement its generic plan (index
 * lookups, planned once per connection) is as cheap as a fresh one, where the arrays' unknown
 * length makes PostgreSQL plan the general form afresh on every call.
 */
function takeStockStatement(single: boolean): string {
  return `with locked as (
       select id from product where ${single ? 'id = $4::int' : 'id = any($4::int[])'} order by id for update
     ), wanted as (
       select * from ${single ? '(values ($1::int, $2::text, $3::int))' : 'unnest($1::int[], $2::text[], $3::int[])'} as w(sku_id, warehouse_code, quantity)
        where (select count(*) from locked) >= 0
     ), taken as (
       update sku_stock s set quantity = s.quantity - w.quantity
         from wanted w
        where s.sku_id = w.sku_id and s.warehouse_code = w.warehouse_code and s.quantity >= w.quantity
        returning s.sku_id, w.quantity
     ), moved as (
       select sku_id, -quantity as quantity from taken
     ), ${TOTALS}
     returning (select count(*)::int from taken) as taken`;
}

const TAKE_LINES = takeStockStatement(false);
const TAKE_ONE_LINE = takeStockStatement(true);

/** Locks the lines' products in id order and takes each line's units where enough is left; answers the number of lines taken. */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<number> {
  const [line] = lines;
  const [row] =
    lines.length === 1 && line
      ? await tx.query<{ taken: number }>(TAKE_ONE_LINE, [line.skuId, line.warehouseCode, line.quantity, line.productId], { prepared: true })
      : await tx.query<{ taken: number }>(TAKE_LINES, [...columns(lines), [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b)], { prepared: true });
  // no product row updated means no line was taken
  return row?.taken ?? 0;
}

/** Puts units back at their warehouses (recreating a warehouse row that was removed meanwhile). */
export async function returnStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  await tx.query(
    `with back as (
       select sku_id, warehouse_code, sum(quantity)::int as quantity
         from unnest($1::int[], $2::text[], $3::int[]) as b(sku_id, warehouse_code, quantity) group by sku_id, warehouse_code
     ), put as (
       insert into sku_stock (sku_id, warehouse_code, quantity) select sku_id, warehouse_code, quantity from back
       on conflict (sku_id, warehouse_code) do update set quantity = sku_stock.quantity + excluded.quantity
       returning sku_id
     ), moved as (
       select b.sku_id, b.quantity from back b where b.sku_id in (select sku_id from put)
     ), ${TOTALS}`,
    columns(lines),
  );
}
