import { type RefObject, useCallback, useRef, useState } from 'react';
import { GRID_RESIZE_DEBOUNCE_MS, type GridLayout, INITIAL_GRID_LAYOUT, gridLayout, sameLayout } from '../model/gridLayout';

export interface GridMeasure<T extends HTMLElement> {
  /** put on the grid's container */
  ref: (element: T | null) => () => void;
  /** the container, e.g. for scrolling to it */
  elementRef: RefObject<T | null>;
  layout: GridLayout;
}

/**
 * Measures the grid's container (docs/product.md §9): the first measurement is taken as soon as the
 * container is attached (before paint); later size changes apply 300 ms after they stop.
 */
export function useGridLayout<T extends HTMLElement = HTMLDivElement>(): GridMeasure<T> {
  const elementRef = useRef<T | null>(null);
  const [layout, setLayout] = useState<GridLayout>(INITIAL_GRID_LAYOUT);

  const ref = useCallback((element: T | null) => {
    elementRef.current = element;
    if (!element) return () => undefined;
    const apply = () => {
      const next = gridLayout(element.clientWidth);
      setLayout((current) => (sameLayout(current, next) ? current : next));
    };
    apply();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(apply, GRID_RESIZE_DEBOUNCE_MS);
          });
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      if (elementRef.current === element) elementRef.current = null;
    };
  }, []);

  return { ref, elementRef, layout };
}
