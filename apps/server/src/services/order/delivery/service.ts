/**
 * Delivery quotes: the chosen cart lines are grouped by goods owner + ship-from warehouse (one
 * parcel group each, as orders are split), and each delivery type prices every group with the
 * contract's deliveryCharge, so the quote and the order agree to the penny.
 */
import { type DeliveryGroupQuote, type DeliveryOption, type DeliveryQuote, type DeliveryType, DeliveryTypeText, deliveryCharge, parseUkPostcode } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { createAddressService } from '../address/service';
import * as store from './store';

const DELIVERY_TYPES: readonly DeliveryType[] = [1, 2, 3];

interface ParcelGroup {
  ownerId: number;
  warehouseCode: string;
  weightGrams: number;
  lineCount: number;
}

function parcelGroups(lines: store.QuoteLineRow[]): ParcelGroup[] {
  const groups = new Map<string, ParcelGroup>();
  for (const line of lines) {
    const key = `${line.ownerId}\u0000${line.warehouseCode}`;
    const group = groups.get(key) ?? { ownerId: line.ownerId, warehouseCode: line.warehouseCode, weightGrams: 0, lineCount: 0 };
    group.weightGrams += line.weightGrams * line.quantity;
    group.lineCount += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function createDeliveryService(db: Db) {
  const addresses = createAddressService(db);

  return {
    async quote(userId: number, addressId: number, cartItemIds: readonly number[]): Promise<DeliveryQuote> {
      const address = await addresses.get(userId, addressId);
      const ids = [...new Set(cartItemIds)];
      const lines = await store.quoteLines(db, userId, ids);
      if (lines.length !== ids.length) fail('cartItemNotFound');
      const area = parseUkPostcode(address.postcode)?.area ?? '';
      const groups = parcelGroups(lines);
      const options: DeliveryOption[] = DELIVERY_TYPES.map((type) => {
        const quotes: DeliveryGroupQuote[] = groups.map((g) => ({
          ownerId: g.ownerId,
          warehouseCode: g.warehouseCode,
          weightGrams: g.weightGrams,
          ...deliveryCharge(type, g.weightGrams, g.lineCount, area),
        }));
        return {
          deliveryType: type,
          name: DeliveryTypeText[type].zh,
          nameEn: DeliveryTypeText[type].en,
          groups: quotes,
          total: quotes.reduce((sum, q) => sum + q.total, 0),
        };
      });
      return { options, itemsTotal: lines.reduce((sum, l) => sum + l.price * l.quantity, 0) };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
