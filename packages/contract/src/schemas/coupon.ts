/**
 * Coupon requests and answers (issue 15; rules in ../rules/coupon.ts): the coupon centre (`/coupon`)
 * lists what can be claimed, a claim makes the buyer a copy, and My coupons (`/home/Coupons`) lists
 * the buyer's copies as usable, used or expired. The offer is what the settlement page is given for
 * its basket. Amounts are integer pence, times epoch seconds; `name` is Chinese, `nameEn` English.
 */
import { z } from 'zod';
import {
  COUPON_BOUNDS,
  COUPON_CODE_MAX,
  COUPON_DESK_STATES,
  CouponAudience,
  CouponKind,
  CouponScope,
  MY_COUPON_TABS,
  isCouponCode,
  newCouponProblems,
  normalizeCouponCode,
} from '../rules/coupon';
import { requiredText } from './common';
import { codeOf, countedListOf, epochTime, integer, pageOf, pence, requestRowId, rowId } from './fields';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

export const CouponKindCode = codeOf(CouponKind);
export const CouponScopeCode = codeOf(CouponScope);
export const CouponAudienceCode = codeOf(CouponAudience);

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
  /** every buyer, or new buyers only (no paid order yet) */
  audience: CouponAudienceCode,
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
  /** operations have paused the coupon: it cannot be used on a new order until it is resumed */
  paused: z.boolean(),
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
  /** the basket's reasons (rules/coupon.ts CouponUnusable), or the coupon's own: paused by operations, or for new buyers only */
  reason: z.enum(['notStarted', 'expired', 'notCovered', 'belowThreshold', 'paused', 'newBuyersOnly']).nullable(),
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

/**
 * A code typed at checkout (issue 34 item 4): the settlement page's basket, as for the offer, and the code.
 * The server claims a copy for the buyer (or reuses an unused one they hold) and answers the offer with it.
 */
export const CouponCodeBody = CouponOfferBody.extend({
  code: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(40, { error: 'tooLong' }),
}).strict();
export type CouponCodeBody = z.input<typeof CouponCodeBody>;

export const CouponCodeResult = z
  .object({
    /** the buyer's copy the code gave (preselect it) */
    applied: rowId(),
    offer: CouponOffer,
  })
  .strict();
export type CouponCodeResult = z.infer<typeof CouponCodeResult>;

// ---- the coupons desk (operations and administrators, issue 34 item 4) ----
const pageNum = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSize = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20);
const deskPence = (max: number = COUPON_BOUNDS.maxPence) =>
  z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(max, { error: 'amountTooLarge' });
const positivePence = () => deskPence().min(1, { error: 'invalidValue' });
const deskTime = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(253_402_300_799, { error: 'invalidValue' });
const totalLimit = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(COUPON_BOUNDS.maxTotalLimit, { error: 'invalidValue' });
const perBuyerLimit = z
  .number({ error: 'required' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(COUPON_BOUNDS.maxPerBuyerLimit, { error: 'invalidValue' });
const couponName = requiredText(COUPON_BOUNDS.nameMax);

export const CouponDeskStateCode = z.enum(COUPON_DESK_STATES, { error: 'invalidValue' });

/** A coupon on the desk: its terms, state, limits and how far it has gone. */
export const DeskCoupon = CouponTermsView.extend({
  id: rowId(),
  state: CouponDeskStateCode,
  pausedAt: epochTime().nullable(),
  totalLimit: integer(),
  perBuyerLimit: integer(),
  /** copies claimed by buyers (typed codes included) */
  issued: integer(),
  /** copies in use on orders now (released ones come back and are not counted) */
  used: integer(),
  /** pence taken off orders by the uses in force */
  discounted: integer(),
  createdAt: epochTime(),
}).strict();
export type DeskCoupon = z.infer<typeof DeskCoupon>;
export const DeskCouponPage = pageOf(DeskCoupon);
export type DeskCouponPage = z.infer<typeof DeskCouponPage>;

export const DeskCouponListBody = z
  .object({
    /** a code or a name, in either language */
    keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    state: CouponDeskStateCode.optional(),
    pageNum,
    pageSize,
  })
  .strict();
export type DeskCouponListBody = z.input<typeof DeskCouponListBody>;

export const DeskCouponIdBody = z.object({ couponId: requestRowId() }).strict();
export type DeskCouponIdBody = z.input<typeof DeskCouponIdBody>;

/** A new coupon. An empty code asks the server to generate one; kinds ignore the amounts they do not use. */
export const CreateCouponBody = z
  .object({
    code: z
      .string({ error: 'wrongType' })
      .trim()
      .max(COUPON_CODE_MAX, { error: 'tooLong' })
      .default('')
      .refine((code) => code === '' || isCouponCode(code), { error: 'couponCodeFormat' })
      .transform(normalizeCouponCode),
    nameEn: couponName,
    nameZh: couponName,
    kind: CouponKindCode,
    threshold: deskPence(),
    amountOff: positivePence().nullable().optional(),
    percentOff: z
      .number({ error: 'required' })
      .int({ error: 'couponPercentRange' })
      .min(COUPON_BOUNDS.minPercent, { error: 'couponPercentRange' })
      .max(COUPON_BOUNDS.maxPercent, { error: 'couponPercentRange' })
      .nullable()
      .optional(),
    maxOff: positivePence().nullable().optional(),
    scope: CouponScopeCode,
    categoryId: requestRowId().nullable().optional(),
    ownerId: requestRowId().nullable().optional(),
    validFrom: deskTime,
    validUntil: deskTime,
    totalLimit,
    perBuyerLimit,
    audience: CouponAudienceCode.default(CouponAudience.AllBuyers),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const problem of newCouponProblems(body)) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type CreateCouponBody = z.input<typeof CreateCouponBody>;

/**
 * What may change once a coupon exists (docs/decisions.md "Coupons issued by operations"): its names, its
 * limits (the total not below what is claimed, the per-buyer limit only up) and its end (only later).
 * The terms buyers hold — what it takes off, on what, from when — never change.
 */
export const UpdateCouponBody = z.object({ couponId: requestRowId(), nameEn: couponName, nameZh: couponName, totalLimit, perBuyerLimit, validUntil: deskTime }).strict();
export type UpdateCouponBody = z.input<typeof UpdateCouponBody>;

/** One use of a coupon: who, on which orders, what it took off, when, and whether the orders closed unpaid and gave it back. */
export const CouponRedemption = z
  .object({
    id: rowId(),
    userId: rowId(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    orderNos: z.array(z.string()),
    itemsOff: pence(),
    deliveryOff: pence(),
    redeemedAt: epochTime(),
    releasedAt: epochTime().nullable(),
  })
  .strict();
export type CouponRedemption = z.infer<typeof CouponRedemption>;
export const CouponRedemptionPage = pageOf(CouponRedemption);
export type CouponRedemptionPage = z.infer<typeof CouponRedemptionPage>;

export const CouponRedemptionsBody = z.object({ couponId: requestRowId(), pageNum, pageSize }).strict();
export type CouponRedemptionsBody = z.input<typeof CouponRedemptionsBody>;

/** The goods owners a coupon can be limited to (the desk's choice), found by shop name. */
export const CouponOwnerSearchBody = z.object({ keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default('') }).strict();
export type CouponOwnerSearchBody = z.input<typeof CouponOwnerSearchBody>;
export const CouponOwnerOption = z.object({ id: rowId(), name: z.string(), nameEn: z.string() }).strict();
export type CouponOwnerOption = z.infer<typeof CouponOwnerOption>;
export const CouponOwnerList = z.array(CouponOwnerOption);
