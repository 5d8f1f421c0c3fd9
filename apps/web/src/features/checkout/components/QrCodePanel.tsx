import { LinkOutlined } from '../../../shared/ui/kit/icons/LinkOutlined';
import { ReloadOutlined } from '../../../shared/ui/kit/icons/ReloadOutlined';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { QrPayment } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatCountdown } from '../model/countdown';

interface QrCodePanelProps {
  payment: QrPayment;
  methodName: string;
  secondsLeft: number;
  onNewCode: () => void;
}

/** The code to scan, the amount, the time it stays valid, and the same page for this device. */
export function QrCodePanel({ payment, methodName, secondsLeft, onNewCode }: QrCodePanelProps) {
  const { t } = useTranslation('checkout');
  const expired = secondsLeft === 0;
  return (
    <div className={`qr-panel qr-panel--${payment.method === 1 ? 'alipay' : 'wechat'}`} data-testid="qr-panel">
      <p className="qr-panel__amount">
        <span className="muted">{t('qr.amount')}</span>
        <strong data-testid="qr-amount">{formatPounds(payment.amount)}</strong>
      </p>
      <div className={`qr-panel__code${expired ? ' qr-panel__code--expired' : ''}`}>
        <img src={payment.qrCode} alt={t('qr.codeAlt', { method: methodName })} width={240} height={240} data-testid="qr-image" />
      </div>
      {expired ? (
        <Alert
          type="warning"
          title={t('qr.expired')}
          action={
            <Button icon={<ReloadOutlined />} onClick={onNewCode} data-testid="qr-new-code">
              {t('qr.newCode')}
            </Button>
          }
          data-testid="qr-expired"
        />
      ) : (
        <>
          <p className="qr-panel__scan">{t('qr.scan', { method: methodName })}</p>
          <p className="muted" role="timer" aria-live="off" data-testid="qr-countdown">
            {t('qr.validFor', { time: formatCountdown(secondsLeft) })}
          </p>
          <a href={payment.confirmUrl} target="_blank" rel="noopener" className="qr-panel__open" data-testid="qr-open-here">
            <LinkOutlined aria-hidden /> {t('qr.openHere')}
          </a>
          <p className="muted qr-panel__waiting" aria-live="polite">
            {t('qr.waiting')}
          </p>
        </>
      )}
    </div>
  );
}
