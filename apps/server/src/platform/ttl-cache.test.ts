import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('serves a value until it expires, then loads it again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets the oldest entry when full', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('asks again for a value the caller does not keep', async () => {
    let loads = 0;
    const cache = createTtlCache<number | null>({ ttlMs: 1000, maxEntries: 10, keep: (value) => value !== null });
    const load = async () => (++loads < 3 ? null : loads);
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(3);
  });
});
