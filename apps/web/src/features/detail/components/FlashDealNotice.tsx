import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import type { VatRate } from '@clearlot/contract/rules/vat';
import type { ProductDetail } from '@clearlot/contract/schemas/catalogue';
import { type Language, localeTag } from '../../../shared/i18n/language';
import { priceShown, usePricesWithVat } from '../../../shared/price/priceDisplay';

interface FlashDealNoticeProps {
  deal: NonNullable<ProductDetail['flashDeal']>;
  vatRate: VatRate;
  language: Language;
}

/**
 * The flash deal running on the product (issue 34 item 3): its price per unit (ex or with VAT as the buyer chose), the
 * units left at it, and when it ends (UK time). The cart and the checkout price a line of up to that many units at it.
 */
export function FlashDealNotice({ deal, vatRate, language }: FlashDealNoticeProps) {
  const { t } = useTranslation('detail');
  const withVat = usePricesWithVat();
  const ends = new Intl.DateTimeFormat(localeTag(language), { timeZone: 'Europe/London', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(deal.endsAt * 1000),
  );
  const numbers = new Intl.NumberFormat(localeTag(language));
  return (
    <p className="detail-deal" data-testid="detail-flash-deal">
      <span className="detail-deal__badge">{t('deal.badge')}</span>
      <strong className="detail-deal__price">{formatPounds(priceShown(deal.price, vatRate, withVat))}</strong>
      <span>{deal.left === null ? t('deal.whileStock', { ends }) : t('deal.left', { count: deal.left, formatted: numbers.format(deal.left), ends })}</span>
    </p>
  );
}
