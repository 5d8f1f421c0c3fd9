import { ClockCircleOutlined } from '../../../shared/ui/kit/icons/ClockCircleOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import type { Trade } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import { useNow } from '../hooks/useNow';
import { formatCountdown, secondsUntil } from '../model/countdown';

/** The time left to pay, ticking each second: only this line draws again, not the payment form. */
function TimeLeft({ deadline }: { deadline: number }) {
  const now = useNow(1000);
  return <strong>{formatCountdown(secondsUntil(deadline, now))}</strong>;
}

/** The amount due, the time left to pay and the orders this payment covers. */
export function TradeOverview({ trade }: { trade: Trade }) {
  const { t } = useTranslation('checkout');
  return (
    <section className="checkout-section payment-trade" aria-labelledby="payment-amount-label" data-testid="payment-trade">
      <div className="payment-trade__due">
        <span id="payment-amount-label" className="muted">
          {trade.purpose === 'balance' ? t('payment.balanceDue') : t('payment.amountDue')}
        </span>
        <strong className="payment-trade__amount" data-testid="payment-amount">
          {formatPounds(trade.amount)}
        </strong>
      </div>
      {trade.status === 1 && (
        <div className="payment-trade__timer" role="timer" aria-live="off" data-testid="payment-countdown">
          <ClockCircleOutlined aria-hidden />
          <span>{t('payment.timeLeft')}</span>
          <TimeLeft deadline={trade.payDeadline} />
        </div>
      )}
      <dl className="payment-trade__facts">
        <dt>{t('payment.tradeNo')}</dt>
        <dd>{trade.tradeNo}</dd>
        <dt>{t('payment.orders', { count: trade.orderNos.length })}</dt>
        <dd>
          {trade.orderNos.map((orderNo, index) => (
            <span key={orderNo}>
              {index > 0 && ', '}
              <Link to={paths.orderDetailStandalone.getHref(orderNo)}>{orderNo}</Link>
            </span>
          ))}
        </dd>
      </dl>
    </section>
  );
}
