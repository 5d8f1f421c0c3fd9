import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useState } from 'react';
import { appTheme } from './theme';

/** Success toasts last 2 s (spec §9). */
const TOAST_SECONDS = 2;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already tells the user about failures; one quiet retry covers blips.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // No auto space between two Chinese characters in buttons: '搜索' stays one word for readers and tests.
    <ConfigProvider locale={locale} theme={appTheme} button={{ autoInsertSpace: false }}>
      <AntdApp message={{ duration: TOAST_SECONDS, maxCount: 3 }} component={false}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
