import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/**
 * Shown inside the layout when a page cannot load, typically a stale chunk after a new
 * release or a dropped connection. Reloading fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Result
      status="warning"
      title={t('routeError.title')}
      subTitle={t('routeError.text')}
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>,
        <Link key="home" to="/">
          {t('routeError.home')}
        </Link>,
      ]}
    />
  );
}
