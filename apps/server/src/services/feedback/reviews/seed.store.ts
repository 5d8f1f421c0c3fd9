/** What the demo reviews' seeding reads (./seed.ts): who the demo people are, which goods to order, and whether it ran before. */
import { MIN_ORDER_ITEMS_TOTAL, CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from app_user where email = $1', [email]);
  return row?.id ?? null;
}

export async function goodsOwnerIdOfUser(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from goods_owner where user_id = $1', [userId]);
  return row?.id ?? null;
}

export const anyReview = async (db: Queryable) => (await db.query('select 1 from product_review limit 1')).length > 0;
export const anyComplaint = async (db: Queryable) => (await db.query('select 1 from complaint limit 1')).length > 0;

/** Three of the demo goods owner's products without options, in stock at one warehouse, with the quantity that reaches the minimum order (as unitsForMinimumOrder in rules/order.ts). */
export async function productsToOrder(db: Queryable): Promise<Array<{ productId: number; quantity: number }>> {
  return db.query<{ productId: number; quantity: number }>(
    `with owner as (select g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test'),
          stocked as (
            select p.id as "productId", greatest(1, ceil($1::numeric / nullif(k.price, 0)))::int as quantity, s.warehouse_code, s.quantity as stock,
                   count(*) over (partition by s.warehouse_code) as n
              from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
             where p.owner_id = (select id from owner) and p.status = ${CatalogueStatus.Active} and not p.has_options and k.price > 0 and k.min_quantity = 1 and k.case_pack = 1)
     select "productId", quantity from stocked where stock >= quantity + 20 order by n desc, warehouse_code, "productId" limit 3`,
    [MIN_ORDER_ITEMS_TOTAL],
  );
}
