import { Button, Result } from 'antd';
import { useTranslation } from '../shared/i18n';

/** A page whose code could not load (a new build replaced it, the network dropped): say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('failed.title')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('failed.retry')}
        </Button>
      }
    />
  );
}
