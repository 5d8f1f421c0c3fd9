/** The product service's SQL for account closure (issue 14): a goods owner's products on sale, a buyer's favourites and history erased. */
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export async function hasShop(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query('select 1 from goods_owner where user_id = $1 limit 1', [userId])).length > 0;
}

export async function productsOnSale(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from product p join goods_owner g on g.id = p.owner_id where g.user_id = $1 and p.status = $2`, [
    userId,
    CatalogueStatus.Active,
  ]);
  return row?.n ?? 0;
}

export async function eraseBrowsing(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from product_collect where user_id = $1', [userId]);
  await tx.query('delete from browsing_history where user_id = $1', [userId]);
}
