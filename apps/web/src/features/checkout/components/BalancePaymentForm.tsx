import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ErrorCatalogue, type Trade } from '@clearlot/contract';
import { paymentPasswordProblem } from '@clearlot/contract/rules/card';
import { formatPounds } from '@clearlot/contract/format/money';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule } from '../../../shared/forms/rules';
import { ApiError } from '../../../shared/http/client';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
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
  const { control, handleSubmit, setError } = useForm<{ paymentPassword: string }>({ defaultValues: { paymentPassword: '' }, mode: 'onTouched' });
  const wallet = useWalletInfo();
  const payByBalance = usePayByBalance();
  const attempt = usePaymentAttempt(outcome);
  const { schemas, error: schemasError, retry: retrySchemas } = usePaymentSchemas();
  const [failure, setFailure] = useState<string | null>(null);

  if (schemasError) return <LoadFailed title={t('payment.formLoadFailed')} error={schemasError} onRetry={retrySchemas} />;
  if (!wallet.data || !schemas) {
    if (wallet.isError) return <LoadFailed title={t('balance.loadFailed')} error={wallet.error} onRetry={() => void wallet.refetch()} />;
    return <Skeleton rows={3} />;
  }
  const { PayByBalanceBody } = schemas;
  const { available, hasPaymentPassword } = wallet.data;
  const enough = available >= trade.amount;

  const submit = (values: { paymentPassword: string }) => {
    const details = { tradeNo: trade.tradeNo, amount: trade.amount, paymentPassword: values.paymentPassword };
    return attempt(
      details,
      (paymentKey) => {
        setFailure(null);
        const body = parseForSubmit(setError, PayByBalanceBody, { ...details, paymentKey });
        return body ? payByBalance.mutateAsync(body) : undefined;
      },
      (kind, error) => {
        if (kind === 'noAnswer') {
          setFailure(t('payment.noAnswer'));
          return;
        }
        setFailure(placeFailure(setError, error, { fields: ['paymentPassword'], codes: FIELD_CODES }));
        if (error instanceof ApiError && WALLET_CODES.includes(error.code)) void wallet.refetch();
      },
    );
  };

  return (
    <form name="balancePayment" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="payment-form" data-testid="balance-form">
      <dl className="payment-balance">
        <dt>{t('balance.available')}</dt>
        <dd data-testid="balance-available">{formatPounds(available)}</dd>
        <dt>{t('balance.toPay')}</dt>
        <dd>{formatPounds(trade.amount)}</dd>
      </dl>
      {!enough && (
        <Alert type="warning" title={t('balance.notEnough')} description={<Link to={paths.wallet.getHref()}>{t('balance.topUp')}</Link>} data-testid="balance-not-enough" />
      )}
      {hasPaymentPassword ? (
        <FormField
          control={control}
          name="paymentPassword"
          label={t('balance.password')}
          required
          rules={{ validate: problemRule(paymentPasswordProblem) }}
          help={t('balance.passwordHint')}
        >
          {(field) => (
            <PasswordBox {...field} inputMode="numeric" autoComplete="off" maxLength={6} disabled={!enough} className="payment-balance__password" data-testid="balance-password" />
          )}
        </FormField>
      ) : (
        <Alert type="info" title={t('balance.noPassword')} description={<Link to={paths.wallet.getHref()}>{t('balance.setPassword')}</Link>} data-testid="balance-no-password" />
      )}
      {failure && <Alert type="error" title={failure} className="payment-form__failure" data-testid="payment-failure" />}
      <Button variant="primary" htmlType="submit" size="large" block disabled={!enough || !hasPaymentPassword} loading={payByBalance.isPending} data-testid="balance-pay">
        {t('payment.payAmount', { amount: formatPounds(trade.amount) })}
      </Button>
    </form>
  );
}
