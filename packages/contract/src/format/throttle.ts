/**
 * Click throttle (docs/product.md §5, §9): the first click runs, repeats within 2000 ms of the last click
 * that ran are ignored. The clock is injectable so the rule can be tested without timers.
 */

export const CLICK_THROTTLE_MS = 2000;

export interface ClickThrottleOptions {
  /** Repeat calls closer than this to the last accepted call are ignored. */
  intervalMs?: number;
  /** Millisecond clock; Date.now unless a test injects its own. */
  now?: () => number;
}

/**
 * A gate that answers whether a click may go ahead now. Each `true` starts a new quiet period;
 * ignored clicks do not extend it. If the clock goes backwards the next click is accepted.
 */
export function createClickGate({ intervalMs = CLICK_THROTTLE_MS, now = Date.now }: ClickThrottleOptions = {}) {
  let lastAccepted: number | null = null;
  return function tryClick(): boolean {
    const time = now();
    if (lastAccepted !== null) {
      const elapsed = time - lastAccepted;
      if (elapsed >= 0 && elapsed < intervalMs) return false;
    }
    lastAccepted = time;
    return true;
  };
}

/**
 * Wraps an action so it runs at most once per interval. The wrapper returns true when the
 * action ran and false when the click was ignored.
 */
export function throttleClick<Args extends unknown[]>(action: (...args: Args) => unknown, options: ClickThrottleOptions = {}): (...args: Args) => boolean {
  const tryClick = createClickGate(options);
  return (...args: Args) => {
    if (!tryClick()) return false;
    action(...args);
    return true;
  };
}
