/** The product service's SQL for SKUs: a product's SKUs with their stock, one SKU's stock, the stock of a whole product. */
import { CatalogueStatus, type Sku, type WarehouseStock } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

const STOCK_COLUMNS = `s.warehouse_code as "warehouseCode", w.name_zh as "warehouseName", w.name_en as "warehouseNameEn",
       w.city, w.city_zh as "cityZh"`;

/** One SKU's stock by warehouse, most first; empty for an unknown or withdrawn SKU. */
export const skuStock = (db: Queryable, skuId: number) =>
  db.query<WarehouseStock>(
    `select ${STOCK_COLUMNS}, s.quantity
       from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code
       join product_sku k on k.id = s.sku_id join product p on p.id = k.product_id
      where s.sku_id = $1 and k.status = $2 and p.status = $2
      order by s.quantity desc, w.id`,
    [skuId, CatalogueStatus.Active],
  );

export async function skuExists(db: Queryable, skuId: number): Promise<boolean> {
  const rows = await db.query('select 1 from product_sku k join product p on p.id = k.product_id where k.id = $1 and k.status = $2 and p.status = $2', [
    skuId,
    CatalogueStatus.Active,
  ]);
  return rows.length > 0;
}

/** A product's stock by warehouse, all its SKUs together, most first. */
export const productStock = (db: Queryable, productId: number) =>
  db.query<WarehouseStock>(
    `select ${STOCK_COLUMNS}, sum(s.quantity)::int as quantity
       from product_sku k join sku_stock s on s.sku_id = k.id join warehouse w on w.warehouse_code = s.warehouse_code
      where k.product_id = $1 and k.status = $2
      group by s.warehouse_code, w.id
      order by quantity desc, w.id`,
    [productId, CatalogueStatus.Active],
  );

interface SkuRow extends Omit<Sku, 'profitable' | 'stock'> {
  stock: WarehouseStock[];
}

/** A product's SKUs on sale, in display order, each with its stock by warehouse (most first). */
export async function productSkus(db: Queryable, productId: number): Promise<SkuRow[]> {
  return db.query<SkuRow>(
    `select k.id, k.sku_code as "skuCode", k.options, k.price, k.reference_price as "referencePrice", k.platform_price as "platformPrice",
            k.image, k.total_stock as quantity,
            coalesce((select json_agg(json_build_object('warehouseCode', s.warehouse_code, 'warehouseName', w.name_zh, 'warehouseNameEn', w.name_en,
                                                        'city', w.city, 'cityZh', w.city_zh, 'quantity', s.quantity) order by s.quantity desc, w.id)
                        from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code where s.sku_id = k.id), '[]') as stock
       from product_sku k where k.product_id = $1 and k.status = $2
      order by k.sort_order, k.id`,
    [productId, CatalogueStatus.Active],
  );
}
