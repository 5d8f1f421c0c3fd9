import { describe, expect, it } from 'vitest';
import { isVideoPath, linePicture, mediaPaths } from './catalogue';

describe('a product media list', () => {
  it('names a video by "mp4" in its file name, whatever the case, query or folder', () => {
    expect(isVideoPath('/media/catalogue/demo-clip.mp4')).toBe(true);
    expect(isVideoPath('/media/CLIP.MP4?v=2')).toBe(true);
    expect(isVideoPath('/media/mp4-folder/still.png')).toBe(false);
    expect(isVideoPath('/media/a.svg#mp4')).toBe(false);
  });

  it('lists the non-empty paths in order', () => {
    expect(mediaPaths(' /a.png , ,/b.mp4 ')).toEqual(['/a.png', '/b.mp4']);
    expect(mediaPaths(null)).toEqual([]);
  });

  it('gives a line the first picture, skipping videos, or nothing', () => {
    expect(linePicture('/media/clip.mp4,/media/a.svg,/media/b.svg')).toBe('/media/a.svg');
    expect(linePicture('/media/a.svg,/media/clip.mp4')).toBe('/media/a.svg');
    expect(linePicture('/media/clip.mp4')).toBe('');
    expect(linePicture('')).toBe('');
  });
});
