import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { MIN_ORDER_ITEMS_TOTAL, ORDER_AMOUNT_LIMIT, OrderType, PAYMENT_TIMEOUT_MINUTES } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { SettlementTotals } from '../model/settlement';
import { paths } from '../../../shared/paths';
import { VatLines } from '../../../shared/ui/Price';

interface SettlementSummaryProps {
  totals: SettlementTotals;
  orderType: OrderType;
  /** why the order cannot be placed yet, other than the amount rules (shown above the button) */
  blocker: string | null;
  /** a failure of the last try that belongs to no field */
  failure: string | null;
  placing: boolean;
  canPlace: boolean;
  onPlace: () => void;
}

const amount = (value: number | null) => (value === null ? '—' : formatPounds(value));

/** Item total, delivery, payable (or the deposit due now), the amount rules, and Place order. */
export function SettlementSummary({ totals, orderType, blocker, failure, placing, canPlace, onPlace }: SettlementSummaryProps) {
  const { t } = useTranslation('checkout');
  const preOrder = orderType === OrderType.PreOrder;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {t('summary.title')}
      </h2>
      <dl className="checkout-summary__list">
        <dt>{t('summary.itemsExVat')}</dt>
        <dd data-testid="checkout-items-total">{formatPounds(totals.itemsTotal)}</dd>
        <dt>{t('summary.deliveryExVat')}</dt>
        <dd>{amount(totals.delivery)}</dd>
        {totals.discount !== null && totals.discount > 0 && (
          <>
            <dt>{t('summary.coupons')}</dt>
            <dd data-testid="checkout-coupon-savings">−{formatPounds(totals.discount)}</dd>
          </>
        )}
        {/* known with the address (the delivery's VAT follows the goods'); the payable row below is the total with VAT */}
        <VatLines net={totals.net} vat={totals.net === null ? null : totals.vat} testIdPrefix="checkout-vat" withoutGross />
        <dt className={preOrder ? undefined : 'checkout-summary__due'}>{t('summary.payable')}</dt>
        <dd className={preOrder ? undefined : 'checkout-summary__due'} data-testid="checkout-payable">
          {amount(totals.payable)}
        </dd>
        {preOrder && (
          <>
            <dt className="checkout-summary__due">{t('summary.depositNow')}</dt>
            <dd className="checkout-summary__due" data-testid="checkout-due-now">
              {amount(totals.deposit)}
            </dd>
            <dt>{t('summary.balanceLater')}</dt>
            <dd>{amount(totals.balanceLater)}</dd>
          </>
        )}
      </dl>
      {totals.belowMinimum && <Alert type="warning" title={t('summary.belowMinimum', { amount: formatPounds(MIN_ORDER_ITEMS_TOTAL) })} data-testid="checkout-below-minimum" />}
      {totals.aboveLimit && (
        <Alert
          type="warning"

          title={t('summary.aboveLimit', { amount: formatPounds(ORDER_AMOUNT_LIMIT) })}
          description={<Link to={paths.contactUs.getHref()}>{t('summary.contactSupport')}</Link>}
          data-testid="checkout-above-limit"
        />
      )}
      {blocker && <Alert type="info" title={blocker} />}
      {failure && <Alert type="error" title={failure} data-testid="checkout-failure" />}
      <Button variant="primary" size="large" block loading={placing} disabled={!canPlace} onClick={onPlace} data-testid="checkout-place-order">
        {preOrder ? t('summary.placePreOrder') : t('summary.placeOrder')}
      </Button>
      <p className="muted checkout-summary__note">
        {t('summary.payWithin', { minutes: PAYMENT_TIMEOUT_MINUTES })} <Link to={paths.policy.getHref('purchaseNotes')}>{t('summary.purchaseNotes')}</Link>
      </p>
    </aside>
  );
}
