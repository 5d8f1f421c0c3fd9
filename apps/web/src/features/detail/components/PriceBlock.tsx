import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { discountPercent } from '@clearlot/contract/rules/pricing';
import { type VatRate, vatPercent } from '@clearlot/contract/rules/vat';
import { priceShown, usePricesWithVat } from '../../../shared/price/priceDisplay';
import '../../../shared/ui/price.css';

interface PriceBlockProps {
  /** pence */
  price: number;
  referencePrice: number;
  platformPrice: number;
  /** the goods' VAT rate: the price is ex VAT, shown with VAT when the buyer chose so */
  vatRate: VatRate;
}

/**
 * What the buyer pays and what the figures mean (issue 16 §5): the unit price, which is what is paid; the
 * recommended retail price struck through with how far below it the unit price is (the §5 discount formula,
 * the same figure the cards call the margin); and the platform price, said to be the goods owner's price after
 * ClearLot's fee, which the buyer does not pay.
 */
export function PriceBlock({ price, referencePrice, platformPrice, vatRate }: PriceBlockProps) {
  const { t } = useTranslation('detail');
  const { t: tc } = useTranslation();
  const withVat = usePricesWithVat();
  const discount = discountPercent(price, referencePrice);
  const market = formatPounds(referencePrice);
  const platform = formatPounds(platformPrice);

  return (
    <div className="detail-price">
      <div className="detail-price__row">
        <span className="detail-price__label">{t('price.unit')}</span>
        <span className="detail-price__unit" data-testid="detail-price">
          {formatPounds(priceShown(price, vatRate, withVat)) || t('price.notSet')}
        </span>
        <span className="price__basis" data-testid="detail-vat-basis">
          {tc(withVat ? 'price.incVat' : 'price.exVat')} · {tc('price.vatAtRate', { rate: vatPercent(vatRate) })}
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
