import { describe, expect, it } from 'vitest';
import { CHAT_PICTURE_ACCEPT, pictureRefusal } from './picture';

describe('a chat picture checked before it is sent (issue 31 item 10)', () => {
  it('offers and takes JPG and PNG up to 10 MB, and says why anything else is refused, in both languages', () => {
    expect(CHAT_PICTURE_ACCEPT).toBe('.jpg,.jpeg,.png');
    expect(pictureRefusal({ name: 'damage.PNG', size: 1024 }, 'en')).toBeNull();
    expect(pictureRefusal({ name: 'photo.jpeg', size: 10 * 1024 * 1024 }, 'zh')).toBeNull();
    expect(pictureRefusal({ name: 'animation.gif', size: 6 }, 'en')).toBe('Only JPG,PNG and JPEG are supported.');
    expect(pictureRefusal({ name: 'animation.gif', size: 6 }, 'zh')).toBe('仅支持 JPG、PNG 和 JPEG 格式。');
    expect(pictureRefusal({ name: 'huge.png', size: 10 * 1024 * 1024 + 1 }, 'en')).toBe('The file must be at most 10 MB.');
    expect(pictureRefusal({ name: 'huge.png', size: 10 * 1024 * 1024 + 1 }, 'zh')).toBe('文件大小不能超过 10 MB。');
  });
});
