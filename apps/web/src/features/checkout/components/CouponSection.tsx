import { Card } from '../../../shared/ui/kit/Card';
import { Select } from '../../../shared/ui/kit/Select';
import { Text } from '../../../shared/ui/kit/Text';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { CouponOffer, OfferedCoupon } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { type CouponSlot, couponOptions, slotOf } from '../model/couponChoice';

interface CouponSectionProps {
  offer: CouponOffer | undefined;
  chosen: readonly OfferedCoupon[];
  onChoose: (slot: CouponSlot, couponId: number | null) => void;
  language: Language;
}

/**
 * Coupons at the settlement (issue 15): one discount coupon and one free-delivery coupon, the best pair
 * chosen for the buyer; each option says what it takes off these lines, or why it cannot be used here.
 */
export function CouponSection({ offer, chosen, onChoose, language }: CouponSectionProps) {
  const { t } = useTranslation('checkout');
  if (!offer || offer.coupons.length === 0) return null;

  const label = (coupon: OfferedCoupon) => {
    const name = byLanguage(language, coupon.name, coupon.nameEn);
    if (coupon.usable) return coupon.freeDelivery ? t('coupons.freeDelivery', { name }) : t('coupons.off', { name, amount: formatPounds(coupon.itemsOff) });
    if (coupon.reason === 'belowThreshold') return t('coupons.shortfall', { name, amount: formatPounds(coupon.shortfall) });
    return t(`coupons.unusable.${coupon.reason ?? 'notCovered'}`, { name });
  };
  const select = (slot: CouponSlot) => {
    const chosenId = chosen.find((coupon) => slotOf(coupon) === slot)?.id;
    const options = couponOptions(offer.coupons, slot, chosenId);
    if (options.length === 0) return null;
    const id = `checkout-coupon-${slot}`;
    return (
      <div className="checkout-coupons__row">
        <label htmlFor={id}>{t(`coupons.${slot}Label`)}</label>
        <Select
          id={id}
          value={chosenId ?? 0}
          onChange={(value) => onChoose(slot, value === 0 ? null : value)}
          options={[
            { value: 0, label: t('coupons.none') },
            ...options.map(({ coupon, copies }) => ({
              value: coupon.id,
              label: copies > 1 ? t('coupons.copies', { count: copies, label: label(coupon) }) : label(coupon),
              disabled: !coupon.usable,
            })),
          ]}
          data-testid={id}
          className="checkout-coupons__select"
        />
      </div>
    );
  };

  return (
    <Card title={t('coupons.title')} className="checkout-coupons-card" data-testid="checkout-coupons">
      <div className="checkout-coupons">
        {select('discount')}
        {select('freeDelivery')}
        <Text tone="secondary">{t('coupons.hint')}</Text>
      </div>
    </Card>
  );
}
