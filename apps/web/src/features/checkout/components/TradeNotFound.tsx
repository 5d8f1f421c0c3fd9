import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
import { Result } from '../../../shared/ui/kit/Result';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';

/** A payment address without a trade this buyer owns (mistyped, or another account's). */
export function TradeNotFound() {
  const { t } = useTranslation('checkout');
  return (
    <Result
      icon={<FileSearchOutlined className="checkout-state__icon" aria-hidden />}
      title={t('payment.notFoundTitle')}
      titleClassName="checkout-state__title"
      subTitle={t('payment.notFoundText')}
      extra={
        <Link to={paths.myOrders.getHref()} className="kit-btn kit-btn--primary checkout-button-link">
          {t('common.myOrders')}
        </Link>
      }
      data-testid="payment-not-found"
    />
  );
}
