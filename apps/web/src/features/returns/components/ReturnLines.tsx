import type { ReturnLine } from '@clearlot/contract/schemas/returns';
import { formatPounds } from '@clearlot/contract/format/money';
import { productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';

/** The lines of a request: what, how many of how many ordered, the refund asked (and granted), the parcel sent back. */
export function ReturnLines({ lines }: { lines: ReturnLine[] }) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  return (
    <ul className="return-lines" aria-label={t('detail.lines')}>
      {lines.map((line) => (
        <li key={line.id} className="return-line" data-testid="return-line">
          <LineThumb productImage={line.productImage} className="return-line__picture" size={56} />
          <div className="return-line__body">
            <p className="return-line__name">{productNameOf(line, language)}</p>
            {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
            <p className="muted">{t('detail.quantityOf', { quantity: line.quantity, ordered: line.orderedQuantity })}</p>
            {line.trackingNo && <p data-testid="return-line-tracking">{t('detail.tracking', { carrier: line.logisticsCompany ?? '', trackingNo: line.trackingNo })}</p>}
          </div>
          <div className="return-line__amount">
            <span>{formatPounds(line.refundAmount)}</span>
            {line.refundedAmount !== null && <span className="muted">{t('detail.granted', { amount: formatPounds(line.refundedAmount) })}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
