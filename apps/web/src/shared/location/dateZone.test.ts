import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDateZone, readAccountPhone } from './dateZone';

const post = vi.hoisted(() => vi.fn());
const token = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../http/client', () => ({ api: { post } }));
vi.mock('../session/token', () => ({ getToken: () => token.value }));

afterEach(() => {
  post.mockReset();
  token.value = null;
});

describe("the reader's clock", () => {
  it('is London for a visitor, whatever language is read', () => {
    expect(currentDateZone()).toBe('london');
  });

  it("is China's for an account with a Chinese mobile, read once per session", async () => {
    token.value = 'chinese-buyer';
    post.mockResolvedValue({ phone: '+8613812345678' });
    await Promise.all([readAccountPhone('chinese-buyer'), readAccountPhone('chinese-buyer')]);
    expect(currentDateZone()).toBe('china');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("is London's once the Chinese account has signed out, and for a London account", async () => {
    token.value = 'chinese-buyer';
    post.mockResolvedValue({ phone: '+8613812345678' });
    await readAccountPhone('chinese-buyer');
    token.value = null;
    expect(currentDateZone()).toBe('london');

    token.value = 'london-buyer';
    expect(currentDateZone()).toBe('london');
    post.mockResolvedValue({ phone: '+447700900123' });
    await readAccountPhone('london-buyer');
    expect(currentDateZone()).toBe('london');
  });

  it('stays London when the profile cannot be read', async () => {
    token.value = 'offline-buyer';
    post.mockRejectedValue(new Error('network'));
    await readAccountPhone('offline-buyer');
    expect(currentDateZone()).toBe('london');
  });
});
