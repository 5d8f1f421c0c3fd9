/**
 * /payment?tradeNo= : pay a trade — the amount, the time left (at zero the order is closed and
 * nothing can be paid), and the four methods: card, wallet balance, Alipay and WeChat Pay.
 */
import { Skeleton } from '../../../shared/ui/kit';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate } from '../../../shared/router';
import { PaymentMethod, type Trade } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/paths';
import { CheckoutSignInPrompt } from '../components/CheckoutSignInPrompt';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { TradeNotFound } from '../components/TradeNotFound';
import { useTradePage } from '../hooks/useTradePage';
import { BalancePaymentForm } from '../components/BalancePaymentForm';
import { CardPaymentForm } from '../components/CardPaymentForm';
import { PaymentClosed } from '../components/PaymentClosed';
import { PaymentMethodPicker } from '../components/PaymentMethodPicker';
import { QrMethodPanel } from '../components/QrMethodPanel';
import { TradeOverview } from '../components/TradeOverview';
import { usePaymentOutcome } from '../hooks/usePaymentOutcome';
import { useDeadlinePassed } from '../hooks/useNow';
import '../checkout.css';

function PayTrade({ trade, refetch }: { trade: Trade; refetch: () => void }) {
  const language = currentLanguage();
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Card);
  const outcome = usePaymentOutcome(trade.tradeNo, refetch);
  // the countdown ticks inside the overview; this page draws again only when the time is up
  const timeUp = useDeadlinePassed(trade.payDeadline, trade.status === 1);
  const closed = trade.status === 3 || timeUp;

  return (
    <div className="payment-layout">
      <TradeOverview trade={trade} />
      {closed ? (
        <PaymentClosed />
      ) : (
        <section className="checkout-section" aria-labelledby="payment-method-title">
          <PaymentMethodPicker value={method} onChange={setMethod} language={language} />
          {method === PaymentMethod.Card && <CardPaymentForm trade={trade} outcome={outcome} />}
          {method === PaymentMethod.Balance && <BalancePaymentForm trade={trade} outcome={outcome} />}
          {(method === PaymentMethod.Alipay || method === PaymentMethod.WeChat) && (
            <QrMethodPanel key={method} method={method} tradeNo={trade.tradeNo} amount={trade.amount} language={language} />
          )}
        </section>
      )}
    </div>
  );
}

export default function PaymentPage() {
  const { t } = useTranslation('checkout');
  const { signedIn, trade, notFound } = useTradePage();
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const shown = useDeferredValue(trade.data);

  let content;
  if (!signedIn) content = <CheckoutSignInPrompt />;
  else if (notFound) content = <TradeNotFound />;
  else if (trade.data?.status === 2) content = <Navigate to={paths.payDone.getHref(trade.data.tradeNo)} replace />;
  else if (shown && shown.status !== 2) content = <PayTrade trade={shown} refetch={() => void trade.refetch()} />;
  else if (trade.isError && !trade.data) content = <LoadFailed title={t('payment.loadFailed')} error={trade.error} onRetry={() => void trade.refetch()} />;
  else content = <Skeleton rows={6} />;

  return (
    <div className="page-width checkout-page checkout-page--narrow">
      <h1 className="checkout-page__title">{t('payment.title')}</h1>
      <CheckoutSteps current={2} />
      {content}
    </div>
  );
}
