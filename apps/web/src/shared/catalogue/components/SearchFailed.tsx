import { useTranslation } from '../../i18n/useTranslation';
import { SignInRequiredCodes } from '@clearlot/contract/responseCodes';
import { ApiError } from '../../http/client';
import { requireSignIn } from '../../session/signInPrompt';
import { Button } from '../../ui/kit/Button';
import { Result } from '../../ui/kit/Result';

/**
 * A product list that could not be loaded: visitors refused by the server are offered to sign
 * in (the dialog is already open); other failures can be retried.
 */
export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  if (error instanceof ApiError && SignInRequiredCodes.includes(error.code)) {
    return (
      <Result
        status="info"
        title={t('results.signInTitle')}
        subTitle={t('results.signInText')}
        extra={
          <Button variant="primary" onClick={requireSignIn}>
            {t('results.signIn')}
          </Button>
        }
        data-testid="results-sign-in"
      />
    );
  }
  return (
    <Result
      status="warning"
      title={t('results.failedTitle')}
      subTitle={error instanceof ApiError && error.message ? error.message : t('results.failedText')}
      extra={<Button onClick={onRetry}>{t('results.retry')}</Button>}
      data-testid="results-failed"
    />
  );
}
