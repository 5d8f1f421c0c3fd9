import { useEffect, useState } from 'react';

/** The current time in milliseconds, updated every `intervalMs` while `active` (for countdowns). */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/** Whether the deadline (epoch seconds) has passed: false until then, true from that moment on (one timer, no ticking). */
export function useDeadlinePassed(deadlineEpochSeconds: number, active = true): boolean {
  const [look, setLook] = useState(() => ({ passed: Date.now() >= deadlineEpochSeconds * 1000, count: 0 }));
  useEffect(() => {
    if (!active || look.passed) return;
    // a timer waits at most 2^31 - 1 ms: a later deadline is looked at again then
    const wait = Math.min(Math.max(0, deadlineEpochSeconds * 1000 - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => setLook((before) => ({ passed: Date.now() >= deadlineEpochSeconds * 1000, count: before.count + 1 })), wait);
    return () => clearTimeout(timer);
  }, [deadlineEpochSeconds, active, look]);
  return look.passed;
}
