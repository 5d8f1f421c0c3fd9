import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../ui/kit/toastTiming';
import { pageTokens } from './pageTokens';
import { staticTheme } from './staticStyle.theme';
import { themeFromTokens } from './theme';

/**
 * Read once, when the first antd page loads: the page's style (tokens.css) is applied by then.
 * Zero runtime: antd writes the theme's CSS variables, not each component's styles, which come from
 * the static sheets made at build time with the same theme (withAntd.tsx loads them).
 */
const appTheme = { ...staticTheme(themeFromTokens(pageTokens())), zeroRuntime: true };

/**
 * antd's theme, language and message/modal holders around the parts of the app that use antd
 * (account, cart, checkout and order pages, and a few dialogs). Loaded with them, never on the
 * storefront's first pages.
 */
export function AntdScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // No auto space between two Chinese characters in buttons: '搜索' stays one word for readers and tests.
    <ConfigProvider locale={locale} theme={appTheme} button={{ autoInsertSpace: false }}>
      <AntdApp message={{ duration: TOAST_DURATION_MS / 1000, maxCount: MAX_TOASTS }} component={false}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
