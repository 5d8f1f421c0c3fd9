import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A wallet query that failed; the HTTP client already said why, this offers another try. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
