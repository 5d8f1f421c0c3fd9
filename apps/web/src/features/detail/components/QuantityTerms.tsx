import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { type QuantityTerms as Terms, linePrice, tierSavingPercent, tierTable } from '@clearlot/contract/rules/quantity';
import { type Language, localeTag } from '../../../shared/i18n/language';
import type { VatRate } from '@clearlot/contract/rules/vat';
import { priceShown, usePricesWithVat } from '../../../shared/price/priceDisplay';
import { useVatBasis } from '../../../shared/ui/Price';

/** Whether an option is sold by quantity at all: a minimum over one, cases, or tiers. */
export const soldByQuantity = (terms: Terms) => terms.minQuantity > 1 || terms.casePack > 1 || terms.priceTiers.length > 0;

interface QuantityTermsProps {
  terms: Terms;
  /** the product's VAT rate: the prices are shown ex VAT or with it, as the buyer chose */
  vatRate: VatRate;
  /** the quantity the buyer has chosen (null: none can be bought) */
  quantity: number | null;
  language: Language;
}

/**
 * How the chosen option is sold (issue 33 item 3): its minimum order and case, and its tier table with the
 * row the chosen quantity reaches marked, and what that quantity costs — priced by the contract's one
 * pricing function, as the cart and the order price it. A plain table: a few rows need no data grid.
 */
export function QuantityTerms({ terms, vatRate, quantity, language }: QuantityTermsProps) {
  const { t } = useTranslation('detail');
  const withVat = usePricesWithVat();
  const basis = useVatBasis();
  const numbers = new Intl.NumberFormat(localeTag(language));
  const table = tierTable(terms);
  const line = quantity === null ? null : linePrice(terms, quantity, vatRate);

  return (
    <section className="detail-tiers" aria-labelledby="detail-tiers-title" data-testid="detail-tiers">
      <h2 id="detail-tiers-title" className="detail-tiers__title">
        {t('tiers.title')}
      </h2>
      <ul className="detail-tiers__facts">
        <li data-testid="detail-moq">{t('tiers.minimum', { count: terms.minQuantity, formatted: numbers.format(terms.minQuantity) })}</li>
        {terms.casePack > 1 && <li data-testid="detail-case-pack">{t('tiers.casePack', { formatted: numbers.format(terms.casePack) })}</li>}
      </ul>
      {table.length > 1 && (
        <table className="detail-specs detail-tiers__table">
          <thead>
            <tr>
              <th scope="col">{t('tiers.quantity')}</th>
              <th scope="col" className="stock-table__number">
                {t('tiers.unitPrice')}
              </th>
              <th scope="col" className="stock-table__number">
                {t('tiers.saving')}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.map((tier, index) => {
              const next = table[index + 1];
              const reached = line?.tier === index;
              const saving = tierSavingPercent(terms, tier);
              return (
                <tr
                  key={tier.minQuantity}
                  className={reached ? 'detail-tiers__row--reached' : undefined}
                  aria-current={reached ? 'true' : undefined}
                  data-testid="detail-tier"
                  data-reached={reached}
                >
                  <th scope="row">
                    {next
                      ? t('tiers.range', { from: numbers.format(tier.minQuantity), to: numbers.format(next.minQuantity - 1) })
                      : t('tiers.andUp', { from: numbers.format(tier.minQuantity) })}
                    {reached && <span className="detail-tiers__yours">{t('tiers.yours')}</span>}
                  </th>
                  <td className="stock-table__number">{formatPounds(priceShown(tier.price, vatRate, withVat))}</td>
                  <td className="stock-table__number">{saving > 0 ? t('tiers.savingPercent', { percent: saving }) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {line && quantity !== null && (
        <p className="detail-tiers__total" data-testid="detail-line-total">
          {t('tiers.lineTotal', {
            quantity: numbers.format(quantity),
            price: formatPounds(priceShown(line.unitPrice, vatRate, withVat)),
            total: formatPounds(withVat ? line.lineGross : line.lineTotal),
          })}{' '}
          <span className="price__basis">{basis}</span>
        </p>
      )}
    </section>
  );
}
