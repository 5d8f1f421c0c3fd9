/**
 * Delivery quotes: the chosen cart lines priced by the contract's priceCheckout once per delivery
 * type, so each option's charges are those of the orders the lines would become (one per goods
 * owner + ship-from warehouse) and the quote and the placed order agree to the penny.
 */
import {
  type DeliveryOption,
  type DeliveryQuote,
  DeliveryType,
  DeliveryTypeText,
  type LandedCost,
  NO_ADJUSTMENTS,
  OrderType,
  type PricingLine,
  type SkuLandedCostBody,
  linePrice,
  priceCheckout,
  priceItems,
  quantityProblem,
  spreadOverWarehouses,
} from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { createAddressService } from '../address/service';
import * as store from './store';

const DELIVERY_TYPES: readonly DeliveryType[] = [1, 2, 3];

export function createDeliveryService(db: Db) {
  const addresses = createAddressService(db);

  return {
    async quote(userId: number, addressId: number, cartItemIds: readonly number[]): Promise<DeliveryQuote> {
      const address = await addresses.get(userId, addressId);
      const ids = [...new Set(cartItemIds)];
      const lines = await store.quoteLines(db, userId, ids);
      if (lines.length !== ids.length) fail('cartItemNotFound');
      // the charges before any coupon, which the order type does not change: each option priced as a real-time checkout
      const options: DeliveryOption[] = DELIVERY_TYPES.map((deliveryType) => {
        const price = priceCheckout({ lines, deliveryType, postcode: address.postcode, orderType: OrderType.RealTime, adjustments: NO_ADJUSTMENTS });
        return {
          deliveryType,
          name: DeliveryTypeText[deliveryType].zh,
          nameEn: DeliveryTypeText[deliveryType].en,
          groups: price.orders.map((order) => ({ ownerId: order.ownerId, warehouseCode: order.warehouseCode, weightGrams: order.weightGrams, ...order.delivery })),
          total: price.deliveryTotal,
        };
      });
      return { options, itemsTotal: priceItems(lines).itemsTotal };
    },

    /** The landed cost of the buyer's chosen cart lines (the cart's summary). */
    async cartLandedCost(userId: number, cartItemIds: readonly number[]): Promise<LandedCost> {
      const ids = [...new Set(cartItemIds)];
      const lines = await store.quoteLines(db, userId, ids);
      if (lines.length !== ids.length) fail('cartItemNotFound');
      return landedCost(userId, lines);
    },

    /**
     * The landed cost of a quantity of one option (the product page), spread over its warehouses as the product
     * page's add to cart spreads it (most stock first, whole cases, each share at least the minimum order).
     */
    async skuLandedCost(userId: number, body: SkuLandedCostBody): Promise<LandedCost> {
      const rows = await store.skuStockQuoteRows(db, body.skuId);
      const [first] = rows;
      if (!first) fail('skuNotFound');
      if (!first.onSale) fail('productNotOnSale');
      const problem = quantityProblem(first, body.quantity);
      if (problem !== null)
        fail(problem === 'belowMinimum' ? 'quantityBelowMinimum' : 'quantityNotWholeCases', { cartItemId: null, minQuantity: first.minQuantity, casePack: first.casePack });
      const shares = spreadOverWarehouses(
        rows.map((row) => ({ warehouseCode: row.warehouseCode, room: row.stock })),
        body.quantity,
        first,
      );
      if (!shares) fail('itemOutOfStock');
      const lines: PricingLine[] = shares.map((share, index) => {
        const row = rows.find((candidate) => candidate.warehouseCode === share.warehouseCode)!;
        const terms = { price: row.basePrice, minQuantity: row.minQuantity, casePack: row.casePack, priceTiers: row.priceTiers };
        return {
          id: index + 1,
          ownerId: row.ownerId,
          warehouseCode: row.warehouseCode,
          unitPrice: linePrice(terms, share.quantity, row.vatRate, row.deal).unitPrice,
          quantity: share.quantity,
          weightGrams: row.weightGrams,
          vatRate: row.vatRate,
        };
      });
      return landedCost(userId, lines);
    },
  };

  /** The lines priced as one standard-delivery checkout to the buyer's default address (the first, without a default), before coupons. */
  async function landedCost(userId: number, lines: readonly PricingLine[]): Promise<LandedCost> {
    const addressList = await addresses.list(userId);
    const address = addressList.find((candidate) => candidate.isDefault) ?? addressList[0];
    const items = priceItems(lines);
    const goods = items.itemsTotal;
    if (!address) return { postcode: null, goods, delivery: null, vat: null, total: null, belowMinimum: items.belowMinimum };
    const price = priceCheckout({ lines, deliveryType: DeliveryType.Standard, postcode: address.postcode, orderType: OrderType.RealTime, adjustments: NO_ADJUSTMENTS });
    return { postcode: address.postcode, goods, delivery: price.deliveryTotal, vat: price.vatTotal, total: price.grossTotal, belowMinimum: price.belowMinimum };
  }
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
