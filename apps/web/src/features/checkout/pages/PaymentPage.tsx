/**
 * /payment?tradeNo= : pay a trade — the amount, the time left (at zero the order is closed and
 * nothing can be paid), and the four methods: card, wallet balance, Alipay and WeChat Pay. The card
 * is taken by Stripe's Payment Element when the server uses Stripe (loaded only then), by the sandbox's
 * own form otherwise, and not offered when the server takes no cards (issue 35). Stripe's 3-D Secure
 * comes back here (payment_intent and redirect_status in the address).
 */
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
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
import { useCardProvider } from '../api/cardProvider';
import { type StripeReturn, stripeReturnOf, withoutStripeReturn } from '../model/stripeReturn';
import '../checkout.css';

/** Stripe's element and its script: only for a card payment through Stripe. */
const StripeCardPayment = lazy(() => import('../components/StripeCardPayment'));

const ALL_METHODS = [PaymentMethod.Card, PaymentMethod.Balance, PaymentMethod.Alipay, PaymentMethod.WeChat] as const;
const WITHOUT_CARD = [PaymentMethod.Balance, PaymentMethod.Alipay, PaymentMethod.WeChat] as const;

type Outcome = ReturnType<typeof usePaymentOutcome>;

/**
 * Back from 3-D Secure: Stripe added payment_intent and redirect_status to the address (before the
 * router's '#'). Read once when the page opens, then taken off the address.
 */
function useStripeReturn(): StripeReturn | null {
  const [returned] = useState(() => stripeReturnOf(window.location.search));
  useEffect(() => {
    if (returned) window.history.replaceState(window.history.state, '', `${window.location.pathname}${withoutStripeReturn(window.location.search)}${window.location.hash}`);
  }, [returned]);
  return returned;
}

/** The card method's form: Stripe's element, the sandbox's form, or (while the server's answer is awaited) a placeholder. */
function CardMethod({ trade, outcome, refetch, returned }: { trade: Trade; outcome: Outcome; refetch: () => void; returned: StripeReturn | null }) {
  const { t } = useTranslation('checkout');
  const provider = useCardProvider();
  if (provider.isError) return <LoadFailed title={t('payment.formLoadFailed')} error={provider.error} onRetry={() => void provider.refetch()} />;
  if (!provider.data) return <Skeleton rows={6} />;
  if (provider.data.provider === 'stripe') {
    return (
      <Suspense fallback={<Skeleton rows={6} />}>
        <StripeCardPayment trade={trade} outcome={outcome} refetchTrade={refetch} returned={returned} />
      </Suspense>
    );
  }
  return <CardPaymentForm trade={trade} outcome={outcome} />;
}

function PayTrade({ trade, refetch, returned }: { trade: Trade; refetch: () => void; returned: StripeReturn | null }) {
  const language = currentLanguage();
  const [chosen, setMethod] = useState<PaymentMethod>(PaymentMethod.Card);
  const outcome = usePaymentOutcome(trade.tradeNo, refetch);
  // a server that takes no cards: the other three, the balance first
  const noCards = useCardProvider().data?.provider === 'none';
  const method = noCards && chosen === PaymentMethod.Card ? PaymentMethod.Balance : chosen;
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
          <PaymentMethodPicker value={method} onChange={setMethod} language={language} available={noCards ? WITHOUT_CARD : ALL_METHODS} />
          {method === PaymentMethod.Card && <CardMethod trade={trade} outcome={outcome} refetch={refetch} returned={returned} />}
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
  // read here, whatever the page then shows (a trade already paid goes straight to the done page)
  const returned = useStripeReturn();
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const shown = useDeferredValue(trade.data);

  let content;
  if (!signedIn) content = <CheckoutSignInPrompt />;
  else if (notFound) content = <TradeNotFound />;
  else if (trade.data?.status === 2) content = <Navigate to={paths.payDone.getHref(trade.data.tradeNo)} replace />;
  else if (shown && shown.status !== 2) content = <PayTrade trade={shown} refetch={() => void trade.refetch()} returned={returned} />;
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
