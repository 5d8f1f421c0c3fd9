import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { appTheme } from './theme';

/** Success toasts last 2 s (spec §9). */
const TOAST_SECONDS = 2;

/**
 * antd's theme, language and message/modal holders around the parts of the app that use antd
 * (account, cart, checkout and order pages, and a few dialogs). Loaded with them, never on the
 * storefront's first pages.
 */
export function AntdScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // No auto space between two Chinese characters in buttons: '搜索' stays one word for readers and tests.
    <ConfigProvider locale={locale} theme={appTheme} button={{ autoInsertSpace: false }}>
      <AntdApp message={{ duration: TOAST_SECONDS, maxCount: 3 }} component={false}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
