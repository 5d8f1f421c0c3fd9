/**
 * Delivery quotes: the chosen cart lines priced by the contract's priceCheckout once per delivery
 * type, so each option's charges are those of the orders the lines would become (one per goods
 * owner + ship-from warehouse) and the quote and the placed order agree to the penny.
 */
import { type DeliveryOption, type DeliveryQuote, type DeliveryType, DeliveryTypeText, NO_ADJUSTMENTS, OrderType, priceCheckout, priceItems } from '@clearlot/contract';
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
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
