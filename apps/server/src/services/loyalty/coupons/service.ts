/**
 * Coupons (issue 15; rules in packages/contract/src/rules/coupon.ts, decisions: "Coupons"): the
 * centre and claims, a buyer's coupons by tab, and what order placement and the settlement page
 * call — the coupons a checkout is priced with, their redemption inside the placing transaction, the
 * release when an unpaid order closes, and the best coupons to offer for a basket.
 *
 * Placing an order with coupons (the caller's transaction throughout):
 *   const coupons = await checkoutCoupons(tx, userId, body.couponIds, lines);
 *   const price = priceCheckout({ …, adjustments: { coupons, pointsValue: 0 } });
 *   … the trade and the orders are written …
 *   await redeemCoupons(tx, { userId, couponIds: body.couponIds, orderIds, orders: price.orders });
 */
import {
  type BuyerCoupon,
  type CentreCoupon,
  CouponAudience,
  type CheckoutPricingInput,
  type CouponCandidate,
  type CouponDiscount,
  type CouponLine,
  type CouponOffer,
  type CouponTerms,
  type MyCouponPage,
  type MyCouponsBody,
  NO_ADJUSTMENTS,
  type OfferedCoupon,
  type PricedOrder,
  bestCoupons,
  couponFit,
  couponsStack,
  epochSeconds,
  priceCheckout,
} from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import * as store from './store';

const termsOf = (row: store.BuyerCouponRow): CouponTerms => ({
  id: row.id,
  kind: row.kind,
  threshold: row.threshold,
  amountOff: row.amountOff,
  percentOff: row.percentOff,
  maxOff: row.maxOff,
  scope: row.scope,
  scopeId: row.scopeId,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
});

/** Why a claim was refused, read after the guarded update found nothing to take. */
export async function claimRefusal(db: Queryable, couponId: number, userId: number): Promise<never> {
  const state = await store.claimState(db, couponId, userId);
  if (!state) fail('couponNotFound');
  if (!state.running) fail('couponNotClaimable');
  if (state.paused) fail('couponPaused');
  if (!state.admitted) fail('couponNewBuyersOnly');
  if (state.claimed >= state.perBuyerLimit) fail('couponClaimLimit');
  fail('couponAllClaimed');
}

export function createCouponService(db: Db) {
  return {
    /** The coupon centre: running coupons, with how many the caller holds (a visitor none). */
    centre: (userId: number | null): Promise<CentreCoupon[]> => store.centreCoupons(db, userId),

    /**
     * Claims a copy: the coupon's guarded issue count and the buyer's numbered copy in one
     * transaction, so neither the total nor the per-buyer limit is ever passed.
     */
    async claim(userId: number, couponId: number): Promise<BuyerCoupon> {
      const id = await db.transaction(async (tx) => {
        const issued = await store.issueCopy(tx, couponId, userId);
        if (!issued) return claimRefusal(tx, couponId, userId);
        return (await store.insertCopy(tx, couponId, userId, issued.perBuyerLimit)) ?? fail('couponClaimLimit');
      });
      return (await store.buyerCouponById(db, userId, id))!;
    },

    /** The buyer's coupons on one tab, a page at a time, with every tab's count. */
    async mine(userId: number, body: MyCouponsBody): Promise<MyCouponPage> {
      const [list, counts] = await Promise.all([
        store.buyerCoupons(db, userId, body.tab, { limit: body.pageSize, offset: (body.pageNum - 1) * body.pageSize }),
        store.buyerCouponCounts(db, userId),
      ]);
      return { list, total: counts[body.tab], counts };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

/**
 * The coupons a checkout is priced with, as priceCheckout's adjustments. Refuses (and so stops the
 * placement) a coupon that is not the buyer's (couponNotFound), used or outside its window
 * (couponUnavailable), that does not apply to these lines (couponNotApplicable), or one more than
 * may be used together (couponsDoNotStack).
 */
export async function checkoutCoupons(q: Queryable, userId: number, couponIds: readonly number[], lines: readonly CouponLine[]): Promise<CouponDiscount[]> {
  if (couponIds.length === 0) return [];
  const copies = await store.copiesOf(q, userId, couponIds);
  if (copies.length !== new Set(couponIds).size) fail('couponNotFound');
  if (!couponsStack(copies.map(termsOf)) || copies.length !== couponIds.length) fail('couponsDoNotStack');
  const now = epochSeconds();
  // the new-buyer rule is read here for its message; markUsed judges it again inside its guarded update
  const paidBefore = copies.some((copy) => copy.audience === CouponAudience.NewBuyers) && (await store.hasPaidOrder(q, userId));
  return copies.map((copy) => {
    if (copy.state !== 'usable') fail('couponUnavailable');
    if (copy.paused) fail('couponPaused');
    if (paidBefore && copy.audience === CouponAudience.NewBuyers) fail('couponNewBuyersOnly');
    const fit = couponFit(termsOf(copy), lines, now);
    if (fit.usable) return fit.discount;
    return fail(fit.reason === 'notStarted' || fit.reason === 'expired' ? 'couponUnavailable' : 'couponNotApplicable');
  });
}

export interface Redemption {
  userId: number;
  /** the buyer's coupons the checkout was priced with (checkoutCoupons) */
  couponIds: readonly number[];
  /** the orders placed, in the order of … */
  orderIds: readonly number[];
  /** … priceCheckout's orders, whose `coupons` say what each coupon took off each order */
  orders: readonly Pick<PricedOrder, 'coupons'>[];
}

/**
 * Uses the coupons on the orders, inside the placing transaction: one guarded update marks the
 * copies used (only if none is used already or has expired since) and one live redemption row per
 * copy records what it took off each order. Of any number of concurrent checkouts with the same
 * copy exactly one gets past the guard; the others refuse with couponUnavailable and roll back.
 */
export async function redeemCoupons(tx: Queryable, redemption: Redemption): Promise<void> {
  const ids = [...new Set(redemption.couponIds)];
  if (ids.length === 0) return;
  if (redemption.orderIds.length !== redemption.orders.length) throw new RangeError('one order id per priced order');
  const marked = await store.markUsed(tx, redemption.userId, ids);
  if (marked.length !== ids.length) fail('couponUnavailable');
  for (const id of ids) {
    const orders = redemption.orders.flatMap((order, index) => {
      const share = order.coupons.find((coupon) => coupon.couponId === id);
      return share ? [{ orderId: redemption.orderIds[index]!, share }] : [];
    });
    // a coupon covering none of the orders was not priced into them
    if (orders.length === 0) fail('couponNotApplicable');
    let redemptionId: number;
    try {
      redemptionId = await store.insertRedemption(tx, redemption.userId, id);
    } catch (error) {
      if (uniqueViolation(error) === 'coupon_redemption_live') fail('couponUnavailable');
      throw error;
    }
    await store.insertRedemptionOrders(tx, redemptionId, orders);
  }
}

/**
 * Gives back the coupons of orders that closed or were cancelled before payment, in the caller's
 * transaction: a coupon used on several orders of one checkout comes back once all of them have.
 * Call it only for unpaid orders (a paid order's coupon stays used, refund or not). Answers the
 * buyer coupon ids given back.
 */
export const releaseCoupons = (tx: Queryable, orderIds: readonly number[]): Promise<number[]> => (orderIds.length === 0 ? Promise.resolve([]) : store.releaseOrders(tx, orderIds));

/**
 * The settlement page's coupons for a basket: each of the buyer's running, unused coupons with what
 * it would take off these lines or why it cannot be used (usable ones first), and the best choice
 * (bestCoupons: the biggest discount and the free delivery clearing most, for the delivery type
 * and postcode given).
 */
export async function offerCoupons(
  q: Queryable,
  userId: number,
  checkout: Omit<CheckoutPricingInput, 'adjustments' | 'lines'> & { lines: readonly CouponLine[] },
): Promise<CouponOffer> {
  const now = epochSeconds();
  const copies = await store.usableCopies(q, userId);
  const paidBefore = copies.some((copy) => copy.audience === CouponAudience.NewBuyers) && (await store.hasPaidOrder(q, userId));
  const candidates: CouponCandidate[] = [];
  const offered = copies.map((copy): OfferedCoupon => {
    const terms = termsOf(copy);
    // the coupon's own refusals come before the basket's: paused by operations, or no longer for this buyer
    const refusal = copy.paused ? 'paused' : paidBefore && copy.audience === CouponAudience.NewBuyers ? 'newBuyersOnly' : null;
    if (refusal) return { ...copy, usable: false, reason: refusal, shortfall: 0, lineIds: [], itemsOff: 0, freeDelivery: false };
    const fit = couponFit(terms, checkout.lines, now);
    if (fit.usable) {
      candidates.push({ terms, discount: fit.discount });
      return { ...copy, usable: true, reason: null, shortfall: 0, lineIds: fit.discount.lineIds.slice(), itemsOff: fit.discount.itemsOff, freeDelivery: fit.discount.freeDelivery };
    }
    return { ...copy, usable: false, reason: fit.reason, shortfall: fit.shortfall, lineIds: [], itemsOff: 0, freeDelivery: false };
  });
  return {
    coupons: [...offered.filter((coupon) => coupon.usable), ...offered.filter((coupon) => !coupon.usable)],
    best: bestCoupons(candidates, priceCheckout({ ...checkout, adjustments: NO_ADJUSTMENTS })).map((discount) => discount.couponId),
  };
}
