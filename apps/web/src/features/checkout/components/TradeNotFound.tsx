import { Button, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';

/** A payment address without a trade this buyer owns (mistyped, or another account's). */
export function TradeNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <Result
      status="404"
      title={<h2 className="checkout-state__title">{t('payment.notFoundTitle')}</h2>}
      subTitle={t('payment.notFoundText')}
      extra={
        <Link to={paths.myOrders.getHref()}>
          <Button type="primary">{t('common.myOrders')}</Button>
        </Link>
      }
      data-testid="payment-not-found"
    />
  );
}
