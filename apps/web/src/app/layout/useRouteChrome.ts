import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { useLocation, useMatches } from '../../shared/router';
import type { TitleKey } from '../routes';
import { composeDocumentTitle, deepestTitleKey } from './documentTitle';

/** Per-route document title and scroll-to-top on every navigation (docs/product.md §2). */
export function useRouteChrome(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const titleKey = deepestTitleKey<TitleKey>(matches);

  useEffect(() => {
    document.title = composeDocumentTitle(titleKey ? t(`titles.${titleKey}`) : null, t('brand.defaultTitle'));
  }, [titleKey, t]);

  // The key alone misses addresses typed or pasted into the address bar: every history entry the
  // router did not make itself has the key 'default', so going from one to another changed nothing.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key, location.pathname, location.search]);
}
