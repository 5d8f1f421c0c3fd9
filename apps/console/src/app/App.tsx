import { App as AntdApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { consoleTheme } from '../shared/theme';
import { currentConsoleLanguage } from '../shared/i18n';
import { HttpEvents } from './HttpEvents';
import { createConsoleRouter } from './router';

/** Providers: queries, antd in the storefront's tokens and the page language, the HTTP client's messages, the router. */
export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  const [router] = useState(createConsoleRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* two-character Chinese labels (提交, 关闭) read as written, as in the storefront: antd would space them out */}
      <ConfigProvider theme={consoleTheme} locale={currentConsoleLanguage() === 'zh' ? zhCN : enGB} button={{ autoInsertSpace: false }}>
        <AntdApp>
          <HttpEvents />
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
