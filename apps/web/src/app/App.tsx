import { RouterProvider } from '../shared/router';
import { AppProviders } from './AppProviders';
import { FirstVisitLanguageDialog } from './dialogs/FirstVisitLanguageDialog';
import { HttpEventBridge } from './dialogs/HttpEventBridge';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <HttpEventBridge />
      <FirstVisitLanguageDialog />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
