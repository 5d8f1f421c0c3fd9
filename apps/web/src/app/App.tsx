import type { Locale } from 'antd/es/locale';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { FirstVisitLanguageDialog } from './dialogs/FirstVisitLanguageDialog';
import { HttpEventBridge } from './dialogs/HttpEventBridge';
import type { AppRouter } from './router';

export function App({ router, antdLocale }: { router: AppRouter; antdLocale: Locale }) {
  return (
    <AppProviders locale={antdLocale}>
      <HttpEventBridge />
      <FirstVisitLanguageDialog />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
