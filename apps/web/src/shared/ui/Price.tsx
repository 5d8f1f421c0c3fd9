/**
 * The storefront's one way to show a price and a total's VAT (issue 35 item 2). A price is stored ex VAT;
 * `Price` shows it ex VAT or with VAT as the buyer chose (shared/price/priceDisplay.ts), saying which;
 * `VatLines` are the rows every total ends with: the total ex VAT, the VAT, the total with VAT.
 */
import type { VatRate } from '@clearlot/contract/rules/vat';
import { formatPounds } from '@clearlot/contract/format/money';
import { useTranslation } from '../i18n/useTranslation';
import { priceShown, usePricesWithVat } from '../price/priceDisplay';
import { cx } from './kit/cx';
import './price.css';

interface PriceProps {
  /** pence, ex VAT */
  net: number;
  vatRate: VatRate;
  /** leave out the "ex VAT" / "inc. VAT" words (where a heading or total already says them); the test id is on the figure alone */
  plain?: boolean;
  className?: string;
  'data-testid'?: string;
}

export function Price({ net, vatRate, plain, className, 'data-testid': testId }: PriceProps) {
  const { t } = useTranslation();
  const withVat = usePricesWithVat();
  return (
    <span className={cx('price', className)} data-vat={withVat ? 'inc' : 'ex'}>
      <span data-testid={testId}>{formatPounds(priceShown(net, vatRate, withVat))}</span>
      {!plain && <span className="price__basis"> {t(withVat ? 'price.incVat' : 'price.exVat')}</span>}
    </span>
  );
}

/** The words after a figure: "ex VAT" or "inc. VAT", as the buyer shows prices. */
export function useVatBasis(): string {
  const { t } = useTranslation();
  return t(usePricesWithVat() ? 'price.incVat' : 'price.exVat');
}

interface VatLinesProps {
  /** pence ex VAT, its VAT; null figures (not known yet) show a dash */
  net: number | null;
  vat: number | null;
  /** the test ids' prefix: `${prefix}-net`, `${prefix}-vat`, `${prefix}-gross` */
  testIdPrefix: string;
  /** leave out the gross row (when the caller's own total row says it) */
  withoutGross?: boolean;
}

const amount = (value: number | null) => (value === null ? '—' : formatPounds(value));

/** Rows for a <dl>: Total ex VAT, VAT, Total inc. VAT. */
export function VatLines({ net, vat, testIdPrefix, withoutGross }: VatLinesProps) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('price.totalExVat')}</dt>
      <dd data-testid={`${testIdPrefix}-net`}>{amount(net)}</dd>
      <dt>{t('price.vat')}</dt>
      <dd data-testid={`${testIdPrefix}-vat`}>{amount(vat)}</dd>
      {!withoutGross && (
        <>
          <dt>{t('price.totalIncVat')}</dt>
          <dd data-testid={`${testIdPrefix}-gross`}>{amount(net === null || vat === null ? null : net + vat)}</dd>
        </>
      )}
    </>
  );
}
