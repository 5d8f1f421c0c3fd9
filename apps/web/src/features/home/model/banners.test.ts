import { describe, expect, it } from 'vitest';
import type { BannerConfig } from '@clearlot/contract/schemas/catalogue';
import { slidesFor } from './banners';

const banner = (id: number, extra: Partial<BannerConfig['slides'][number]> = {}) => ({
  id,
  titleEn: `Banner ${id}`,
  titleZh: `横幅 ${id}`,
  imageEn: `/media/banners/banner-${id}-en.svg`,
  imageZh: `/media/banners/banner-${id}-zh.svg`,
  link: '/homePageSecond',
  ...extra,
});
const config = (slides: BannerConfig['slides']): BannerConfig => ({ enBanners: slides.map((s) => s.imageEn), zhBanners: slides.map((s) => s.imageZh), slides });

describe('slidesFor', () => {
  it('picks the picture and text of the language shown, with the link under the hash', () => {
    expect(slidesFor(config([banner(0)]), 'zh')).toEqual([{ key: '0', src: '/media/banners/banner-0-zh.svg', alt: '横幅 0', href: '#/homePageSecond', external: false }]);
    expect(slidesFor(config([banner(0)]), 'en')[0]).toMatchObject({ src: '/media/banners/banner-0-en.svg', alt: 'Banner 0' });
  });

  it('opens an https link as it is, and drops a link it would not follow', () => {
    expect(slidesFor(config([banner(1, { link: 'https://example.com/sale' })]), 'en')[0]).toMatchObject({ href: 'https://example.com/sale', external: true });
    expect(slidesFor(config([banner(1, { link: 'javascript:alert(1)' })]), 'en')[0]).toMatchObject({ href: null });
    expect(slidesFor(config([banner(1, { link: null })]), 'en')[0]).toMatchObject({ href: null });
  });

  it("falls back to the other language's picture and skips a banner without any", () => {
    expect(slidesFor(config([banner(2, { imageZh: ' ' })]), 'zh')[0]).toMatchObject({ src: '/media/banners/banner-2-en.svg' });
    expect(slidesFor(config([banner(3, { imageZh: '', imageEn: '' })]), 'en')).toEqual([]);
    expect(slidesFor(undefined, 'en')).toEqual([]);
  });
});
