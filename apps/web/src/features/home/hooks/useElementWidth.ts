import { useCallback, useState } from 'react';

/** Resize events are acted on 300 ms after they stop (docs/product.md §9). */
const RESIZE_DEBOUNCE_MS = 300;

/**
 * The width of an element: measured as soon as it is attached, then again 300 ms after its
 * size stops changing. Null until measured.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    const measure = () => {
      const next = element.clientWidth;
      setWidth((current) => (current === next ? current : next));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
          });
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);
  return { ref, width };
}
