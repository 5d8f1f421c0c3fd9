/**
 * The console's start-up (issue 32): the storefront's stored language (or the browser's on a first visit),
 * the texts of that language, then the app under /console/ with browser history routing.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@clearlot/browser/tokens.css';
import { App } from './app/App';
import { initI18n, startLanguage, t } from './shared/i18n';
import './app/console.css';

async function start() {
  await initI18n(startLanguage());
  document.title = t('console', 'title');
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
