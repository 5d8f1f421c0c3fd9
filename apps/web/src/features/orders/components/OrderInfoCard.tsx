import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { DeliveryTypeText, PaymentMethodText } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { formatDateTime } from '../model/display';
import { type OrderPayment, orderPayment } from '../model/payment';

/** Order number, type, times, payment method, goods owner, warehouse, logistics status and delivery type. */
export function OrderInfoCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const none = t('detail.none');
  const paymentText = (payment: OrderPayment): string =>
    payment.kind === 'method' ? PaymentMethodText[payment.method][language] : payment.kind === 'points' ? t('detail.paidWithPoints') : t('detail.notPaid');
  return (
    <Card title={t('detail.infoTitle')}>
      <Descriptions
        columns={3}
        items={[
          {
            key: 'orderNo',
            label: t('detail.orderNo'),
            children: (
              <span>
                {order.orderNo}
                <CopyButton text={order.orderNo} labels={{ copy: t('card.copy'), copied: t('card.copied') }} />
              </span>
            ),
          },
          { key: 'orderType', label: t('detail.orderType'), children: t(`orderType.${order.orderType}`) },
          { key: 'createdAt', label: t('detail.orderTime'), children: formatDateTime(order.createdAt, language, zone) },
          {
            key: 'paymentMethod',
            label: t('detail.paymentMethod'),
            children: <span data-testid="order-payment-method">{paymentText(orderPayment(order))}</span>,
          },
          { key: 'paidAt', label: t('detail.paymentTime'), children: order.paidAt ? formatDateTime(order.paidAt, language, zone) : none },
          { key: 'tradeNo', label: t('detail.tradeNo'), children: order.tradeNo },
          {
            key: 'owner',
            label: t('detail.owner'),
            children: (
              <span>
                {byLanguage(language, order.ownerName, order.ownerNameEn)}{' '}
                <ButtonLink variant="link" size="small" to={paths.chat.getHref({ ownerId: order.ownerId })} className="order-inline-link" data-testid="order-chat-owner">
                  {t('detail.chatOwner')}
                </ButtonLink>
              </span>
            ),
          },
          { key: 'warehouse', label: t('detail.warehouse'), children: byLanguage(language, order.warehouseName, order.warehouseNameEn) },
          {
            key: 'logistics',
            label: t('detail.logisticsStatus'),
            children: byLanguage(language, order.logisticsStatus, order.logisticsStatusEn) || none,
          },
          { key: 'deliveryType', label: t('detail.deliveryType'), children: DeliveryTypeText[order.deliveryType][language] },
        ]}
      />
    </Card>
  );
}
