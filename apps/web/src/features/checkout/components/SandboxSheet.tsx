import { AlipayCircleOutlined } from '../../../shared/ui/kit/icons/AlipayCircleOutlined';
import { ExperimentOutlined } from '../../../shared/ui/kit/icons/ExperimentOutlined';
import { WechatOutlined } from '../../../shared/ui/kit/icons/WechatOutlined';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PaymentMethodText, type SandboxQrView } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';
import { formatCountdown } from '../model/countdown';

interface SandboxSheetProps {
  view: SandboxQrView;
  secondsLeft: number;
  language: Language;
  pending: 'approve' | 'decline' | null;
  failure: string | null;
  onAnswer: (approve: boolean) => void;
}

/** A wallet-style payment sheet, clearly marked as ClearLot's sandbox: method, merchant, amount, confirm or decline. */
export function SandboxSheet({ view, secondsLeft, language, pending, failure, onAnswer }: SandboxSheetProps) {
  const { t } = useTranslation('checkout');
  const alipay = view.method === 1;
  return (
    <article className={`sandbox-sheet sandbox-sheet--${alipay ? 'alipay' : 'wechat'}`} aria-labelledby="sandbox-sheet-title" data-testid="sandbox-sheet">
      <p className="sandbox-sheet__banner">
        <ExperimentOutlined aria-hidden /> {t('sandboxPay.banner')}
      </p>
      <header className="sandbox-sheet__header">
        <span className="sandbox-sheet__logo" aria-hidden>
          {alipay ? <AlipayCircleOutlined /> : <WechatOutlined />}
        </span>
        <h1 id="sandbox-sheet-title" className="sandbox-sheet__title">
          {t('sandboxPay.sheetTitle', { method: PaymentMethodText[view.method][language] })}
        </h1>
      </header>
      <p className="sandbox-sheet__merchant">
        <span className="muted">{t('sandboxPay.payTo')}</span> <strong data-testid="sandbox-merchant">{view.merchant}</strong>
      </p>
      <p className="sandbox-sheet__amount" data-testid="sandbox-amount">
        {formatPounds(view.amount)}
      </p>
      <dl className="sandbox-sheet__facts">
        <dt>{t('sandboxPay.tradeNo')}</dt>
        <dd>{view.tradeNo}</dd>
        <dt>{t('sandboxPay.expiresIn')}</dt>
        <dd role="timer" aria-live="off">
          {formatCountdown(secondsLeft)}
        </dd>
      </dl>
      {failure && <Alert type="error" title={failure} data-testid="sandbox-failure" />}
      <div className="sandbox-sheet__actions">
        <Button
          variant="primary"
          size="large"
          block
          loading={pending === 'approve'}
          disabled={pending !== null}
          onClick={() => onAnswer(true)}
          className="sandbox-sheet__confirm"
          data-testid="sandbox-confirm"
        >
          {t('sandboxPay.confirm', { amount: formatPounds(view.amount) })}
        </Button>
        <Button size="large" block danger loading={pending === 'decline'} disabled={pending !== null} onClick={() => onAnswer(false)} data-testid="sandbox-decline">
          {t('sandboxPay.decline')}
        </Button>
      </div>
      <p className="muted sandbox-sheet__note">{t('sandboxPay.note')}</p>
    </article>
  );
}
