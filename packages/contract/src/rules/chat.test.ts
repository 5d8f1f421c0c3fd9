import { describe, expect, it } from 'vitest';
import { CHAT_RECONNECT_ATTEMPTS, mergeMessages, reconnectPlan, serviceOpenAt, unreadBadgeText } from './chat';

describe('chat rules (docs/product.md §4, §7, §8, §9)', () => {
  it('retries: 20 s after a token failure (clearing the token), 2 s after a fetch failure, 5 reconnects 2 s apart, then the notice', () => {
    expect(reconnectPlan({ kind: 'token' }, 0)).toEqual({ action: 'retry', afterMs: 20_000, clearToken: true });
    expect(reconnectPlan({ kind: 'socket', code: 4401 }, 1)).toEqual({ action: 'retry', afterMs: 20_000, clearToken: true });
    expect(reconnectPlan({ kind: 'fetch' }, 9)).toEqual({ action: 'retry', afterMs: 2_000, clearToken: false });
    expect(reconnectPlan({ kind: 'socket', code: 1006 }, CHAT_RECONNECT_ATTEMPTS - 1)).toEqual({ action: 'retry', afterMs: 2_000, clearToken: false });
    expect(reconnectPlan({ kind: 'socket', code: 1006 }, CHAT_RECONNECT_ATTEMPTS)).toEqual({ action: 'give-up' });
  });

  it('keeps the newest messages up to the cache size, each seq once, in order', () => {
    const m = (seq: number, text = `m${seq}`) => ({ seq, text });
    expect(mergeMessages([m(1), m(3)], [m(2), m(3, 'again')], 500).map((x) => x.seq)).toEqual([1, 2, 3]);
    expect(mergeMessages([m(1), m(2), m(3)], [m(4)], 2).map((x) => x.seq)).toEqual([3, 4]);
  });

  it('caps the badge at 99+ and hides it at zero', () => {
    expect([unreadBadgeText(0), unreadBadgeText(7), unreadBadgeText(99), unreadBadgeText(100)]).toEqual([null, '7', '99', '99+']);
  });

  it('customer service is at work on weekdays 9:00–17:30 London time, summer and winter', () => {
    expect(serviceOpenAt(new Date('2026-11-25T09:00:00Z'))).toBe(true); // Wednesday, GMT
    expect(serviceOpenAt(new Date('2026-11-25T08:59:00Z'))).toBe(false);
    expect(serviceOpenAt(new Date('2026-11-25T17:29:00Z'))).toBe(true);
    expect(serviceOpenAt(new Date('2026-11-25T17:30:00Z'))).toBe(false);
    expect(serviceOpenAt(new Date('2026-07-01T08:00:00Z'))).toBe(true); // 9:00 BST
    expect(serviceOpenAt(new Date('2026-11-28T12:00:00Z'))).toBe(false); // Saturday
  });
});
