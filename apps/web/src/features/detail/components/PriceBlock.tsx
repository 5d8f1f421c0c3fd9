import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { discountPercent } from '@clearlot/contract/rules/pricing';

interface PriceBlockProps {
  /** pence */
  price: number;
  referencePrice: number;
  platformPrice: number;
}

/**
 * What the buyer pays and what the figures mean (issue 16 §5): the unit price, which is what is paid; the
 * recommended retail price struck through with how far below it the unit price is (the §5 discount formula,
 * the same figure the cards call the margin); and the platform price, said to be the goods owner's price after
 * ClearLot's fee, which the buyer does not pay.
 */
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
          <dd data-testid="detail-platform-price">
            {platform || t('price.notSet')}
            <span className="detail-price__hint">{t('price.platformHint')}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
