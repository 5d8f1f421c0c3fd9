/**
 * The goods owner's options on sale that run low (the dashboard, issue 33 item 6): stock at or below a threshold, or
 * below the option's own minimum order (nobody can buy it then). One statement on the owner's products (product_owner_idx
 * serves the owner's on-sale products; product_sku_product_idx their options).
 */
import { CatalogueStatus, type DashboardLowStock } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

export async function lowStockOptions(
  db: Queryable,
  /** the shop; undefined: every shop's (the platform on the goods owner's desk) */
  ownerId: number | undefined,
  threshold: number,
  limit: number,
): Promise<DashboardLowStock[]> {
  return db.query<DashboardLowStock>(
    `select p.id as "productId", k.id as "skuId", k.sku_code as "skuCode", p.name_en as "nameEn", p.name_zh as "nameZh",
            coalesce((select string_agg(o->>'valueEn', ' / ' order by n) from jsonb_array_elements(k.options) with ordinality as x(o, n)), '') as "optionsEn",
            coalesce((select string_agg(o->>'value', ' / ' order by n) from jsonb_array_elements(k.options) with ordinality as x(o, n)), '') as "optionsZh",
            k.total_stock as stock, k.min_quantity as "minQuantity"
       from product p join product_sku k on k.product_id = p.id
      where ($1::int is null or p.owner_id = $1) and p.status = ${CatalogueStatus.Active} and k.status = ${CatalogueStatus.Active}
        and (k.total_stock <= $2 or k.total_stock < k.min_quantity)
      order by k.total_stock, p.id, k.sort_order, k.id
      limit $3`,
    [ownerId ?? null, threshold, limit],
  );
}
