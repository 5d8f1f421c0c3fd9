/**
 * /sandboxPay?token= : the page a phone opens from the Alipay / WeChat QR code. It works signed
 * out (the token is the capability) and is plainly a ClearLot sandbox: no wallet app, no money.
 */
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSearchParams } from '../../../shared/router';
import { SandboxQrBody } from '@clearlot/contract';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage } from '../../../shared/i18n/language';
import { useConfirmSandboxQr, useSandboxQr } from '../api/sandboxQr';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { SandboxResult } from '../components/SandboxResult';
import { SandboxSheet } from '../components/SandboxSheet';
import { useNow } from '../hooks/useNow';
import { secondsUntil } from '../model/countdown';
import '../checkout.css';

const INVALID_CODES: readonly number[] = [ErrorCatalogue.validationFailed.code, ErrorCatalogue.tradeNotFound.code, ErrorCatalogue.notFound.code];

export default function SandboxPayPage() {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  const [params] = useSearchParams();
  const raw = params.get('token') ?? '';
  const token = SandboxQrBody.safeParse({ token: raw }).success ? raw : null;
  const view = useSandboxQr(token);
  const confirm = useConfirmSandboxQr();
  const [answer, setAnswer] = useState<'approve' | 'decline' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [expiredNow, setExpiredNow] = useState(false);
  const now = useNow(1000, view.data?.status === 'pending');

  const onAnswer = (approve: boolean) => {
    if (!token || confirm.isPending) return;
    setFailure(null);
    setAnswer(approve ? 'approve' : 'decline');
    confirm.mutate(
      { token, approve },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCatalogue.qrPaymentExpired.code) setExpiredNow(true);
          else setFailure(error instanceof ApiError && error.message ? error.message : t('common.loadFailedText'));
        },
        onSettled: () => setAnswer(null),
      },
    );
  };

  const errorCode = view.error instanceof ApiError ? view.error.code : null;
  let content;
  if (token === null || (errorCode !== null && INVALID_CODES.includes(errorCode))) {
    content = (
      <Result
        icon={<FileSearchOutlined className="checkout-state__icon" aria-hidden />}
        title={t('sandboxPay.invalidTitle')}
        titleLevel={1}
        titleClassName="checkout-state__title"
        subTitle={t('sandboxPay.invalidText')}
        data-testid="sandbox-invalid"
      />
    );
  } else if (expiredNow || errorCode === ErrorCatalogue.qrPaymentExpired.code) {
    content = <SandboxResult status="expired" amount={view.data?.amount ?? null} />;
  } else if (view.data) {
    const secondsLeft = secondsUntil(view.data.expiresAt, now);
    if (view.data.status !== 'pending') content = <SandboxResult status={view.data.status} amount={view.data.amount} />;
    else if (secondsLeft === 0) content = <SandboxResult status="expired" amount={view.data.amount} />;
    else content = <SandboxSheet view={view.data} secondsLeft={secondsLeft} language={language} pending={answer} failure={failure} onAnswer={onAnswer} />;
  } else if (view.isError) {
    content = <LoadFailed title={t('sandboxPay.loadFailed')} error={view.error} onRetry={() => void view.refetch()} />;
  } else {
    content = <Skeleton rows={5} />;
  }

  return <div className="page-width checkout-page sandbox-page">{content}</div>;
}
