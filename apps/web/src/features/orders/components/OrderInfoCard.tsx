import { Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { DeliveryTypeText, PaymentMethodText } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { hashHref, paths } from '../../../shared/paths';
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
    <Card title={<h2 className="order-section-title">{t('detail.infoTitle')}</h2>}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'orderNo', label: t('detail.orderNo'), children: <Typography.Text copyable>{order.orderNo}</Typography.Text> },
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
                <Button type="link" size="small" href={hashHref(paths.chat.getHref({ ownerId: order.ownerId }))} style={{ paddingInline: 0 }} data-testid="order-chat-owner">
                  {t('detail.chatOwner')}
                </Button>
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
