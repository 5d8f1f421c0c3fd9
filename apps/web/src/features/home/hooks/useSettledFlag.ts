import { useEffect, useState } from 'react';

/**
 * Becomes true `delayMs` after `arrived` first turns true and stays true (docs/product.md §4: the flash
 * deals' loading flag is cleared 200 ms after the data arrives).
 */
export function useSettledFlag(arrived: boolean, delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!arrived || settled) return;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [arrived, settled, delayMs]);
  return settled;
}
