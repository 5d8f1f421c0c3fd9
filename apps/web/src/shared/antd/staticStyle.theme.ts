import type { ThemeConfig } from 'antd';

/**
 * The theme antd's static style sheet is made with and the pages run with (shared/antd/staticStyle.tsx):
 * antd's own class names without a hash, since one theme is on the page, so the sheet made at build
 * time matches the pages' class names whatever the token values' spelling.
 */
export function staticTheme(theme: ThemeConfig): ThemeConfig {
  return { ...theme, hashed: false };
}
