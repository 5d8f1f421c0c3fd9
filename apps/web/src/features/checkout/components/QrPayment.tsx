import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, Navigate, useNavigate } from '../../../shared/router';
import { PaymentMethodText, type Trade } from '@clearlot/contract';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { paths } from '../../../shared/paths';
import { currentLanguage } from '../../../shared/i18n/language';
import { usePaymentStatus } from '../api/paymentStatus';
import { useQrPayment } from '../api/qrPayment';
import { useNow } from '../hooks/useNow';
import { secondsUntil } from '../model/countdown';
import { newIdempotencyKey } from '../model/idempotencyKey';
import type { QrMethod } from '../model/qrMethod';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { PaymentClosed } from './PaymentClosed';
import { QrCodePanel } from './QrCodePanel';

/**
 * One QR payment of an open trade: the code is asked for once per payment key (one key per
 * visit, a new one for "new code"), and the trade's status is polled every 2 s until the phone
 * has paid — then on to the done page.
 */
export function QrPayment({ trade, method, onTradeChanged }: { trade: Trade; method: QrMethod; onTradeChanged: () => void }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const methodName = PaymentMethodText[method][currentLanguage()];
  const [paymentKey, setPaymentKey] = useState(newIdempotencyKey);
  const qr = useQrPayment({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey, method });
  const now = useNow(1000);
  const tradeSecondsLeft = secondsUntil(trade.payDeadline, now);
  const codeSecondsLeft = qr.data ? Math.min(secondsUntil(qr.data.expiresAt, now), tradeSecondsLeft) : tradeSecondsLeft;
  const tradeOpen = tradeSecondsLeft > 0;
  const status = usePaymentStatus(trade.tradeNo, tradeOpen && qr.data !== undefined);
  const tradeStatus = status.data?.tradeStatus;

  const startError = qr.error instanceof ApiError ? qr.error.code : null;

  useEffect(() => {
    if (tradeStatus === 2) void navigate(paths.payDone.getHref(trade.tradeNo), { replace: true });
    // closed, or the amount changed: the page reads the trade again
    else if (tradeStatus === 3 || startError === ErrorCatalogue.paymentAmountMismatch.code) onTradeChanged();
  }, [tradeStatus, startError, navigate, trade.tradeNo, onTradeChanged]);

  if (startError === ErrorCatalogue.alreadyPaid.code) return <Navigate to={paths.payDone.getHref(trade.tradeNo)} replace />;
  if (!tradeOpen || tradeStatus === 3 || startError === ErrorCatalogue.paymentTimedOut.code) return <PaymentClosed />;
  if (qr.isError) {
    return (
      <div className="qr-panel">
        <LoadFailed title={t('qr.startFailed', { method: methodName })} error={qr.error} onRetry={() => setPaymentKey(newIdempotencyKey())} />
        <Link to={paths.payment.getHref(trade.tradeNo)}>{t('qr.otherMethod')}</Link>
      </div>
    );
  }
  if (!qr.data) return <SkeletonBlock width={240} height={240} />;

  return (
    <>
      <QrCodePanel payment={qr.data} methodName={methodName} secondsLeft={codeSecondsLeft} onNewCode={() => setPaymentKey(newIdempotencyKey())} />
      {status.isError && status.failureCount > 0 && <Alert type="warning" title={t('qr.statusFailed')} className="qr-panel__status" />}
      <p className="qr-panel__other">
        <Link to={paths.payment.getHref(trade.tradeNo)} data-testid="qr-other-method">
          {t('qr.otherMethod')}
        </Link>
        {' · '}
        <Button variant="link" size="small" onClick={() => void status.refetch()}>
          {t('qr.checkNow')}
        </Button>
      </p>
    </>
  );
}
