import { WarningOutlined } from '../../shared/ui/kit/icons/WarningOutlined';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link, useRouteError } from '../../shared/router';
import { paths } from '../../shared/paths';
import { Button } from '../../shared/ui/kit/Button';

/**
 * Shown inside the layout when a page cannot load, typically a stale chunk after a new
 * release or a dropped connection. Reloading fetches the current build. Kept light: it
 * is part of the first page so it works even when nothing else can be fetched.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="page-width route-error" role="alert">
      <WarningOutlined aria-hidden className="route-error__icon" />
      <h1>{t('routeError.title')}</h1>
      <p className="muted">{t('routeError.text')}</p>
      <div className="route-error__actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Link to={paths.home.getHref()}>{t('routeError.home')}</Link>
      </div>
    </div>
  );
}
