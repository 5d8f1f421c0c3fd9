/**
 * The settlement page's coupon offer for its basket (issue 15): the buyer's own cart lines at today's SKU
 * prices, judged with the delivery address's postcode (free-delivery coupons clear what that address
 * would be charged), through the same offerCoupons the rules are tested on. A code typed at checkout
 * (issue 34 item 4) is judged against the same basket, claimed for the buyer with a claim's guarded
 * limits, and answered with the same offer.
 */
import { type CouponCodeBody, type CouponCodeResult, type CouponLine, type CouponOffer, type CouponOfferBody, CouponAudience, couponFit, epochSeconds } from '@clearlot/contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { addressById } from '../../order/address/service';
import { checkoutLines, couponLineOf } from '../../order/orders/service';
import { claimRefusal, offerCoupons } from './service';
import * as store from './store';

type Basket = Omit<Parameters<typeof offerCoupons>[2], 'lines'> & { lines: CouponLine[] };

async function basketOf(db: Db, userId: number, body: CouponOfferBody): Promise<Basket> {
  const ids = [...new Set(body.cartItemIds)];
  const lines = await checkoutLines(db, userId, ids);
  if (lines.length !== ids.length) fail('cartItemNotFound');
  const address = body.addressId === undefined ? null : await addressById(db, userId, body.addressId);
  if (body.addressId !== undefined && !address) fail('addressNotFound');
  return { lines: lines.map(couponLineOf), deliveryType: body.deliveryType, postcode: address?.postcode ?? '', orderType: body.orderType };
}

export async function offerForBasket(db: Db, userId: number, body: CouponOfferBody): Promise<CouponOffer> {
  return offerCoupons(db, userId, await basketOf(db, userId, body));
}

/**
 * A code typed at checkout: why it cannot apply to this basket (unknown, paused, not started or ended, for
 * new buyers only, not for these goods, spend too low) before anything is claimed; then, under the coupon's
 * row lock, the buyer's unused copy if they hold one (a code typed twice takes one copy), else a claim with
 * the claim's own guarded limits (total, per buyer, running, not paused, audience). Answers the copy and the
 * basket's offer holding it.
 */
export async function applyCouponCode(db: Db, userId: number, body: z.output<typeof CouponCodeBody>): Promise<CouponCodeResult> {
  const { code, ...offerBody } = body;
  const basket = await basketOf(db, userId, offerBody);
  const coupon = await store.couponByCode(db, code);
  if (!coupon) return fail('couponCodeUnknown');
  if (coupon.outside === 'expired') fail('couponExpired');
  if (coupon.paused) fail('couponPaused');
  if (coupon.outside === 'notStarted') fail('couponNotStarted');
  if (coupon.audience === CouponAudience.NewBuyers && (await store.hasPaidOrder(db, userId))) fail('couponNewBuyersOnly');
  const fit = couponFit(coupon, basket.lines, epochSeconds());
  if (!fit.usable) {
    if (fit.reason === 'notCovered') fail('couponNotForBasket');
    if (fit.reason === 'belowThreshold') fail('couponSpendTooLow', { shortfall: fit.shortfall });
    fail(fit.reason === 'expired' ? 'couponExpired' : 'couponNotStarted');
  }
  const applied = await db.transaction(async (tx) => {
    await store.lockCoupon(tx, coupon.id);
    const held = await store.unusedCopy(tx, coupon.id, userId);
    if (held !== null) return held;
    const issued = await store.issueCopy(tx, coupon.id, userId);
    if (!issued) return claimRefusal(tx, coupon.id, userId);
    return (await store.insertCopy(tx, coupon.id, userId, issued.perBuyerLimit)) ?? fail('couponClaimLimit');
  });
  return { applied, offer: await offerCoupons(db, userId, basket) };
}
