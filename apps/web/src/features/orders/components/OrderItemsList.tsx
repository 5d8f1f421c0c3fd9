import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderItem } from '@clearlot/contract/schemas/order';
import { vatPercent } from '@clearlot/contract/rules/vat';
import { currentLanguage } from '../../../shared/i18n/language';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { formatDateTime, money } from '../model/display';
import { useDateZone } from '../../../shared/location/dateZone';

function Shipping({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  if (!item.trackingNo) return <p className="order-item__shipping muted">{t('items.notShipped')}</p>;
  return (
    <p className="order-item__shipping" data-testid="order-item-tracking">
      {t('items.tracking', { trackingNo: item.trackingNo, carrier: item.logisticsCompany ?? '' })}
      {item.shippedAt !== null && <span className="muted"> · {t('items.shippedAt', { time: formatDateTime(item.shippedAt, language, zone) })}</span>}
    </p>
  );
}

/** An order's items: picture, name in the reader's language, unit price × quantity and the line total; optionally the parcel tracking. */
export function OrderItemsList({ items, showShipping = false }: { items: OrderItem[]; showShipping?: boolean }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  return (
    <ul className="order-items" aria-label={t('items.label')}>
      {items.map((item) => (
        <li key={item.id} className="order-item" data-testid="order-item">
          <LineThumb productImage={item.productImage} className="order-item__picture" size={64} />
          <div className="order-item__body">
            <p className="order-item__name">{productNameOf(item, language)}</p>
            {item.skuOptions.length > 0 && (
              <p className="order-item__price muted" data-testid="order-item-options">
                {skuOptionsOf(item.skuOptions, language)}
              </p>
            )}
            <p className="order-item__price muted">{t('items.priceTimesQuantity', { price: money(item.unitPrice), quantity: item.quantity })}</p>
            <p className="order-item__price muted" data-testid="order-item-vat">
              {t('items.vatLine', { rate: vatPercent(item.vatRate), amount: money(item.vat) })}
            </p>
            {showShipping && <Shipping item={item} />}
          </div>
          <span className="order-item__total">{money(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
