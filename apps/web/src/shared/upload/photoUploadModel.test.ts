import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@clearlot/contract/rules/upload';
import { PHOTO_ACCEPT, type SendingPhoto, attachedFile, checkChosenFiles, photoAddress, refusalText, sendingPercent, sendingReducer, withoutPhoto } from './photoUploadModel';

const photo = (name: string, size = 1024) => ({ name, size });

describe('image upload component: files chosen (docs/product.md §2, §5)', () => {
  it('offers JPG, JPEG and PNG in the file picker', () => {
    expect(PHOTO_ACCEPT).toBe('.jpg,.jpeg,.png');
  });

  it('sends JPG, JPEG and PNG and warns before sending anything else, in the §5 words', () => {
    expect(checkChosenFiles([photo('a.jpg'), photo('b.JPEG'), photo('c.png'), photo('d.gif'), photo('e.pdf'), photo('f')], 0, 9)).toEqual([
      null,
      null,
      null,
      'uploadPhotoType',
      'uploadPhotoType',
      'uploadPhotoType',
    ]);
    expect(refusalText('uploadPhotoType', 'en')).toBe('Only JPG,PNG and JPEG are supported.');
    expect(refusalText('uploadPhotoType', 'zh')).toBe('仅支持 JPG、PNG 和 JPEG 格式。');
  });

  it('refuses a file over 10 MB and an empty one before sending', () => {
    expect(checkChosenFiles([photo('big.png', MAX_UPLOAD_BYTES + 1), photo('empty.png', 0), photo('edge.png', MAX_UPLOAD_BYTES)], 0, 9)).toEqual([
      'uploadTooLarge',
      'uploadEmpty',
      null,
    ]);
    expect(refusalText('uploadTooLarge', 'en')).toBe('The file must be at most 10 MB.');
  });

  it('keeps to the count: photos already there and the good ones chosen before count, refused ones do not', () => {
    expect(checkChosenFiles([photo('a.png'), photo('b.gif'), photo('c.png'), photo('d.png')], 1, 3)).toEqual([null, 'uploadPhotoType', null, 'tooMany']);
    expect(checkChosenFiles([photo('a.png')], 3, 3)).toEqual(['tooMany']);
  });
});

describe('image upload component: photos being sent', () => {
  const sending = (uid: string): SendingPhoto => ({ uid, name: `${uid}.png`, percent: 0, preview: `blob:${uid}` });

  it('adds a tile when sending starts, moves its progress forward only, and drops it when the answer comes', () => {
    let photos = sendingReducer([], { type: 'started', photo: sending('a') });
    photos = sendingReducer(photos, { type: 'started', photo: sending('b') });
    photos = sendingReducer(photos, { type: 'progressed', uid: 'a', percent: 40 });
    photos = sendingReducer(photos, { type: 'progressed', uid: 'a', percent: 30 });
    expect(photos.map((p) => [p.uid, p.percent])).toEqual([
      ['a', 40],
      ['b', 0],
    ]);
    expect(sendingReducer(photos, { type: 'ended', uid: 'a' }).map((p) => p.uid)).toEqual(['b']);
  });

  it('counts progress from the bytes sent, held below 100 until the server has answered', () => {
    expect(sendingPercent(0, 0)).toBe(0);
    expect(sendingPercent(512, 1024)).toBe(50);
    expect(sendingPercent(1024, 1024)).toBe(99);
  });
});

describe('image upload component: what the form keeps', () => {
  it('keeps the original name and the stored name, shows the photo from the file service, and removes one by its stored name', () => {
    const kept = attachedFile({ originalName: '外箱.png', obsName: '0123456789abcdef0123456789abcdef.png' });
    expect(kept).toEqual({ fileName: '外箱.png', url: '0123456789abcdef0123456789abcdef.png' });
    expect(photoAddress(kept)).toBe('/srs-file-service/obsFile/0123456789abcdef0123456789abcdef.png');
    const other = { fileName: 'b.jpg', url: 'fedcba9876543210fedcba9876543210.jpg' };
    expect(withoutPhoto([kept, other], kept.url)).toEqual([other]);
  });
});
