import type { ReactNode } from 'react';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { CouponAudience } from '@clearlot/contract/rules/coupon';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { type CouponTerms, type FaceText, couponFace } from '../model/couponFace';

export interface TicketCoupon extends CouponTerms {
  code: string;
  name: string;
  nameEn: string;
  validUntil: number;
  /** 2: for new buyers only (no paid order yet) */
  audience?: number;
}

interface CouponTicketProps {
  coupon: TicketCoupon;
  /** used and expired coupons are drawn faded */
  faded?: boolean;
  /** an expired coupon says when it ended instead of until when it runs */
  ended?: boolean;
  /** e.g. the state of one of My coupons, or how many are left in the centre */
  note?: ReactNode;
  /** the claim button, or a link to use the coupon */
  action?: ReactNode;
  'data-testid'?: string;
}

/**
 * A coupon as a ticket: its value, cap and the spend it needs on the stub; its name, the goods it
 * covers, when it ends and its code beside; an action at the end.
 */
export function CouponTicket({ coupon, faded = false, ended = false, note, action, 'data-testid': testId }: CouponTicketProps) {
  const { t } = useTranslation('coupons');
  const language = currentLanguage();
  const zone = useDateZone();
  const face = couponFace(coupon, language);
  const say = (part: FaceText) => t(part.key, part.values ?? {});
  const name = byLanguage(language, coupon.name, coupon.nameEn);
  const until = formatZonedLabelled(coupon.validUntil, zone, language);

  return (
    <article className={`coupon-ticket${faded ? ' coupon-ticket--faded' : ''}`} aria-label={name} data-testid={testId}>
      <div className="coupon-ticket__stub">
        <strong className={face.value.key === 'face.freeDelivery' ? 'coupon-ticket__value coupon-ticket__value--words' : 'coupon-ticket__value'} data-testid="coupon-value">
          {say(face.value)}
        </strong>
        {face.cap && <span className="coupon-ticket__cap">{say(face.cap)}</span>}
        <span className="coupon-ticket__condition">{say(face.condition)}</span>
      </div>
      <div className="coupon-ticket__body">
        <h2 className="coupon-ticket__name">{name}</h2>
        <p className="coupon-ticket__scope">
          {say(face.scope)}
          {coupon.audience === CouponAudience.NewBuyers ? <span className="coupon-ticket__audience"> · {t('face.newBuyersOnly')}</span> : null}
        </p>
        <p className="coupon-ticket__meta">
          <span>{ended ? t('face.endedAt', { time: until }) : t('face.validUntil', { time: until })}</span>
          <span>{t('face.code', { code: coupon.code })}</span>
        </p>
        {note && <div className="coupon-ticket__note">{note}</div>}
      </div>
      {action && <div className="coupon-ticket__action">{action}</div>}
    </article>
  );
}
