/**
 * The settlement page's coupon offer for its basket (issue 15): the buyer's own cart lines at today's SKU
 * prices, judged with the delivery address's postcode (free-delivery coupons clear what that address
 * would be charged), through the same offerCoupons the rules are tested on.
 */
import type { CouponOffer, CouponOfferBody } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { addressById } from '../../order/address/service';
import { checkoutLines, couponLineOf } from '../../order/orders/service';
import { offerCoupons } from './service';

export async function offerForBasket(db: Db, userId: number, body: CouponOfferBody): Promise<CouponOffer> {
  const ids = [...new Set(body.cartItemIds)];
  const lines = await checkoutLines(db, userId, ids);
  if (lines.length !== ids.length) fail('cartItemNotFound');
  const address = body.addressId === undefined ? null : await addressById(db, userId, body.addressId);
  if (body.addressId !== undefined && !address) fail('addressNotFound');
  return offerCoupons(db, userId, { lines: lines.map(couponLineOf), deliveryType: body.deliveryType, postcode: address?.postcode ?? '', orderType: body.orderType });
}
