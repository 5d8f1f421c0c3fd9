/** The delivery quote's one query: the caller's chosen cart lines with what they are priced on. */
import type { PricingLine } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** The user's lines among the ids at their SKU's price today (another user's ids do not match), newest first like the cart. */
export const quoteLines = (db: Queryable, userId: number, ids: readonly number[]) =>
  db.query<PricingLine>(
    `select c.id, p.owner_id as "ownerId", c.warehouse_code as "warehouseCode", k.price as "unitPrice", c.quantity, p.weight_grams as "weightGrams"
       from cart_item c join product p on p.id = c.product_id join product_sku k on k.id = c.sku_id
      where c.user_id = $1 and c.id = any($2::bigint[])
      order by c.created_at desc, c.id desc`,
    [userId, ids],
  );
