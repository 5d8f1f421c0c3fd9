import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SandboxQrView } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';

/** What became of the sandbox payment: paid, declined, or the code ran out. */
export function SandboxResult({ status, amount }: { status: Exclude<SandboxQrView['status'], 'pending'>; amount: number | null }) {
  const { t } = useTranslation('checkout');
  const money = amount === null ? '' : formatPounds(amount);
  switch (status) {
    case 'succeeded':
      return (
        <Result
          status="success"
          title={<h1 className="checkout-state__title">{t('sandboxPay.succeededTitle')}</h1>}
          subTitle={t('sandboxPay.succeededText', { amount: money })}
          data-testid="sandbox-succeeded"
        />
      );
    case 'declined':
      return (
        <Result
          status="error"
          title={<h1 className="checkout-state__title">{t('sandboxPay.declinedTitle')}</h1>}
          subTitle={t('sandboxPay.declinedText')}
          data-testid="sandbox-declined"
        />
      );
    case 'expired':
      return (
        <Result
          status="warning"
          title={<h1 className="checkout-state__title">{t('sandboxPay.expiredTitle')}</h1>}
          subTitle={t('sandboxPay.expiredText')}
          data-testid="sandbox-expired"
        />
      );
  }
}
