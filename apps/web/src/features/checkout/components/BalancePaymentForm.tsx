import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ErrorCatalogue, type Trade } from '@clearlot/contract';
import { paymentPasswordProblem } from '@clearlot/contract/rules/card';
import { formatPounds } from '@clearlot/contract/format/money';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { ApiError } from '../../../shared/http/client';
import { parseForSubmit, problemRule } from '../../../shared/forms/validation';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { paths } from '../../../shared/paths';
import { usePayByBalance } from '../api/payByBalance';
import { usePaymentAttempt } from '../hooks/usePaymentAttempt';
import { usePaymentSchemas } from '../hooks/usePaymentSchemas';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import type { usePaymentOutcome } from '../hooks/usePaymentOutcome';

/** A wrong password belongs on the password field; the other refusals above the button. */
const FIELD_CODES = { [ErrorCatalogue.paymentPasswordWrong.code]: 'paymentPassword' };

/** Codes after which the wallet's state (balance, password, lock) is read again. */
const WALLET_CODES: readonly number[] = [ErrorCatalogue.insufficientBalance.code, ErrorCatalogue.paymentPasswordNotSet.code];

type Outcome = ReturnType<typeof usePaymentOutcome>;

/** Pay from the wallet: the available balance and the 6-digit payment password. */
export function BalancePaymentForm({ trade, outcome }: { trade: Trade; outcome: Outcome }) {
  const { t } = useTranslation('checkout');
  const [form] = Form.useForm<{ paymentPassword?: string }>();
  const wallet = useWalletInfo();
  const payByBalance = usePayByBalance();
  const attempt = usePaymentAttempt(outcome);
  const { schemas, error: schemasError, retry: retrySchemas } = usePaymentSchemas();
  const [failure, setFailure] = useState<string | null>(null);

  if (schemasError) return <LoadFailed title={t('payment.formLoadFailed')} error={schemasError} onRetry={retrySchemas} />;
  if (!wallet.data || !schemas) {
    if (wallet.isError) return <LoadFailed title={t('balance.loadFailed')} error={wallet.error} onRetry={() => void wallet.refetch()} />;
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }
  const { PayByBalanceBody } = schemas;
  const { available, hasPaymentPassword } = wallet.data;
  const enough = available >= trade.amount;

  const submit = (values: { paymentPassword?: string }) => {
    const details = { tradeNo: trade.tradeNo, amount: trade.amount, paymentPassword: values.paymentPassword ?? '' };
    return attempt(
      details,
      (paymentKey) => {
        setFailure(null);
        const body = parseForSubmit(form, PayByBalanceBody, { ...details, paymentKey });
        return body ? payByBalance.mutateAsync(body) : undefined;
      },
      (kind, error) => {
        if (kind === 'noAnswer') {
          setFailure(t('payment.noAnswer'));
          return;
        }
        setFailure(placeFailure(form, error, { fields: ['paymentPassword'], codes: FIELD_CODES }));
        if (error instanceof ApiError && WALLET_CODES.includes(error.code)) void wallet.refetch();
      },
    );
  };

  return (
    <Form form={form} name="balancePayment" layout="vertical" onFinish={(values) => void submit(values)} className="payment-form" data-testid="balance-form">
      <dl className="payment-balance">
        <dt>{t('balance.available')}</dt>
        <dd data-testid="balance-available">{formatPounds(available)}</dd>
        <dt>{t('balance.toPay')}</dt>
        <dd>{formatPounds(trade.amount)}</dd>
      </dl>
      {!enough && (
        <Alert
          type="warning"
          showIcon
          title={t('balance.notEnough')}
          description={<Link to={paths.wallet.getHref()}>{t('balance.topUp')}</Link>}
          data-testid="balance-not-enough"
        />
      )}
      {hasPaymentPassword ? (
        <Form.Item name="paymentPassword" label={t('balance.password')} required rules={[problemRule(paymentPasswordProblem)]} extra={t('balance.passwordHint')}>
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={6} style={{ maxWidth: 220 }} disabled={!enough} data-testid="balance-password" />
        </Form.Item>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('balance.noPassword')}
          description={<Link to={paths.wallet.getHref()}>{t('balance.setPassword')}</Link>}
          data-testid="balance-no-password"
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} className="payment-form__failure" data-testid="payment-failure" />}
      <Button type="primary" htmlType="submit" size="large" block disabled={!enough || !hasPaymentPassword} loading={payByBalance.isPending} data-testid="balance-pay">
        {t('payment.payAmount', { amount: formatPounds(trade.amount) })}
      </Button>
    </Form>
  );
}
