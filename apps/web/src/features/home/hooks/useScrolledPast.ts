import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '../model/sideBar';

/** Whether the page has scrolled past `offset` pixels, read at most every 200 ms (docs/product.md §9). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      timer ??= setTimeout(read, SCROLL_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [offset]);
  return past;
}
