import { describe, expect, it } from 'vitest';
import { bannersFor } from './banners';

const config = { enBanners: ['/media/banners/banner-0-en.svg', '/media/banners/banner-1-en.svg'], zhBanners: ['/media/banners/banner-0-zh.svg'] };

describe('bannersFor', () => {
  it('picks the banners of the language shown', () => {
    expect(bannersFor(config, 'en')).toEqual(config.enBanners);
    expect(bannersFor(config, 'zh')).toEqual(config.zhBanners);
  });

  it("falls back to the other language's banners, skipping blank paths", () => {
    expect(bannersFor({ enBanners: ['/a.svg', ' '], zhBanners: [] }, 'zh')).toEqual(['/a.svg']);
    expect(bannersFor({ enBanners: [], zhBanners: [] }, 'en')).toEqual([]);
    expect(bannersFor(undefined, 'en')).toEqual([]);
  });
});
