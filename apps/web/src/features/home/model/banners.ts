import type { BannerConfig } from '@clearlot/contract/schemas/catalogue';
import type { Language } from '../../../shared/i18n/language';

/** Intrinsic size of the banner pictures (3:1), given to the images so nothing jumps while they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** The banners of the language shown; the other language's when it has none. */
export function bannersFor(config: BannerConfig | undefined, language: Language): string[] {
  if (!config) return [];
  const usable = (list: readonly unknown[] | undefined) => (list ?? []).filter((path): path is string => typeof path === 'string' && path.trim() !== '');
  const wanted = usable(language === 'zh' ? config.zhBanners : config.enBanners);
  return wanted.length > 0 ? wanted : usable(language === 'zh' ? config.enBanners : config.zhBanners);
}
