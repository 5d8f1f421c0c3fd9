/**
 * Coupons (issue 15; docs/product.md §1 "coupons", §2 `/coupon` and `/home/Coupons`): what a coupon
 * takes off a checkout, which coupons may be used together, and which of a buyer's coupons are best
 * for a basket. The specification names the screens only; the rules are ours (docs/decisions.md
 * "Coupons"). What a coupon takes off becomes a `CouponDiscount`, which the one pricing function
 * (priceCheckout in ./payable.ts) shares among the lines it covers.
 *
 * - Kinds: an amount off once the covered lines reach a threshold above that amount; a percentage
 *   off (1–99, rounded down to the penny) with a cap; free delivery for every order holding a covered
 *   line (also over a threshold, 0 for none). So no coupon makes goods free and a checkout always
 *   has something to pay (the coupon table checks the amount against the threshold).
 * - Scope: everything, a category (a line is covered when its product is in that category or below
 *   it), or one goods owner's goods. The threshold is met by the covered lines' item total before any
 *   discount, so a coupon for one owner's goods needs that much of that owner's goods.
 * - Validity: usable from `validFrom` until `validUntil` (the end itself is expired). Claimed copies
 *   are used once; the total and per-buyer limits are the server's (coupon store).
 * - Stacking: at most one discount coupon (amount or percentage) and one free-delivery coupon per
 *   checkout. A discount and free delivery never touch the same money (lines against delivery), so
 *   the best pair is the best of each.
 */
// types only: the coupon pages load these rules without the pricing function and its postcode rules
import type { CheckoutPrice, CouponDiscount, PricingLine } from './payable';

export const CouponKind = { AmountOff: 1, PercentOff: 2, FreeDelivery: 3 } as const;
export type CouponKind = (typeof CouponKind)[keyof typeof CouponKind];

export const CouponScope = { Everything: 1, Category: 2, GoodsOwner: 3 } as const;
export type CouponScope = (typeof CouponScope)[keyof typeof CouponScope];

/** My coupons' tabs: a claimed copy is usable, used (on orders not closed unpaid) or expired. */
export const MY_COUPON_TABS = ['usable', 'used', 'expired'] as const;
export type MyCouponTab = (typeof MY_COUPON_TABS)[number];

/** The terms of one of a buyer's coupons, as the rules read them. */
export interface CouponTerms {
  /** the buyer's coupon (a claimed copy): what CouponDiscount.couponId carries */
  id: number;
  kind: CouponKind;
  /** pence the covered lines must add up to before any discount; 0 for any amount */
  threshold: number;
  /** AmountOff: pence off */
  amountOff: number | null;
  /** PercentOff: whole per cent off (1–99) … */
  percentOff: number | null;
  /** … and the most it takes off, pence */
  maxOff: number | null;
  scope: CouponScope;
  /** the category (Category) or goods owner (GoodsOwner) it is limited to; null for Everything */
  scopeId: number | null;
  /** epoch seconds: usable from validFrom, up to but not at validUntil */
  validFrom: number;
  validUntil: number;
}

/** A cart line as the coupon rules see it: priced as for priceCheckout, with where its product sits. */
export interface CouponLine extends PricingLine {
  /** the product's categories, top level first */
  categoryIds: readonly number[];
}

/** Why a coupon cannot be used on a basket now (the settlement page says which). */
export type CouponUnusable = 'notStarted' | 'expired' | 'notCovered' | 'belowThreshold';

export type CouponFit =
  | { usable: true; discount: CouponDiscount }
  | {
      usable: false;
      reason: CouponUnusable;
      /** belowThreshold: pence more of covered goods needed; 0 otherwise */
      shortfall: number;
    };

/** Whether the coupon is in its validity window at `at` (epoch seconds), or why not. */
export function couponWindow(terms: Pick<CouponTerms, 'validFrom' | 'validUntil'>, at: number): 'notStarted' | 'expired' | null {
  if (at < terms.validFrom) return 'notStarted';
  if (at >= terms.validUntil) return 'expired';
  return null;
}

export function couponCovers(terms: Pick<CouponTerms, 'scope' | 'scopeId'>, line: Pick<CouponLine, 'ownerId' | 'categoryIds'>): boolean {
  switch (terms.scope) {
    case CouponScope.Everything:
      return true;
    case CouponScope.Category:
      return terms.scopeId !== null && line.categoryIds.includes(terms.scopeId);
    case CouponScope.GoodsOwner:
      return line.ownerId === terms.scopeId;
  }
}

/** Pence a discount coupon takes off covered lines worth `covered` pence (before the pricing function caps it at what they still cost). */
function itemsOffFor(terms: CouponTerms, covered: number): number {
  switch (terms.kind) {
    case CouponKind.AmountOff:
      return Math.min(terms.amountOff ?? 0, covered);
    case CouponKind.PercentOff: {
      // rounded down: the buyer never gets more than the percentage; BigInt keeps covered × percent exact
      const share = Number((BigInt(covered) * BigInt(terms.percentOff ?? 0)) / 100n);
      return Math.min(share, terms.maxOff ?? 0);
    }
    case CouponKind.FreeDelivery:
      return 0;
  }
}

/** What the coupon takes off these lines at `at` (epoch seconds), or why it cannot be used. */
export function couponFit(terms: CouponTerms, lines: readonly CouponLine[], at: number): CouponFit {
  const outside = couponWindow(terms, at);
  if (outside) return { usable: false, reason: outside, shortfall: 0 };
  const covered = lines.filter((line) => couponCovers(terms, line));
  if (covered.length === 0) return { usable: false, reason: 'notCovered', shortfall: 0 };
  const coveredTotal = covered.reduce((total, line) => total + line.unitPrice * line.quantity, 0);
  if (coveredTotal < terms.threshold) return { usable: false, reason: 'belowThreshold', shortfall: terms.threshold - coveredTotal };
  return {
    usable: true,
    discount: {
      couponId: terms.id,
      lineIds: covered.map((line) => line.id),
      itemsOff: itemsOffFor(terms, coveredTotal),
      freeDelivery: terms.kind === CouponKind.FreeDelivery,
    },
  };
}

/** The two places a checkout has for coupons: one discount coupon and one free-delivery coupon. */
export type CouponSlot = 'discount' | 'freeDelivery';
export const couponSlot = (kind: CouponKind): CouponSlot => (kind === CouponKind.FreeDelivery ? 'freeDelivery' : 'discount');

/** Whether these coupons may be used together: no coupon twice, at most one per slot. */
export function couponsStack(terms: readonly Pick<CouponTerms, 'id' | 'kind'>[]): boolean {
  if (new Set(terms.map((coupon) => coupon.id)).size !== terms.length) return false;
  const slots = terms.map((coupon) => couponSlot(coupon.kind));
  return new Set(slots).size === slots.length;
}

/** A usable coupon with what it takes off the basket (couponFit's discount). */
export interface CouponCandidate {
  terms: CouponTerms;
  discount: CouponDiscount;
}

/**
 * The best coupons for a checkout: the discount coupon taking the most off the items and the
 * free-delivery coupon clearing the most delivery. `base` is the checkout priced without coupons
 * (priceCheckout with NO_ADJUSTMENTS for the delivery type and postcode chosen; an unknown postcode
 * prices as mainland), which gives the lines' totals and the orders' delivery. On a tie the coupon
 * that expires first is used, keeping the longer-lasting one for later, then the earlier claimed
 * (lower id). Answers the discounts to give priceCheckout, discount coupon first.
 */
export function bestCoupons(candidates: readonly CouponCandidate[], base: Pick<CheckoutPrice, 'orders'>): CouponDiscount[] {
  const lineTotals = new Map(base.orders.flatMap((order) => order.lines.map((line) => [line.id, line.lineTotal] as const)));
  const saving = ({ discount }: CouponCandidate): number => {
    if (discount.freeDelivery) {
      const covers = new Set(discount.lineIds);
      return base.orders.filter((order) => order.lines.some((line) => covers.has(line.id))).reduce((total, order) => total + order.delivery.total, 0);
    }
    const covered = discount.lineIds.reduce((total, id) => total + (lineTotals.get(id) ?? 0), 0);
    return Math.min(discount.itemsOff, covered);
  };
  const pick = (slot: CouponSlot): CouponDiscount | null => {
    let best: { candidate: CouponCandidate; saving: number } | null = null;
    for (const candidate of candidates) {
      if (couponSlot(candidate.terms.kind) !== slot) continue;
      const value = saving(candidate);
      if (value <= 0) continue;
      const better =
        !best ||
        value > best.saving ||
        (value === best.saving &&
          (candidate.terms.validUntil < best.candidate.terms.validUntil ||
            (candidate.terms.validUntil === best.candidate.terms.validUntil && candidate.terms.id < best.candidate.terms.id)));
      if (better) best = { candidate, saving: value };
    }
    return best?.candidate.discount ?? null;
  };
  return [pick('discount'), pick('freeDelivery')].filter((discount): discount is CouponDiscount => discount !== null);
}

/**
 * Who may claim and use a coupon (issue 34 item 4): every buyer, or new buyers only — a buyer with no
 * paid order, judged by the guarded statement of each claim and each use (docs/decisions.md "Coupons
 * issued by operations").
 */
export const CouponAudience = { AllBuyers: 1, NewBuyers: 2 } as const;
export type CouponAudience = (typeof CouponAudience)[keyof typeof CouponAudience];

/**
 * A coupon as the operations desk lists it: not started yet, running, paused by operations, past its
 * end, or with every copy claimed. One state at a time, the first that holds in this order: ended,
 * paused, scheduled, used up, running.
 */
export const COUPON_DESK_STATES = ['scheduled', 'running', 'paused', 'ended', 'usedUp'] as const;
export type CouponDeskState = (typeof COUPON_DESK_STATES)[number];

/** Codes buyers type: 4–20 letters, digits or hyphens, compared without regard to case and kept in capitals. */
export const COUPON_CODE_MAX = 20;
const COUPON_CODE = /^[A-Z0-9](?:[A-Z0-9-]{2,18})[A-Z0-9]$/;
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();
export const isCouponCode = (code: string): boolean => COUPON_CODE.test(normalizeCouponCode(code));

/** A generated code: 10 characters without the look-alikes 0/O and 1/I/L, so it can be read out over the phone. */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function generatedCouponCode(randomBytes: Uint8Array): string {
  return Array.from(randomBytes.subarray(0, 10), (byte) => GENERATED_CODE_ALPHABET[byte % GENERATED_CODE_ALPHABET.length]).join('');
}

/** The bounds of a new coupon's numbers (the coupon table checks the same shape). */
export const COUPON_BOUNDS = {
  /** pence: the largest minimum spend and amount off, £1,000,000 */
  maxPence: 100_000_000,
  minPercent: 1,
  maxPercent: 99,
  maxTotalLimit: 1_000_000,
  maxPerBuyerLimit: 100,
  nameMax: 60,
} as const;

/** The terms a new coupon is checked on, as the desk's form and the server's schema both give them. */
export interface NewCouponTerms {
  kind: CouponKind;
  threshold: number;
  amountOff?: number | null;
  percentOff?: number | null;
  maxOff?: number | null;
  scope: CouponScope;
  categoryId?: number | null;
  ownerId?: number | null;
  validFrom: number;
  validUntil: number;
}

/** What is wrong across a new coupon's fields (an amount its kind needs, the spend above the amount off, the end after the start), each with the field it belongs to. */
export function newCouponProblems(terms: NewCouponTerms): Array<{
  field: 'amountOff' | 'percentOff' | 'maxOff' | 'threshold' | 'categoryId' | 'ownerId' | 'validUntil';
  message: 'required' | 'couponThresholdAboveAmount' | 'couponUntilAfterFrom';
}> {
  const problems: ReturnType<typeof newCouponProblems> = [];
  if (terms.kind === CouponKind.AmountOff) {
    if (terms.amountOff == null) problems.push({ field: 'amountOff', message: 'required' });
    // a spend above the amount off: a coupon never makes goods free
    else if (terms.threshold <= terms.amountOff) problems.push({ field: 'threshold', message: 'couponThresholdAboveAmount' });
  }
  if (terms.kind === CouponKind.PercentOff) {
    // its range (1–99) is the field's own rule (schemas/coupon.ts)
    if (terms.percentOff == null) problems.push({ field: 'percentOff', message: 'required' });
    if (terms.maxOff == null) problems.push({ field: 'maxOff', message: 'required' });
  }
  if (terms.scope === CouponScope.Category && terms.categoryId == null) problems.push({ field: 'categoryId', message: 'required' });
  if (terms.scope === CouponScope.GoodsOwner && terms.ownerId == null) problems.push({ field: 'ownerId', message: 'required' });
  if (terms.validUntil <= terms.validFrom) problems.push({ field: 'validUntil', message: 'couponUntilAfterFrom' });
  return problems;
}
