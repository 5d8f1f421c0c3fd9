import { describe, expect, it } from 'vitest';
import { newRedemptionKey } from './redemptionKey';

describe('newRedemptionKey', () => {
  it('uses randomUUID where the browser has it', () => {
    expect(newRedemptionKey({ randomUUID: () => '11111111-2222-4333-8444-555555555555', getRandomValues: (a) => a })).toBe('11111111-2222-4333-8444-555555555555');
  });
  it('builds a version-4 UUID from random bytes over plain http', () => {
    const key = newRedemptionKey({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xff);
        return array;
      },
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
