import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { DeliveryTypeText } from '@clearlot/contract/rules/order';
import { formatAddress } from '@clearlot/contract/format/text';
import { displayRegion } from '@clearlot/contract/rules/address';
import { formatPhone } from '@clearlot/contract/rules/phone';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { byLanguage, productNameOf } from '@clearlot/browser/catalogue/localized';
import { currentLanguage } from '@clearlot/browser/i18n/language';
import { useDateZone } from '../../../shared/dateZone';
import { formatDateTime, money } from '../model/display';
import { VatDocumentButtons } from '../../../shared/VatDocumentButtons';
import { useOrderVatDocuments } from '../../../shared/vatDocuments';

/** The order's VAT invoice and credit notes, issued in the goods owner's name, each downloadable in English or Chinese. */
function OrderVatDocuments({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('operations');
  const documents = useOrderVatDocuments(orderNo);
  const list = documents.data?.list ?? [];
  return (
    <section aria-label={t('invoices.orderDocuments')} data-testid="owner-vat-documents">
      <h3 className="owner-expanded__title">{t('invoices.orderDocuments')}</h3>
      {list.length === 0 ? (
        <p className="muted">{t('invoices.orderNone')}</p>
      ) : (
        <ul className="owner-items">
          {list.map((doc) => (
            <li key={doc.documentNo} className="owner-item" data-testid="owner-vat-document">
              <span className="owner-item__name">
                {t(`invoices.kinds.${doc.kind}`)} {doc.documentNo}
              </span>
              <span className="muted">{money(doc.gross)}</span>
              <VatDocumentButtons documentNo={doc.documentNo} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An order opened in the desk: its items with their shipping, the recipient, notes and the deadlines the owner works to. */
export function OwnerOrderExpanded({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ownerOrders');
  const language = currentLanguage();
  const zone = useDateZone();
  const none = t('none');
  return (
    <Flex vertical gap={16} className="owner-expanded" data-testid="owner-expanded">
      <section aria-label={t('expanded.items')}>
        <h3 className="owner-expanded__title">{t('expanded.items')}</h3>
        <ul className="owner-items">
          {order.items.map((item) => (
            <li key={item.id} className="owner-item">
              <span className="owner-item__name">{productNameOf(item, language)}</span>
              <span className="muted">{t('expanded.priceTimesQuantity', { price: money(item.unitPrice), quantity: item.quantity })}</span>
              <span>
                {item.trackingNo
                  ? t('expanded.tracking', { trackingNo: item.trackingNo, carrier: item.logisticsCompany ?? '', time: formatDateTime(item.shippedAt, language, zone) })
                  : t('expanded.notShipped')}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Descriptions
        size="small"
        title={<span className="owner-expanded__title">{t('expanded.recipientTitle')}</span>}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: t('expanded.recipient'), children: order.recipient.name },
          { key: 'mobile', label: t('expanded.mobile'), children: formatPhone(order.recipient.mobile) },
          { key: 'region', label: t('expanded.region'), children: displayRegion(order.recipient.region) },
          { key: 'address', label: t('expanded.address'), children: formatAddress(order.recipient.address) },
          { key: 'postcode', label: t('expanded.postcode'), children: order.recipient.postcode },
          { key: 'delivery', label: t('expanded.delivery'), children: DeliveryTypeText[order.deliveryType][language] },
          { key: 'warehouse', label: t('expanded.warehouse'), children: byLanguage(language, order.warehouseName, order.warehouseNameEn) },
          { key: 'shipBy', label: t('expanded.shipDeadline'), children: order.shipDeadline ? formatDateTime(order.shipDeadline, language, zone) : none },
          {
            key: 'preOrder',
            label: t('expanded.preOrderDue'),
            children: order.preOrder ? t('expanded.preOrderLine', { count: order.preOrder.quantity, time: formatDateTime(order.preOrder.expiresAt, language, zone) }) : none,
          },
          { key: 'notes', label: t('expanded.notes'), children: <Typography.Text className="owner-notes">{order.notes || none}</Typography.Text> },
        ]}
      />
      <OrderVatDocuments orderNo={order.orderNo} />
    </Flex>
  );
}
