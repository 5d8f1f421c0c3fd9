import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../ui/kit/toastTiming';
import { theme } from 'virtual:antd-static-style';
import { staticTheme } from './staticStyle.theme';

/**
 * The theme made from styles/tokens.css when the app is built, the one the static sheets were made
 * with (reading the tokens from the page's computed style instead made the browser resolve the
 * document's style in the middle of loading the first antd page). Zero runtime: antd writes the
 * theme's CSS variables, not each component's styles, which come from the static sheets (withAntd.tsx).
 */
const appTheme = { ...staticTheme(theme), zeroRuntime: true };

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
