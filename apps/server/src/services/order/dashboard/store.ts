/**
 * The dashboard's figures from the order service's own tables: each one statement on the orders of the shop (or of every
 * shop, for the platform) paid in [from, to), found by shop_order_owner_paid_idx (owner_id, paid_at).
 */
import { type DashboardBody, type DashboardTopProduct, DASHBOARD_TIME_ZONE, ReturnStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

const PAID_IN_PERIOD = `($1::int is null or o.owner_id = $1) and o.paid_at >= to_timestamp($2) and o.paid_at < to_timestamp($3)`;

const paramsOf = (ownerId: number | undefined, period: DashboardBody) => [ownerId ?? null, period.from, period.to];

/** Per UK day with orders: the orders paid, their goods ex VAT (the lines' net) and their units. */
export async function salesByDay(db: Queryable, ownerId: number | undefined, period: DashboardBody): Promise<Array<{ day: string; orders: number; sales: number; units: number }>> {
  const rows = await db.query<{ day: string; orders: number; sales: number; units: number }>(
    `select to_char((o.paid_at at time zone '${DASHBOARD_TIME_ZONE}')::date, 'YYYY-MM-DD') as day,
            count(*)::int as orders, coalesce(sum(i.net), 0)::float8 as sales, coalesce(sum(i.units), 0)::float8 as units
       from shop_order o
       cross join lateral (select sum(net_amount) as net, sum(quantity) as units from order_item where order_id = o.id) i
      where ${PAID_IN_PERIOD}
      group by 1 order by 1`,
    paramsOf(ownerId, period),
  );
  return rows.map((row) => ({ ...row, sales: Number(row.sales), units: Number(row.units) }));
}

/** Units of those orders given back with money: lines of completed return and refund-only requests that refunded something. */
export async function unitsReturned(db: Queryable, ownerId: number | undefined, period: DashboardBody): Promise<number> {
  const [row] = await db.query<{ units: number }>(
    `select coalesce(sum(l.quantity), 0)::float8 as units
       from shop_order o join return_request r on r.order_id = o.id join return_line l on l.return_id = r.id
      where ${PAID_IN_PERIOD} and r.status = ${ReturnStatus.Completed} and l.refunded_amount > 0`,
    paramsOf(ownerId, period),
  );
  return Number(row?.units ?? 0);
}

/** The products of those orders with the most goods ex VAT (then units), named as their latest order line names them. */
export async function topProducts(db: Queryable, ownerId: number | undefined, period: DashboardBody, limit: number): Promise<DashboardTopProduct[]> {
  const rows = await db.query<DashboardTopProduct>(
    `select i.product_id as "productId",
            (array_agg(i.product_name_en order by i.id desc))[1] as "nameEn", (array_agg(i.product_name_zh order by i.id desc))[1] as "nameZh",
            sum(i.net_amount)::float8 as sales, sum(i.quantity)::float8 as units
       from shop_order o join order_item i on i.order_id = o.id
      where ${PAID_IN_PERIOD}
      group by i.product_id
      order by sales desc, units desc, i.product_id
      limit ${Number(limit)}`,
    paramsOf(ownerId, period),
  );
  return rows.map((row) => ({ ...row, sales: Number(row.sales), units: Number(row.units) }));
}
