/**
 * What a coupon's face says (rules in packages/contract/src/rules/coupon.ts): its value (an amount
 * or a percentage off, or free delivery), the cap of a percentage, the spend it needs and the goods
 * it covers. Each part is a text key of the coupons namespace with its values, so the page reads it
 * in either language; money is in pounds, names in the language read.
 */
import { CouponKind, CouponScope } from '@clearlot/contract/rules/coupon';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';

export interface CouponTerms {
  kind: CouponKind;
  threshold: number;
  amountOff: number | null;
  percentOff: number | null;
  maxOff: number | null;
  scope: CouponScope;
  scopeName: string;
  scopeNameEn: string;
}

type FaceKey =
  'face.amountOff' | 'face.percentOff' | 'face.freeDelivery' | 'face.maxOff' | 'face.threshold' | 'face.noThreshold' | 'face.everything' | 'face.category' | 'face.goodsOwner';

export interface FaceText {
  key: FaceKey;
  values?: { amount?: string; percent?: string; name?: string };
}

export interface CouponFace {
  value: FaceText;
  /** a percentage coupon's most off */
  cap: FaceText | null;
  condition: FaceText;
  scope: FaceText;
}

function valueOf(coupon: CouponTerms): FaceText {
  if (coupon.kind === CouponKind.AmountOff) return { key: 'face.amountOff', values: { amount: formatPounds(coupon.amountOff ?? 0) } };
  if (coupon.kind === CouponKind.PercentOff) return { key: 'face.percentOff', values: { percent: String(coupon.percentOff ?? 0) } };
  return { key: 'face.freeDelivery' };
}

function scopeOf(coupon: CouponTerms, language: Language): FaceText {
  const name = language === 'zh' ? coupon.scopeName : coupon.scopeNameEn;
  if (coupon.scope === CouponScope.Category) return { key: 'face.category', values: { name } };
  if (coupon.scope === CouponScope.GoodsOwner) return { key: 'face.goodsOwner', values: { name } };
  return { key: 'face.everything' };
}

export function couponFace(coupon: CouponTerms, language: Language): CouponFace {
  return {
    value: valueOf(coupon),
    cap: coupon.kind === CouponKind.PercentOff ? { key: 'face.maxOff', values: { amount: formatPounds(coupon.maxOff ?? 0) } } : null,
    condition: coupon.threshold > 0 ? { key: 'face.threshold', values: { amount: formatPounds(coupon.threshold) } } : { key: 'face.noThreshold' },
    scope: scopeOf(coupon, language),
  };
}
