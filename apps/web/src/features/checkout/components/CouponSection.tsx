import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Field } from '../../../shared/ui/kit/Field';
import { Input } from '../../../shared/ui/kit/Input';
import { Select } from '../../../shared/ui/kit/Select';
import { Text } from '../../../shared/ui/kit/Text';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { CouponOffer, CouponOfferBody, OfferedCoupon } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { useApplyCouponCode } from '../api/couponCode';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { type CouponSlot, couponOptions, slotOf } from '../model/couponChoice';

interface CouponSectionProps {
  offer: CouponOffer | undefined;
  chosen: readonly OfferedCoupon[];
  onChoose: (slot: CouponSlot, couponId: number | null) => void;
  language: Language;
  /** the basket a typed code is judged on (null until the lines are known) */
  basket: CouponOfferBody | null;
}

/** Error 4665 (spend too low) carries the pence still needed. */
const shortfallOf = (error: ApiError): number | null => {
  const data = error.envelope?.data as { shortfall?: unknown } | null | undefined;
  return typeof data?.shortfall === 'number' ? data.shortfall : null;
};

/**
 * A code typed at checkout (issue 34 item 4): the server claims a copy for the buyer and it is chosen at once;
 * why a code cannot apply (unknown, paused, ended, not for these goods, spend too low, limit reached, new buyers
 * only) is the server's bilingual message, shown under the box.
 */
function CouponCodeBox({ basket, onApplied }: { basket: CouponOfferBody | null; onApplied: (coupon: OfferedCoupon) => void }) {
  const { t } = useTranslation('checkout');
  const apply = useApplyCouponCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const submit = async () => {
    const typed = code.trim();
    if (!basket) return;
    if (typed === '') {
      setProblem(t('coupons.code.required'));
      return;
    }
    setProblem(null);
    setApplied(null);
    try {
      const result = await apply.mutateAsync({ ...basket, code: typed });
      const coupon = result.offer.coupons.find((entry) => entry.id === result.applied);
      if (coupon) onApplied(coupon);
      setApplied(typed.toUpperCase());
      setCode('');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const shortfall = shortfallOf(error);
      setProblem(shortfall === null ? error.message : t('coupons.code.shortfall', { message: error.message, amount: formatPounds(shortfall) }));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // the settlement is one form: Enter here applies the code instead of placing the order
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <Field label={t('coupons.code.label')} error={problem} help={applied ? t('coupons.code.applied', { code: applied }) : undefined} data-testid="checkout-coupon-code-field">
      <div className="checkout-coupons__code">
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('coupons.code.placeholder')}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="checkout-coupon-code"
        />
        <Button onClick={() => void submit()} loading={apply.isPending} disabled={!basket} data-testid="checkout-coupon-apply">
          {t('coupons.code.apply')}
        </Button>
      </div>
    </Field>
  );
}

/**
 * Coupons at the settlement (issue 15): one discount coupon and one free-delivery coupon, the best pair
 * chosen for the buyer; each option says what it takes off these lines, or why it cannot be used here.
 */
export function CouponSection({ offer, chosen, onChoose, language, basket }: CouponSectionProps) {
  const { t } = useTranslation('checkout');

  const label = (coupon: OfferedCoupon) => {
    const name = byLanguage(language, coupon.name, coupon.nameEn);
    if (coupon.usable) return coupon.freeDelivery ? t('coupons.freeDelivery', { name }) : t('coupons.off', { name, amount: formatPounds(coupon.itemsOff) });
    if (coupon.reason === 'belowThreshold') return t('coupons.shortfall', { name, amount: formatPounds(coupon.shortfall) });
    return t(`coupons.unusable.${coupon.reason ?? 'notCovered'}`, { name });
  };
  const select = (slot: CouponSlot) => {
    const chosenId = chosen.find((coupon) => slotOf(coupon) === slot)?.id;
    const options = couponOptions(offer?.coupons ?? [], slot, chosenId);
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
        {offer && offer.coupons.length > 0 ? <Text tone="secondary">{t('coupons.hint')}</Text> : null}
        <CouponCodeBox basket={basket} onApplied={(coupon) => onChoose(slotOf(coupon), coupon.id)} />
      </div>
    </Card>
  );
}
