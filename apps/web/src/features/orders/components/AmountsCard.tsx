import { Card } from '../../../shared/ui/kit/Card';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { vatPercent } from '@clearlot/contract/rules/vat';
import { kilograms, money } from '../model/display';

/** One term and its amount; `part` rows break the delivery charge down, indented under it (still direct items of the list, as a `<dl>` needs). */
function Row({ label, value, strong = false, part = false, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; part?: boolean; testId?: string }) {
  const className = ['order-amounts__row', strong && 'order-amounts__row--strong', part && 'order-amounts__row--part'].filter(Boolean).join(' ');
  return (
    <div className={className} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Subtotal, the delivery charge in its parts (docs/product.md §4), payable, paid and refunded. */
export function AmountsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const delivery = order.freight + order.surcharge + order.remoteSurcharge;
  return (
    <Card title={t('detail.amountsTitle')}>
      <dl className="order-amounts">
        <Row label={t('detail.subtotal')} value={money(order.subtotal)} />
        <Row label={t('detail.delivery')} value={money(delivery)} />
        <Row part label={t('detail.baseFreight')} value={money(order.freight)} />
        <Row part label={t('detail.surcharge')} value={money(order.surcharge)} />
        <Row part label={t('detail.remoteSurcharge')} value={money(order.remoteSurcharge)} />
        <Row part label={t('detail.chargeableWeight')} value={t('detail.kg', { value: kilograms(order.chargeableWeightGrams) })} />
        {order.itemsDiscount + order.deliveryDiscount > 0 && (
          <Row label={t('detail.couponDiscount')} value={`−${money(order.itemsDiscount + order.deliveryDiscount)}`} testId="order-coupon-discount" />
        )}
        {order.pointsSpent > 0 && (
          <Row
            label={t('detail.pointsSpent')}
            value={t('detail.pointsValue', { count: order.pointsSpent, points: order.pointsSpent.toLocaleString('en-GB') })}
            testId="order-points-spent"
          />
        )}
        <Row label={tc('price.totalExVat')} value={money(order.vat.net)} testId="order-vat-net" />
        {order.vat.byRate.map((part) => (
          <Row key={part.rate} part label={tc('price.vatAtRate', { rate: vatPercent(part.rate) })} value={money(part.vat)} testId={`order-vat-${part.rate}`} />
        ))}
        <Row label={tc('price.vat')} value={money(order.vat.vat)} testId="order-vat" />
        <Row label={t('detail.payable')} value={money(order.payable)} strong testId="order-payable" />
        <Row label={t('detail.paid')} value={money(order.paidAmount)} />
        <Row label={t('detail.refunded')} value={money(order.refundedAmount)} />
      </dl>
      {order.vat.basis === 'inclusive' && <p className="muted">{tc('price.includedVat')}</p>}
    </Card>
  );
}
