/**
 * /qrpay?tradeNo= (Alipay) and /payByWeChat?tradeNo= (WeChat Pay): the sandbox QR code for the
 * trade, its expiry countdown, a link to open the same wallet page on this device, and a 2 s
 * status poll that moves on to the done page once the phone has paid.
 */
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation } from '../../../shared/router';
import { PaymentMethodText } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/paths';
import { CheckoutSignInPrompt } from '../components/CheckoutSignInPrompt';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { TradeNotFound } from '../components/TradeNotFound';
import { useTradePage } from '../hooks/useTradePage';
import { PaymentClosed } from '../components/PaymentClosed';
import { QrPayment } from '../components/QrPayment';
import { qrMethodOfPath } from '../model/qrMethod';
import '../checkout.css';

export default function QrPayPage() {
  const { t } = useTranslation('checkout');
  const { pathname } = useLocation();
  const method = qrMethodOfPath(pathname);
  const methodName = PaymentMethodText[method][currentLanguage()];
  const { signedIn, trade, notFound } = useTradePage();
  const { refetch } = trade;
  const readTradeAgain = useCallback(() => void refetch(), [refetch]);

  let content;
  if (!signedIn) content = <CheckoutSignInPrompt />;
  else if (notFound) content = <TradeNotFound />;
  else if (trade.data?.status === 2) content = <Navigate to={paths.payDone.getHref(trade.data.tradeNo)} replace />;
  else if (trade.data?.status === 3) content = <PaymentClosed />;
  else if (trade.data) content = <QrPayment key={`${method}:${trade.data.amount}`} trade={trade.data} method={method} onTradeChanged={readTradeAgain} />;
  else if (trade.isError) content = <LoadFailed title={t('payment.loadFailed')} error={trade.error} onRetry={readTradeAgain} />;
  else content = <Skeleton rows={6} />;

  return (
    <div className="page-width checkout-page checkout-page--narrow">
      <h1 className="checkout-page__title">{t('qr.title', { method: methodName })}</h1>
      <CheckoutSteps current={2} />
      <section className="checkout-section qr-section" aria-label={t('qr.title', { method: methodName })}>
        {content}
      </section>
    </div>
  );
}
