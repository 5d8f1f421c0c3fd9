import { formatPounds } from '@clearlot/contract/format/money';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';

/**
 * The lines of a request: what, how many of how many ordered (and, for an after-sales request, how many go
 * back), the refund asked for each and what was granted, and the parcel the goods went back in.
 */
export function RequestLines({ request }: { request: BuyerRequest }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const prefix = TEST_ID_PREFIX[request.kind];
  return (
    <ul className="request-lines" aria-label={t('detail.lines')}>
      {request.lines.map((line) => (
        <li key={line.key} className="request-line" data-testid={`${prefix}-line`}>
          <LineThumb productImage={line.productImage} className="request-line__picture" size={56} />
          <div className="request-line__body">
            <p className="request-line__name">{productNameOf(line, language)}</p>
            {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
            <p className="muted">{t('detail.quantityOf', { quantity: line.quantity, ordered: line.orderedQuantity })}</p>
            {line.returnQuantity !== null && <p className="muted">{t('detail.returnQuantity', { units: line.returnQuantity })}</p>}
            {line.shipment && <p data-testid={`${prefix}-line-tracking`}>{t('detail.tracking', { carrier: line.shipment.carrier, trackingNo: line.shipment.trackingNo })}</p>}
          </div>
          <div className="request-line__amount">
            <span>{formatPounds(line.asked)}</span>
            {line.granted !== null && <span className="muted">{t('detail.granted', { amount: formatPounds(line.granted) })}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
