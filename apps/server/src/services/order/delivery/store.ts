/** The delivery quote's one query: the caller's chosen cart lines with what delivery is priced on. */
import type { Queryable } from '../../../platform/db';

export interface QuoteLineRow {
  id: number;
  ownerId: number;
  warehouseCode: string;
  price: number;
  quantity: number;
  weightGrams: number;
}

/** The user's lines among the ids (another user's ids do not match), newest first like the cart. */
export const quoteLines = (db: Queryable, userId: number, ids: readonly number[]) =>
  db.query<QuoteLineRow>(
    `select c.id, p.owner_id as "ownerId", c.warehouse_code as "warehouseCode", p.price, c.quantity, p.weight_grams as "weightGrams"
       from cart_item c join product p on p.id = c.product_id
      where c.user_id = $1 and c.id = any($2::bigint[])
      order by c.created_at desc, c.id desc`,
    [userId, ids],
  );
