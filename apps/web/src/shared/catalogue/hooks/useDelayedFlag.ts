import { useEffect, useState } from 'react';

/**
 * `on` once it has stayed true for `delayMs`, false as soon as it turns false: a spinner that
 * does not flash for answers that come back quickly (antd Spin's `delay`).
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}
