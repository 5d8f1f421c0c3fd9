import { useTranslation } from '../../shared/i18n/useTranslation';
import { useMatches } from '../../shared/router';
import { Skeleton } from '../../shared/ui/kit/Skeleton';
import type { TitleKey } from '../routes';
import { deepestTitleKey } from './documentTitle';

/**
 * Holds the first page's place inside the header and footer while its code is still on the network
 * (a first visit to an antd page waits for 250-300 KB of it): the page's title, and a placeholder of
 * its text (the page's main area is a screen tall, so the footer stays below the fold when it arrives).
 */
export function PagePending() {
  const { t } = useTranslation();
  const titleKey = deepestTitleKey<TitleKey>(useMatches());
  return (
    <div className="page-width">
      {titleKey ? <h1 className="page-pending__title">{t(`titles.${titleKey}`)}</h1> : null}
      <Skeleton rows={6} title={false} label={t('a11y.loading')} />
    </div>
  );
}
