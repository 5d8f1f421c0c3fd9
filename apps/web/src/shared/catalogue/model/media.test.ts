import { describe, expect, it } from 'vitest';
import { firstMedia, isSoldOut, isVideoPath, mediaPaths } from './media';

describe('card media (docs/product.md §2)', () => {
  it('takes the first comma-separated path', () => {
    expect(firstMedia('/media/a.svg,/media/b.svg')).toEqual({ kind: 'image', url: '/media/a.svg' });
    expect(mediaPaths(' /a.png , ,/b.png ')).toEqual(['/a.png', '/b.png']);
  });

  it('treats a file name containing mp4 as a video', () => {
    expect(firstMedia('/media/catalogue/demo-clip.mp4,/media/a.svg')).toEqual({ kind: 'video', url: '/media/catalogue/demo-clip.mp4' });
    expect(isVideoPath('/media/clip.MP4?x=1')).toBe(true);
    expect(isVideoPath('/media/mp4/cover.png')).toBe(false);
  });

  it('has no media for an empty value', () => {
    expect(firstMedia('')).toEqual({ kind: 'none' });
    expect(firstMedia(null)).toEqual({ kind: 'none' });
    expect(firstMedia(' , ')).toEqual({ kind: 'none' });
  });

  it('is sold out when stock is 0 or missing', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(null)).toBe(true);
    expect(isSoldOut(undefined)).toBe(true);
    expect(isSoldOut(-1)).toBe(true);
    expect(isSoldOut(3)).toBe(false);
  });
});
