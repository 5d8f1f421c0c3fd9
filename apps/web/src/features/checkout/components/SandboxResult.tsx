import { Result } from '../../../shared/ui/kit/Result';
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
          title={t('sandboxPay.succeededTitle')}
          titleLevel={1}
          titleClassName="checkout-state__title"
          subTitle={t('sandboxPay.succeededText', { amount: money })}
          data-testid="sandbox-succeeded"
        />
      );
    case 'declined':
      return (
        <Result
          status="error"
          title={t('sandboxPay.declinedTitle')}
          titleLevel={1}
          titleClassName="checkout-state__title"
          subTitle={t('sandboxPay.declinedText')}
          data-testid="sandbox-declined"
        />
      );
    case 'expired':
      return (
        <Result
          status="warning"
          title={t('sandboxPay.expiredTitle')}
          titleLevel={1}
          titleClassName="checkout-state__title"
          subTitle={t('sandboxPay.expiredText')}
          data-testid="sandbox-expired"
        />
      );
  }
}
