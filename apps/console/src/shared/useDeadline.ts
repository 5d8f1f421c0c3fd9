import { useEffect, useRef, useState } from 'react';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A deadline as the desks count down to it (docs/product.md §4: days, hours and minutes), as the storefront
 * counts: the clock in epoch seconds, read again every `tickMs` (20 s: minutes are the finest unit shown),
 * and whether the time is up. `onExpire` is called once when it is (e.g. to read the request again).
 */
export function useDeadline(until: number, onExpire?: () => void, tickMs = 20_000): { now: number; expired: boolean } {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  const expired = now >= until;
  const told = useRef(false);
  useEffect(() => {
    if (!expired || told.current) return;
    told.current = true;
    onExpire?.();
  }, [expired, onExpire]);
  return { now, expired };
}
