import { describe, expect, it } from 'vitest';
import { ClientKey } from '@clearlot/contract';
import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('makes a UUID the contract accepts, different each time', () => {
    const first = newIdempotencyKey();
    expect(ClientKey.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds a v4 UUID from random bytes where randomUUID is missing', () => {
    const key = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xff);
        return array;
      },
    });
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(ClientKey.safeParse(key).success).toBe(true);
  });
});
