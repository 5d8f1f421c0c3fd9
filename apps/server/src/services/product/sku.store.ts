/** The product service's SQL for SKUs: a product's SKUs with their stock, one SKU's stock, the stock of a whole product. */
import { CatalogueStatus, type Sku, type WarehouseStock } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

/**
 * An option's quantity terms as columns (rules/quantity.ts QuantityTerms without the price): its MOQ, its
 * case pack and its tiers after its own price in increasing quantity, as JSON; `sku` is the option's alias.
 * What every reader of an option's terms selects, the order service's cart and checkout included
 * (through product/service.ts).
 */
export const quantityTermsColumns = (sku: string) =>
  `${sku}.min_quantity as "minQuantity", ${sku}.case_pack as "casePack",
   coalesce((select json_agg(json_build_object('minQuantity', t.min_quantity, 'price', t.price) order by t.min_quantity)
               from product_price_tier t where t.sku_id = ${sku}.id), '[]') as "priceTiers"`;

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
            k.image, k.total_stock as quantity, ${quantityTermsColumns('k')},
            coalesce((select json_agg(json_build_object('warehouseCode', s.warehouse_code, 'warehouseName', w.name_zh, 'warehouseNameEn', w.name_en,
                                                        'city', w.city, 'cityZh', w.city_zh, 'quantity', s.quantity) order by s.quantity desc, w.id)
                        from sku_stock s join warehouse w on w.warehouse_code = s.warehouse_code where s.sku_id = k.id), '[]') as stock
       from product_sku k where k.product_id = $1 and k.status = $2
      order by k.sort_order, k.id`,
    [productId, CatalogueStatus.Active],
  );
}
