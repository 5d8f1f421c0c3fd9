/**
 * One shared ticking clock (epoch seconds) for every countdown on a page, so a list of order
 * cards does not run a timer each. It ticks only while something is subscribed.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let now = Math.floor(Date.now() / 1000);
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Math.floor(Date.now() / 1000);
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

export function useNowSeconds(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
