import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { discountPercent } from '@clearlot/contract/rules/pricing';

interface PriceBlockProps {
  /** pence */
  price: number;
  referencePrice: number;
  platformPrice: number;
}

/** Unit price large, the market price struck through with the discount badge, and the platform price. */
export function PriceBlock({ price, referencePrice, platformPrice }: PriceBlockProps) {
  const { t } = useTranslation('detail');
  const discount = discountPercent(price, referencePrice);
  const market = formatPounds(referencePrice);
  const platform = formatPounds(platformPrice);

  return (
    <div className="detail-price">
      <div className="detail-price__row">
        <span className="detail-price__label">{t('price.unit')}</span>
        <span className="detail-price__unit" data-testid="detail-price">
          {formatPounds(price) || t('price.notSet')}
        </span>
        {discount !== null && discount > 0 && (
          <span className="detail-price__badge" data-testid="detail-discount">
            {t('price.discount', { percent: discount })}
          </span>
        )}
      </div>
      <dl className="detail-price__others">
        <div>
          <dt>{t('price.market')}</dt>
          <dd>
            <s data-testid="detail-reference-price">{market || t('price.notSet')}</s>
          </dd>
        </div>
        <div>
          <dt>{t('price.platform')}</dt>
          <dd data-testid="detail-platform-price">{platform || t('price.notSet')}</dd>
        </div>
      </dl>
    </div>
  );
}
