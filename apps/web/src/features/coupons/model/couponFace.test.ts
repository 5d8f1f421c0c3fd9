import { describe, expect, it } from 'vitest';
import { CouponKind, CouponScope } from '@clearlot/contract/rules/coupon';
import en from '../../../locales/en/coupons.json';
import zh from '../../../locales/zh/coupons.json';
import { interpolate, lookup } from '../../../shared/i18n/translate';
import type { Language } from '../../../shared/i18n/language';
import { type CouponTerms, type FaceText, couponFace } from './couponFace';

const coupon = (extra: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: CouponKind.AmountOff,
  threshold: 10_000,
  amountOff: 1_000,
  percentOff: null,
  maxOff: null,
  scope: CouponScope.Everything,
  scopeName: '',
  scopeNameEn: '',
  ...extra,
});

/** The face read out in a language, as the ticket shows it. */
function read(terms: CouponTerms, language: Language): string[] {
  const face = couponFace(terms, language);
  const text = (part: FaceText | null) => (part ? interpolate(lookup(language === 'zh' ? zh : en, part.key)!, part.values) : null);
  return [text(face.value), text(face.cap), text(face.condition), text(face.scope)].filter((part): part is string => part !== null);
}

describe('couponFace', () => {
  it('says an amount off, the spend it needs and that it covers everything', () => {
    expect(read(coupon(), 'en')).toEqual(['£10.00 off', 'Spend £100.00 or more', 'On everything']);
    expect(read(coupon(), 'zh')).toEqual(['减 £10.00', '满 £100.00 可用', '全场通用']);
  });

  it('says a percentage with its cap, and no minimum when there is none', () => {
    const percent = coupon({ kind: CouponKind.PercentOff, amountOff: null, percentOff: 15, maxOff: 5_000, threshold: 0 });
    expect(read(percent, 'en')).toEqual(['15% off', 'up to £50.00', 'No minimum spend', 'On everything']);
    expect(read(percent, 'zh')).toEqual(['立减 15%', '最高减 £50.00', '无门槛', '全场通用']);
  });

  it('says free delivery and names the category or goods owner in the language read', () => {
    const onOwner = coupon({
      kind: CouponKind.FreeDelivery,
      amountOff: null,
      threshold: 3_000,
      scope: CouponScope.GoodsOwner,
      scopeName: '帕特尔批发',
      scopeNameEn: 'Patel Surplus',
    });
    expect(read(onOwner, 'en')).toEqual(['Free delivery', 'Spend £30.00 or more', 'On goods from Patel Surplus']);
    expect(read(onOwner, 'zh')).toEqual(['免运费', '满 £30.00 可用', '限帕特尔批发的商品']);
    const onCategory = coupon({ scope: CouponScope.Category, scopeName: '电子产品', scopeNameEn: 'Electronics' });
    expect(read(onCategory, 'en').at(-1)).toBe('On Electronics');
    expect(read(onCategory, 'zh').at(-1)).toBe('限电子产品类商品');
  });
});
