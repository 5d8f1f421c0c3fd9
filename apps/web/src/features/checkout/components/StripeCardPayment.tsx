/**
 * Pay by card through Stripe (issue 35 item 1): Stripe's Payment Element, loaded from js.stripe.com
 * (never bundled) in the page's language and with our design tokens' look. The card is typed into
 * Stripe's frame and confirmed there (3-D Secure included), never sent to ClearLot. "Pay" confirms the
 * PaymentIntent with redirect 'if_required': a card that needs 3-D Secure may leave for the bank's page
 * and come back to this payment page (stripeReturnOf), which then waits like any other success. The
 * order is paid only when Stripe's webhook has reached the server: the page polls until it has, then
 * shows the done page as the sandbox card does. Loaded lazily: a buyer paying another way never
 * downloads it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCatalogue, type Trade } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import { type StripeElements, type StripeJs, loadStripe, startCardPayment, stripeLocale, waitUntilPaid } from '@clearlot/browser/payment/cardPayment';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { currentLanguage } from '../../../shared/i18n/language';
import { ApiError } from '../../../shared/http/client';
import { Link, useHref } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { newIdempotencyKey } from '../model/idempotencyKey';
import { paymentFailureKind } from '../model/paymentFailure';
import { forgetStripePaymentKey, stripeAppearance, stripeFailureOf, stripePaymentKey } from '../model/stripeCard';
import { type StripeReturn, stripeReturnUrl } from '../model/stripeReturn';
import type { usePaymentOutcome } from '../hooks/usePaymentOutcome';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/**
 * starting: asking the server for the PaymentIntent; loading: Stripe.js and its element; ready: the
 * element is on the page; paying: Stripe is confirming; confirming: Stripe said yes, the server has
 * not heard yet; waiting: it still had not after a minute; loadFailed: Stripe.js did not load;
 * startFailed: the server did not give an intent.
 */
type Phase = 'starting' | 'loading' | 'ready' | 'paying' | 'confirming' | 'waiting' | 'loadFailed' | 'startFailed';

/** How long the page waits for Stripe's webhook before it says the payment is still being confirmed. */
const WEBHOOK_WAIT_MS = 60_000;

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The design tokens' values as the page has them now (the element cannot read our stylesheet: it is Stripe's frame). */
const readToken = (property: string) => getComputedStyle(document.documentElement).getPropertyValue(property);

export default function StripeCardPayment({ trade, outcome, refetchTrade, returned }: { trade: Trade; outcome: Outcome; refetchTrade: () => void; returned: StripeReturn | null }) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  const { tradeNo, amount } = trade;
  const paymentHref = useHref(paths.payment.getHref(tradeNo));
  const returnedPaid = returned !== null && returned.status !== 'failed';
  const [phase, setPhase] = useState<Phase>(returnedPaid ? 'confirming' : 'starting');
  const [failure, setFailure] = useState<string | null>(returned?.status === 'failed' ? t('stripe.failure.authenticationFailed') : null);
  const [testMode, setTestMode] = useState(false);
  // a new try (the "Try again" of a failed start or load) mounts everything again
  const [attempt, setAttempt] = useState(0);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: StripeElements } | null>(null);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // the page's callbacks as they are now (they change identity with its renders; the waits below outlive them)
  const page = useRef({ outcome, refetchTrade });
  useEffect(() => {
    page.current = { outcome, refetchTrade };
  });

  /** Stripe said yes: the order is paid when its webhook has reached the server. */
  const waitForWebhook = useCallback(async () => {
    let result: Awaited<ReturnType<typeof waitUntilPaid>>;
    try {
      result = await waitUntilPaid(tradeNo, { timeoutMs: WEBHOOK_WAIT_MS });
    } catch {
      result = 'waiting';
    }
    if (!alive.current) return;
    if (result === 'paid') {
      forgetStripePaymentKey(sessionStore(), tradeNo);
      page.current.outcome.paid();
    } else if (result === 'closed') page.current.refetchTrade();
    else setPhase('waiting');
  }, [tradeNo]);

  const confirmed = useCallback(async () => {
    setPhase('confirming');
    await waitForWebhook();
  }, [waitForWebhook]);

  useEffect(() => {
    let cancelled = false;
    let element: { destroy(): void } | null = null;
    void (async () => {
      // back from 3-D Secure with the bank's yes: wait for the webhook, nothing to mount
      if (returnedPaid) return waitForWebhook();
      setPhase('starting');
      let intent;
      for (let tries = 0; ; tries++) {
        try {
          intent = await startCardPayment({ tradeNo, amount, paymentKey: stripePaymentKey(sessionStore(), tradeNo, amount, newIdempotencyKey) }, { notify: false, loading: false });
          break;
        } catch (error) {
          if (cancelled) return;
          // the kept key was used for other details (another tab, an older amount): once more with a new one
          if (tries === 0 && error instanceof ApiError && error.code === ErrorCatalogue.paymentKeyReused.code) {
            forgetStripePaymentKey(sessionStore(), tradeNo);
            continue;
          }
          const kind = paymentFailureKind(error);
          if (page.current.outcome.failed(kind) && kind !== 'shown') return;
          setFailure(kind === 'noAnswer' || !(error instanceof ApiError) ? t('payment.noAnswer') : error.message);
          setPhase('startFailed');
          return;
        }
      }
      if (cancelled) return;
      if (intent.status === 'succeeded') return void confirmed();
      setTestMode(intent.publishableKey.startsWith('pk_test_'));
      setPhase('loading');
      let js: StripeJs;
      try {
        js = await loadStripe(intent.publishableKey, language);
      } catch {
        if (!cancelled) setPhase('loadFailed');
        return;
      }
      if (cancelled || !mountRef.current) return;
      const elements = js.elements({ clientSecret: intent.clientSecret, locale: stripeLocale(language), appearance: stripeAppearance(readToken) });
      const created = elements.create('payment', { layout: 'tabs' });
      created.mount(mountRef.current);
      element = created;
      stripe.current = { js, elements };
      setPhase('ready');
    })();
    return () => {
      cancelled = true;
      element?.destroy();
      stripe.current = null;
    };
    // the intent and the element belong to the trade, amount, language and try, not to the texts (`t`) of a render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tradeNo, amount, language, attempt, returnedPaid]);

  const failureText = (error: Parameters<typeof stripeFailureOf>[0]) => {
    const kind = stripeFailureOf(error);
    return kind === 'asStripeSays' ? (error.message ?? t('stripe.failure.tryAgain')) : t(`stripe.failure.${kind}`);
  };

  const pay = async () => {
    const current = stripe.current;
    if (!current || busy.current) return;
    busy.current = true;
    setFailure(null);
    setPhase('paying');
    try {
      // the element checks its own fields first (it shows what is missing in its frame)
      const submitted = await current.elements.submit();
      if (submitted.error) {
        setFailure(submitted.error.message ?? null);
        setPhase('ready');
        return;
      }
      const result = await current.js.confirmPayment({
        elements: current.elements,
        redirect: 'if_required',
        confirmParams: { return_url: stripeReturnUrl(`${window.location.origin}${window.location.pathname}`, paymentHref) },
      });
      if (!alive.current) return;
      if (result.error) {
        setFailure(failureText(result.error));
        setPhase('ready');
        return;
      }
      const status = result.paymentIntent?.status;
      if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') {
        await confirmed();
        return;
      }
      setFailure(t('stripe.failure.tryAgain'));
      setPhase('ready');
    } catch {
      if (alive.current) {
        setFailure(t('stripe.failure.tryAgain'));
        setPhase('ready');
      }
    } finally {
      busy.current = false;
    }
  };

  if (phase === 'confirming') {
    return (
      <div className="payment-stripe__state" data-testid="stripe-confirming">
        <Spinner label={t('stripe.confirming')} />
        <div>
          <p className="payment-stripe__state-title">{t('stripe.confirming')}</p>
          <p className="muted">{t('stripe.confirmingText')}</p>
        </div>
      </div>
    );
  }
  if (phase === 'waiting') {
    return (
      <Alert
        type="info"
        title={t('stripe.stillWaitingTitle')}
        description={t('stripe.stillWaitingText')}
        action={
          <div className="payment-stripe__actions">
            <Button size="small" onClick={() => void confirmed()} data-testid="stripe-check-again">
              {t('stripe.checkAgain')}
            </Button>
            <Link to={paths.payDone.getHref(tradeNo)}>{t('stripe.paymentStatus')}</Link>
          </div>
        }
        data-testid="stripe-still-waiting"
      />
    );
  }
  if (phase === 'loadFailed') {
    return (
      <Alert
        type="error"
        title={t('stripe.loadFailedTitle')}
        description={t('stripe.loadFailedText')}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('stripe.retry')}
          </Button>
        }
        data-testid="stripe-load-failed"
      />
    );
  }
  if (phase === 'startFailed') {
    return (
      <Alert
        type="error"
        title={t('stripe.startFailedTitle')}
        description={failure}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('stripe.retry')}
          </Button>
        }
        data-testid="stripe-start-failed"
      />
    );
  }

  const mounted = phase === 'ready' || phase === 'paying';
  return (
    <form
      className="payment-form payment-stripe"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      data-testid="stripe-form"
    >
      {!mounted && <Skeleton rows={4} />}
      {!mounted && <p className="muted">{t('stripe.loading')}</p>}
      <div ref={mountRef} className="payment-stripe__element" hidden={!mounted} data-testid="stripe-element" />
      {failure && <Alert type="error" title={failure} className="payment-form__failure" data-testid="payment-failure" />}
      <Button variant="primary" htmlType="submit" size="large" block disabled={!mounted} loading={phase === 'paying'} data-testid="stripe-pay">
        {t('payment.payAmount', { amount: formatPounds(amount) })}
      </Button>
      <p className="muted payment-stripe__note">{t('stripe.secureNote')}</p>
      {testMode && <Alert type="info" title={t('stripe.testModeTitle')} description={t('stripe.testModeText')} className="payment-sandbox" data-testid="stripe-test-cards" />}
    </form>
  );
}
