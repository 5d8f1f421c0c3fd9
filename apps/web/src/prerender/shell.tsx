/**
 * The page frame (header, an empty page area, footer) rendered at build time in both languages and put into
 * index.html (scripts/prerender-shell.mjs, issue 32 item 4), so a first visit paints the frame before the
 * JavaScript arrives; the app replaces it when it starts. Rendered signed out and without data: what
 * depends on the visitor (the account menu, the cart count) appears when the app runs.
 */
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../app/AppProviders';
import { Footer } from '../app/layout/Footer';
import { Header } from '../app/layout/header/Header';
import { initI18n } from '../shared/i18n/i18n';
import type { Language } from '../shared/i18n/language';
import { createHashRouter, createMemoryHistory, StaticRouter } from '../shared/router';

export async function renderShell(language: Language): Promise<string> {
  await initI18n(language);
  const router = createHashRouter([], { history: createMemoryHistory('/') });
  return renderToString(
    <AppProviders>
      <StaticRouter router={router}>
        <div className="shell">
          <Header />
          <main className="shell__main" />
          <Footer />
        </div>
      </StaticRouter>
    </AppProviders>,
  );
}
