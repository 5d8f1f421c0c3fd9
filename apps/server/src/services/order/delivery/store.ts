/** The delivery quote's one query: the caller's chosen cart lines with what they are priced on. */
import { CatalogueStatus, type PriceTier, type PricingLine, type RunningDeal, linePrice } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { quantityTermsColumns, runningDealColumn } from '../../product/service';

type QuoteRow = Omit<PricingLine, 'unitPrice'> & { basePrice: number; minQuantity: number; casePack: number; priceTiers: PriceTier[]; deal: RunningDeal | null };

/**
 * The user's lines among the ids (another user's ids do not match), newest first like the cart, each at
 * the unit price its quantity earns today under its option's terms (rules/quantity.ts linePrice).
 */
export async function quoteLines(db: Queryable, userId: number, ids: readonly number[]): Promise<PricingLine[]> {
  const rows = await db.query<QuoteRow>(
    `select c.id, p.owner_id as "ownerId", c.warehouse_code as "warehouseCode", k.price as "basePrice", ${quantityTermsColumns('k')}, ${runningDealColumn('p')}, c.quantity,
            p.weight_grams as "weightGrams", p.vat_rate as "vatRate"
       from cart_item c join product p on p.id = c.product_id join product_sku k on k.id = c.sku_id
      where c.user_id = $1 and c.id = any($2::bigint[])
      order by c.created_at desc, c.id desc`,
    [userId, ids],
  );
  return rows.map(({ basePrice, minQuantity, casePack, priceTiers, deal, ...line }) => ({
    ...line,
    unitPrice: linePrice({ price: basePrice, minQuantity, casePack, priceTiers }, line.quantity, line.vatRate, deal).unitPrice,
  }));
}

/** One warehouse's stock of an option with what a line of it is priced on, for a landed cost before anything is in the cart. */
export interface SkuStockQuoteRow extends Omit<QuoteRow, 'id' | 'quantity'> {
  stock: number;
  onSale: boolean;
}

/** The option's stock by ship-from warehouse, most first (the main warehouse first among equals, as the cart fills), with its pricing terms. */
export const skuStockQuoteRows = (db: Queryable, skuId: number): Promise<SkuStockQuoteRow[]> =>
  db.query<SkuStockQuoteRow>(
    `select p.owner_id as "ownerId", s.warehouse_code as "warehouseCode", s.quantity as stock, k.price as "basePrice", ${quantityTermsColumns('k')},
            ${runningDealColumn('p')}, p.weight_grams as "weightGrams", p.vat_rate as "vatRate", p.status = $2 and k.status = $2 as "onSale"
       from product_sku k join product p on p.id = k.product_id join sku_stock s on s.sku_id = k.id
      where k.id = $1
      order by s.quantity desc, s.warehouse_code = p.main_warehouse_code desc, s.warehouse_code`,
    [skuId, CatalogueStatus.Active],
  );
