import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderItem } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '../../../shared/i18n/language';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { firstMedia } from '../../../shared/catalogue/model/media';
import { formatDateTime, money } from '../model/display';
import { useDateZone } from '../../../shared/location/dateZone';

/** The item's first picture; a placeholder when there is none, it is a video, or it fails to load. */
function ItemPicture({ productImage }: { productImage: string }) {
  const media = firstMedia(productImage);
  const [failed, setFailed] = useState(false);
  if (media.kind === 'image' && !failed) {
    return <img className="order-item__picture" src={media.url} alt="" loading="lazy" width={64} height={64} onError={() => setFailed(true)} />;
  }
  return (
    <span className="order-item__picture order-item__picture--none" aria-hidden>
      <PictureOutlined />
    </span>
  );
}

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
          <ItemPicture productImage={item.productImage} />
          <div className="order-item__body">
            <p className="order-item__name">{productNameOf(item, language)}</p>
            {item.skuOptions.length > 0 && (
              <p className="order-item__price muted" data-testid="order-item-options">
                {skuOptionsOf(item.skuOptions, language)}
              </p>
            )}
            <p className="order-item__price muted">{t('items.priceTimesQuantity', { price: money(item.unitPrice), quantity: item.quantity })}</p>
            {showShipping && <Shipping item={item} />}
          </div>
          <span className="order-item__total">{money(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
