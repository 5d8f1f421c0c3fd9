import type { Locale } from 'antd/es/locale';
import type { Language } from '../i18n/language';

/** antd's own strings (pagination, modals, tables) in the page language: British English or Simplified Chinese. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  const module = language === 'zh' ? await import('antd/locale/zh_CN') : await import('antd/locale/en_GB');
  return module.default;
}
