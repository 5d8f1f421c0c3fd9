import { useTranslation } from '../i18n/useTranslation';
import { ApiError } from '../http/client';
import { Alert } from './kit/Alert';
import { Button } from './kit/Button';

export interface LoadFailedProps {
  /** what could not be loaded, e.g. 'Your orders could not be loaded.'; a general sentence by default */
  title?: string;
  /** the failure: an API error's message (in the reader's language) is shown as the reason */
  error?: unknown;
  onRetry: () => void;
  'data-testid'?: string;
}

/** Something a page needs could not be read: what, why (when the server said), and another try. */
export function LoadFailed({ title, error, onRetry, 'data-testid': testId }: LoadFailedProps) {
  const { t } = useTranslation();
  const reason = error instanceof ApiError && error.message ? error.message : undefined;
  return (
    <Alert
      type="error"
      title={title ?? t('loadFailed.title')}
      description={reason}
      action={
        <Button size="small" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
