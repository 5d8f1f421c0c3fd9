import { Button, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';

/** Past the payment deadline: the order is closed and its stock released; nothing can be paid here. */
export function PaymentClosed() {
  const { t } = useTranslation('checkout');
  return (
    <Result
      status="warning"
      title={<h2 className="checkout-state__title">{t('payment.closedTitle')}</h2>}
      subTitle={t('payment.closedText')}
      extra={[
        <Link key="orders" to={paths.myOrders.getHref()}>
          <Button type="primary">{t('common.myOrders')}</Button>
        </Link>,
        <Link key="shop" to={paths.listing.getHref()}>
          <Button>{t('common.continueShopping')}</Button>
        </Link>,
      ]}
      data-testid="payment-closed"
    />
  );
}
