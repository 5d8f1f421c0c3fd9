import type { BannerConfig } from '@clearlot/contract/schemas/catalogue';
import { isBannerLink, isExternalLink } from '@clearlot/contract/rules/shopWindow';
import type { Language } from '../../../shared/i18n/language';
import { hashHref } from '../../../shared/paths';

/** Intrinsic size of the banner pictures (3:1), given to the images so nothing jumps while they load. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

/** One slide of the home carousel: the picture of the language shown, its alternative text and where it leads. */
export interface BannerSlide {
  key: string;
  src: string;
  alt: string;
  /** an address to follow (a storefront page under the hash, or an https address), or null */
  href: string | null;
  /** whether the link leaves the storefront (a new tab) */
  external: boolean;
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The banners showing now (the server decides by its clock), each with the picture and text of the language shown, or
 * the other language's where one is missing. A link the storefront would not follow (anything but one of its own pages
 * or an https address) is dropped, whatever the server sent.
 */
export function slidesFor(config: BannerConfig | undefined, language: Language): BannerSlide[] {
  if (!config) return [];
  return (config.slides ?? []).flatMap((banner) => {
    const [picture, other] = language === 'zh' ? [banner.imageZh, banner.imageEn] : [banner.imageEn, banner.imageZh];
    const src = filled(picture) ? picture : other;
    if (!filled(src)) return [];
    const alt = (language === 'zh' ? banner.titleZh : banner.titleEn) || banner.titleEn || banner.titleZh;
    const link = filled(banner.link) && isBannerLink(banner.link) ? banner.link : null;
    const external = link !== null && isExternalLink(link);
    return [{ key: String(banner.id), src, alt, href: link === null ? null : external ? link : hashHref(link), external }];
  });
}
