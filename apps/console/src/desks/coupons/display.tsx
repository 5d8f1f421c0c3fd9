/** How the coupons desk words a coupon: what it takes off, on what, for whom, and its state as a tag. */
import { Tag } from 'antd';
import { formatPounds } from '@clearlot/contract/format/money';
import { CouponAudience, type CouponDeskState, CouponKind, CouponScope } from '@clearlot/contract/rules/coupon';
import type { DeskCoupon } from '@clearlot/contract/schemas/coupon';
import type { Translate } from '../../shared/i18n';

/** "£5.00 off over £30.00", "15% off up to £20.00, over £50.00", "Free delivery over £30.00". */
export function termsText(coupon: Pick<DeskCoupon, 'kind' | 'amountOff' | 'percentOff' | 'maxOff' | 'threshold'>, t: Translate): string {
  const over = coupon.threshold > 0 ? t('terms.over', { amount: formatPounds(coupon.threshold) }) : t('terms.anySpend');
  switch (coupon.kind) {
    case CouponKind.AmountOff:
      return t('terms.amountOff', { amount: formatPounds(coupon.amountOff ?? 0), over });
    case CouponKind.PercentOff:
      return t('terms.percentOff', { percent: coupon.percentOff ?? 0, cap: formatPounds(coupon.maxOff ?? 0), over });
    case CouponKind.FreeDelivery:
      return t('terms.freeDelivery', { over });
  }
}

export function scopeText(coupon: Pick<DeskCoupon, 'scope' | 'scopeName' | 'scopeNameEn'>, t: Translate, language: 'en' | 'zh'): string {
  const name = language === 'zh' ? coupon.scopeName || coupon.scopeNameEn : coupon.scopeNameEn || coupon.scopeName;
  if (coupon.scope === CouponScope.Category) return t('scope.categoryOf', { name });
  if (coupon.scope === CouponScope.GoodsOwner) return t('scope.ownerOf', { name });
  return t('scope.everything');
}

export const audienceText = (audience: number, t: Translate) => t(audience === CouponAudience.NewBuyers ? 'audience.newBuyers' : 'audience.allBuyers');

// antd's status colours, themed from the design tokens (the preset hues fail the contrast check on a tag)
const STATE_COLOURS: Record<CouponDeskState, string> = { scheduled: 'processing', running: 'success', paused: 'warning', ended: 'default', usedUp: 'default' };

export function CouponStateTag({ state, t }: { state: CouponDeskState; t: Translate }) {
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="coupon-state">
      {t(`states.${state}`)}
    </Tag>
  );
}
