/** What the demo returns' seeding reads (./seed.ts): who the demo people are, which goods to order, and whether it ran before. */
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from app_user where email = $1', [email]);
  return row?.id ?? null;
}

/** Whether the buyer has made a return or an after-sales request (the seeding ran before, or they tried it themselves). */
export async function buyerHasRequests(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from return_request where user_id = $1 union all select 1 from after_sale where user_id = $1 limit 1', [userId]);
  return rows.length > 0;
}

/**
 * Two of the demo goods owner's products without options, in stock at one warehouse (so the order is one
 * parcel), each in a quantity that reaches the minimum order; the last ones, so other demo orders keep theirs.
 */
export async function productsToReturn(db: Queryable): Promise<Array<{ productId: number; quantity: number }>> {
  return db.query<{ productId: number; quantity: number }>(
    `with owner as (select g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = 'owner@clearlot.test'),
          stocked as (
            select p.id as "productId", greatest(2, ceil(1500.0 / nullif(k.price, 0)))::int as quantity, s.warehouse_code, s.quantity as stock,
                   count(*) over (partition by s.warehouse_code) as n
              from product p join product_sku k on k.product_id = p.id join sku_stock s on s.sku_id = k.id
             where p.owner_id = (select id from owner) and p.status = ${CatalogueStatus.Active} and not p.has_options and k.price > 0 and k.min_quantity = 1 and k.case_pack = 1
               -- ordinary goods, not the demo lots (a lot is sold whole, as its own parcel)
               and not exists (select 1 from lot_manifest_row m where m.product_id = p.id))
     select "productId", quantity from stocked where stock >= quantity + 20 order by n desc, warehouse_code, "productId" desc limit 2`,
  );
}
