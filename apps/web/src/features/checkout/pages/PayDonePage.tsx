/**
 * /payDone?tradeNo= : the payment went through — amount, method, time, the orders (each
 * linking to its detail), then My orders or more shopping. A trade not paid yet says so.
 */
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { currentLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/paths';
import { CheckoutSignInPrompt } from '../components/CheckoutSignInPrompt';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { PaymentReceipt } from '../components/PaymentReceipt';
import { TradeNotFound } from '../components/TradeNotFound';
import { useTradePage } from '../hooks/useTradePage';
import { PaymentClosed } from '../components/PaymentClosed';
import '../checkout.css';

export default function PayDonePage() {
  const { t } = useTranslation('checkout');
  const { signedIn, trade, notFound } = useTradePage();

  let content;
  if (!signedIn) content = <CheckoutSignInPrompt />;
  else if (notFound) content = <TradeNotFound />;
  else if (trade.data?.status === 2) content = <PaymentReceipt trade={trade.data} language={currentLanguage()} />;
  else if (trade.data?.status === 3) content = <PaymentClosed />;
  else if (trade.data) {
    content = (
      <Result
        status="info"
        title={t('done.notYetTitle')}
        titleClassName="checkout-state__title"
        subTitle={t('done.notYetText')}
        extra={
          <>
            <Link to={paths.payment.getHref(trade.data.tradeNo)} className="kit-btn kit-btn--primary checkout-button-link">
              {t('done.payNow')}
            </Link>
            <Button onClick={() => void trade.refetch()} loading={trade.isFetching}>
              {t('done.checkAgain')}
            </Button>
          </>
        }
        data-testid="pay-not-yet"
      />
    );
  } else if (trade.isError) content = <LoadFailed title={t('payment.loadFailed')} error={trade.error} onRetry={() => void trade.refetch()} />;
  else content = <Skeleton rows={5} />;

  return (
    <div className="page-width checkout-page checkout-page--narrow">
      <h1 className="checkout-page__title">{t('done.pageTitle')}</h1>
      <CheckoutSteps current={3} />
      <section className="checkout-section">{content}</section>
    </div>
  );
}
