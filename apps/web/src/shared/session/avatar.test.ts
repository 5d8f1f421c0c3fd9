import { describe, expect, it } from 'vitest';
import { avatarAddress } from './avatar';

describe('avatarAddress', () => {
  it('serves a stored file name from the file service, as the header always did', () => {
    expect(avatarAddress('3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e.png')).toBe('/srs-file-service/obsFile/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e.png');
  });
  it('keeps an address as it is, and gives nothing for no avatar', () => {
    expect(avatarAddress('/demo/avatars/buyer.png')).toBe('/demo/avatars/buyer.png');
    expect(avatarAddress(null)).toBeUndefined();
    expect(avatarAddress('')).toBeUndefined();
  });
});
