import { type RefObject, useEffect } from 'react';

/**
 * In a row that scrolls sideways (a menu or tabs on a phone), brings the item matching `selector`
 * to the middle of the row: always, or only when it is not wholly in view. Runs in the animation frame
 * after React commits, and again whenever `key` changes; reading the row's layout there makes the browser
 * lay the page out at that moment, which it would do in the same frame anyway.
 */
export function useChosenInView(row: RefObject<HTMLElement | null>, selector: string, key: unknown, when: 'always' | 'hidden' = 'always'): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const strip = row.current;
      const chosen = strip?.querySelector<HTMLElement>(selector);
      if (!strip || !chosen || strip.scrollWidth <= strip.clientWidth) return;
      const start = chosen.offsetLeft - strip.offsetLeft;
      const hidden = start < strip.scrollLeft || start + chosen.offsetWidth > strip.scrollLeft + strip.clientWidth;
      if (when === 'always' || hidden) strip.scrollLeft = start - (strip.clientWidth - chosen.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [row, selector, key, when]);
}
