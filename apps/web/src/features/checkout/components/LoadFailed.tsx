import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/http/client';

/** Something the page needs could not be read: the reason (in the reader's language) and another try. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  const reason = error instanceof ApiError && error.message ? error.message : t('common.loadFailedText');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={reason}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      data-testid="checkout-load-failed"
    />
  );
}
