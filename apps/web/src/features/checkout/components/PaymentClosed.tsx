import { Result } from '../../../shared/ui/kit/Result';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';

/** Past the payment deadline: the order is closed and its stock released; nothing can be paid here. */
export function PaymentClosed() {
  const { t } = useTranslation('checkout');
  return (
    <Result
      status="warning"
      title={t('payment.closedTitle')}
      titleClassName="checkout-state__title"
      subTitle={t('payment.closedText')}
      extra={
        <>
          <Link to={paths.myOrders.getHref()} className="kit-btn kit-btn--primary checkout-button-link">
            {t('common.myOrders')}
          </Link>
          <Link to={paths.listing.getHref()} className="kit-btn kit-btn--default checkout-button-link">
            {t('common.continueShopping')}
          </Link>
        </>
      }
      data-testid="payment-closed"
    />
  );
}
