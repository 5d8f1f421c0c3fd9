import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { kilograms, money } from '../model/display';

function Row({ label, value, strong = false, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={strong ? 'order-amounts__row order-amounts__row--strong' : 'order-amounts__row'} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Subtotal, the delivery charge in its parts (docs/product.md §4), payable, paid and refunded. */
export function AmountsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const delivery = order.freight + order.surcharge + order.remoteSurcharge;
  return (
    <Card title={<h2 className="order-section-title">{t('detail.amountsTitle')}</h2>}>
      <dl className="order-amounts">
        <Row label={t('detail.subtotal')} value={money(order.subtotal)} />
        <Row label={t('detail.delivery')} value={money(delivery)} />
        <div className="order-amounts__parts">
          <Row label={t('detail.baseFreight')} value={money(order.freight)} />
          <Row label={t('detail.surcharge')} value={money(order.surcharge)} />
          <Row label={t('detail.remoteSurcharge')} value={money(order.remoteSurcharge)} />
          <Row label={t('detail.chargeableWeight')} value={t('detail.kg', { value: kilograms(order.chargeableWeightGrams) })} />
        </div>
        <Row label={t('detail.payable')} value={money(order.payable)} strong testId="order-payable" />
        <Row label={t('detail.paid')} value={money(order.paidAmount)} />
        <Row label={t('detail.refunded')} value={money(order.refundedAmount)} />
      </dl>
    </Card>
  );
}
