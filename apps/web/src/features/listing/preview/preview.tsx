// TEMPORARY browser harness for the catalogue pages until the lead registers the routes. Delete before hand-off.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, type RouteObject } from 'react-router';
import { App } from '../../../app/App';
import { routes } from '../../../app/routes';
import { loadAntdLocale } from '../../../app/startup/antdLocale';
import { initI18n } from '../../../shared/i18n/i18n';
import { storedLanguage } from '../../../shared/i18n/language';
import '../../../styles/global.css';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
const extra: RouteObject[] = [
  { path: 'homePageSecond', lazy: page(() => import('../pages/ListingPage')) },
  { path: 'goodsList', lazy: page(() => import('../pages/ListingPage')) },
  { path: 'merchant', lazy: page(() => import('../../merchant/pages/MerchantPage')) },
  { path: 'topic', lazy: page(() => import('../../topic/pages/TopicPage')) },
  { path: 'favs', lazy: page(() => import('../../favourites/pages/FavoritesPage')) },
];
const root = routes[0]!;
const inner = root.children![0]!;
const patched: RouteObject[] = [{ ...root, children: [{ ...inner, children: [...extra, ...inner.children!] }] }];

async function start() {
  const language = storedLanguage() ?? 'en';
  const [antdLocale] = await Promise.all([loadAntdLocale(language), initI18n(language)]);
  const router = createHashRouter(patched);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} antdLocale={antdLocale} />
    </StrictMode>,
  );
}
void start();
