declare module 'virtual:antd-static-style' {
  import type { ThemeConfig } from 'antd';
  /** the addresses of antd's component style sheets under the app's theme, in order (vite.config.ts, shared/antd/staticStyle.tsx) */
  const sheets: readonly string[];
  export default sheets;
  /** the theme the sheets were made with, from styles/tokens.css at build time (shared/antd/theme.ts) */
  export const theme: ThemeConfig;
}
