import { Result } from '../../../shared/ui/kit/Result';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { PaymentMethodText, type Trade } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';
import { formatDateTime } from '../model/display';
import { useDateZone } from '../../../shared/location/dateZone';

/** A paid trade: amount, method, time and the orders it paid, with the ways onward. */
export function PaymentReceipt({ trade, language }: { trade: Trade; language: Language }) {
  const { t } = useTranslation('checkout');
  const zone = useDateZone();
  return (
    <div className="done-receipt" data-testid="pay-done">
      <Result
        status="success"
        title={t('done.title')}
        titleClassName="checkout-state__title"
        subTitle={trade.purpose === 'balance' ? t('done.balanceText') : t('done.text')}
        extra={
          <>
            <Link to={paths.myOrders.getHref()} className="kit-btn kit-btn--primary checkout-button-link" data-testid="done-my-orders">
              {t('done.viewOrders')}
            </Link>
            <Link to={paths.listing.getHref()} className="kit-btn kit-btn--default checkout-button-link" data-testid="done-continue">
              {t('common.continueShopping')}
            </Link>
          </>
        }
      />
      <dl className="done-facts">
        <dt>{t('done.amount')}</dt>
        <dd data-testid="done-amount">{formatPounds(trade.amount)}</dd>
        <dt>{t('done.method')}</dt>
        <dd data-testid="done-method">{trade.paymentMethod ? PaymentMethodText[trade.paymentMethod][language] : '—'}</dd>
        <dt>{t('done.paidAt')}</dt>
        <dd>{trade.paidAt ? formatDateTime(trade.paidAt, language, zone) : '—'}</dd>
        <dt>{t('done.tradeNo')}</dt>
        <dd>{trade.tradeNo}</dd>
        <dt>{t('payment.orders', { count: trade.orderNos.length })}</dt>
        <dd>
          <ul className="done-orders">
            {trade.orderNos.map((orderNo) => (
              <li key={orderNo}>
                <Link to={paths.orderDetailStandalone.getHref(orderNo)} data-testid="done-order">
                  {orderNo}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </div>
  );
}
