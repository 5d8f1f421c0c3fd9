import { describe, expect, it, vi } from 'vitest';
import { CLICK_THROTTLE_MS, createClickGate, throttleClick } from './throttle';

function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms), set: (ms: number) => (time = ms) };
}

describe('createClickGate', () => {
  it('accepts the first click and ignores repeats within 2000 ms', () => {
    const clock = fakeClock();
    const tryClick = createClickGate({ now: clock.now });
    expect(CLICK_THROTTLE_MS).toBe(2000);
    expect(tryClick()).toBe(true);
    expect(tryClick()).toBe(false);
    clock.advance(1999);
    expect(tryClick()).toBe(false);
    clock.advance(1);
    expect(tryClick()).toBe(true);
  });

  it('measures from the last accepted click, not the ignored ones', () => {
    const clock = fakeClock();
    const tryClick = createClickGate({ now: clock.now });
    expect(tryClick()).toBe(true);
    clock.advance(1500);
    expect(tryClick()).toBe(false);
    clock.advance(500);
    expect(tryClick()).toBe(true);
  });

  it('works from clock time 0 and with a custom interval', () => {
    const clock = fakeClock(0);
    const tryClick = createClickGate({ intervalMs: 100, now: clock.now });
    expect(tryClick()).toBe(true);
    clock.advance(99);
    expect(tryClick()).toBe(false);
    clock.advance(1);
    expect(tryClick()).toBe(true);
  });

  it('accepts a click after the clock went backwards', () => {
    const clock = fakeClock(10_000);
    const tryClick = createClickGate({ now: clock.now });
    expect(tryClick()).toBe(true);
    clock.set(5_000);
    expect(tryClick()).toBe(true);
    clock.advance(10);
    expect(tryClick()).toBe(false);
  });

  it('keeps separate gates independent', () => {
    const clock = fakeClock();
    const first = createClickGate({ now: clock.now });
    const second = createClickGate({ now: clock.now });
    expect(first()).toBe(true);
    expect(second()).toBe(true);
  });

  it('uses the real clock by default', () => {
    vi.useFakeTimers({ now: 50_000 });
    try {
      const tryClick = createClickGate();
      expect(tryClick()).toBe(true);
      vi.advanceTimersByTime(1999);
      expect(tryClick()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(tryClick()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('throttleClick', () => {
  it('runs the action once per interval with its arguments', () => {
    const clock = fakeClock();
    const addToCart = vi.fn((productId: number, quantity: number) => productId * quantity);
    const click = throttleClick(addToCart, { now: clock.now });
    expect(click(7, 2)).toBe(true);
    expect(click(7, 2)).toBe(false);
    clock.advance(2000);
    expect(click(8, 1)).toBe(true);
    expect(addToCart.mock.calls).toEqual([
      [7, 2],
      [8, 1],
    ]);
  });
});
