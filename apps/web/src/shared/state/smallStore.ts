/**
 * A tiny external store for shell-wide values that React components and plain modules
 * (router guards, the HTTP client) both read. Not for server data: that is TanStack Query.
 */
import { useSyncExternalStore } from 'react';

export interface SmallStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** React hook: re-renders when the value changes. */
  use(): T;
}

export function createSmallStore<T>(initial: T): SmallStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
