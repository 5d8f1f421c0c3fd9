/**
 * Start-up (docs/product.md §4): settle the language before anything renders — a stored language-web
 * wins, otherwise the IP country decides (5 s at most, silent GB/London fallback) — then
 * initialise i18n, create the router (which starts the first guarded navigation) and render.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// the kit's shared styles: its components are imported one module at a time, and the kit has no index to bring
// them (docs/decisions.md, "The shell imports the kit one module at a time")
import './shared/ui/kit/kit.css';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { firstVisitPickerOpen } from './app/startup/firstVisit';
import { resolveStartLanguage } from './app/startup/startLanguage';
import { initI18n } from './shared/i18n/i18n';
import { storedLanguage } from './shared/i18n/language';
import { lookupLocalInfo, setLocalInfo } from './shared/location/localInfo';
import './styles/global.css';

async function start() {
  const { language, firstVisit } = await resolveStartLanguage({
    storedLanguage,
    lookupLocalInfo: () => lookupLocalInfo(),
    setLocalInfo,
  });
  await initI18n(language);
  firstVisitPickerOpen.set(firstVisit);
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page. The storefront's build runs on Preact (vite.config.ts), which
  // renders a transition at once, without slicing (docs/decisions.md, "Preact in the storefront").
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
