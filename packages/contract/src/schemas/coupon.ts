/**
 * Coupon requests and answers (issue 15; rules in ../rules/coupon.ts): the coupon centre (`/coupon`)
 * lists what can be claimed, a claim makes the buyer a copy, and My coupons (`/home/Coupons`) lists
 * the buyer's copies as usable, used or expired. The offer is what the settlement page is given for
 * its basket. Amounts are integer pence, times epoch seconds; `name` is Chinese, `nameEn` English.
 */
import { z } from 'zod';
import { CouponKind, CouponScope, MY_COUPON_TABS } from '../rules/coupon';
import { codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

export const CouponKindCode = codeOf(CouponKind);
export const CouponScopeCode = codeOf(CouponScope);

/** A coupon's terms as shown: what it takes off, over what, on what, and when. */
const CouponTermsView = z.object({
  /** the code printed on the coupon (customer service finds it by this) */
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  kind: CouponKindCode,
  /** pence of covered goods needed; 0 for any amount */
  threshold: pence(),
  amountOff: pence().nullable(),
  percentOff: integer().nullable(),
  maxOff: pence().nullable(),
  scope: CouponScopeCode,
  /** the category or goods owner it is limited to, with its name; null and '' for everything */
  scopeId: rowId().nullable(),
  scopeName: z.string(),
  scopeNameEn: z.string(),
  validFrom: epochTime(),
  validUntil: epochTime(),
});

/** A coupon the centre offers. */
export const CentreCoupon = CouponTermsView.extend({
  id: rowId(),
  /** copies still to be claimed by anyone */
  remaining: integer(),
  perBuyerLimit: integer(),
  /** copies the caller has claimed (0 for a visitor) */
  claimed: integer(),
}).strict();
export type CentreCoupon = z.infer<typeof CentreCoupon>;
export const CentreCouponList = z.array(CentreCoupon);

export const ClaimCouponBody = z.object({ couponId: Id }).strict();
export type ClaimCouponBody = z.infer<typeof ClaimCouponBody>;

/** One of the buyer's coupons (a claimed copy). */
export const BuyerCoupon = CouponTermsView.extend({
  id: rowId(),
  couponId: rowId(),
  state: z.enum(MY_COUPON_TABS),
  claimedAt: epochTime(),
  usedAt: epochTime().nullable(),
  /** the orders it is used on (used coupons) */
  orderNos: z.array(z.string()),
}).strict();
export type BuyerCoupon = z.infer<typeof BuyerCoupon>;

export const MyCouponsBody = z
  .object({
    tab: z.enum(MY_COUPON_TABS, { error: 'invalidValue' }).default('usable'),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type MyCouponsBody = z.infer<typeof MyCouponsBody>;
export type MyCouponsInput = z.input<typeof MyCouponsBody>;

export const MyCouponCounts = z.object({ usable: integer(), used: integer(), expired: integer() }).strict();
export type MyCouponCounts = z.infer<typeof MyCouponCounts>;

export const MyCouponPage = countedListOf(BuyerCoupon).extend({ counts: MyCouponCounts }).strict();
export type MyCouponPage = z.infer<typeof MyCouponPage>;

/**
 * One of the buyer's usable-tab coupons against a basket: what it would take off (usable) or why
 * not (`reason`, and for a threshold the pence still needed).
 */
export const OfferedCoupon = BuyerCoupon.extend({
  usable: z.boolean(),
  reason: z.enum(['notStarted', 'expired', 'notCovered', 'belowThreshold']).nullable(),
  shortfall: pence(),
  /** the cart lines it covers and what it takes off them (priceCheckout's CouponDiscount) */
  lineIds: z.array(rowId()),
  itemsOff: pence(),
  freeDelivery: z.boolean(),
}).strict();
export type OfferedCoupon = z.infer<typeof OfferedCoupon>;

/** The settlement page's coupons: every unused, unexpired one, usable first, and the best choice. */
export const CouponOffer = z
  .object({
    coupons: z.array(OfferedCoupon),
    /** the buyer coupon ids to preselect, discount coupon first (bestCoupons) */
    best: z.array(rowId()),
  })
  .strict();
export type CouponOffer = z.infer<typeof CouponOffer>;

/** The settlement page's basket: the cart lines, and the address and delivery the delivery coupons are judged on. */
export const CouponOfferBody = z
  .object({
    cartItemIds: z.array(Id, { error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
    addressId: Id.optional(),
    deliveryType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'invalidValue' }),
    orderType: z.union([z.literal(1), z.literal(2)], { error: 'invalidValue' }).default(1),
  })
  .strict();
export type CouponOfferBody = z.infer<typeof CouponOfferBody>;
