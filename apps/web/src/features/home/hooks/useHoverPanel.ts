import { useCallback, useEffect, useRef, useState } from 'react';
import { SIDE_BAR_HIDE_DELAY_MS } from '../model/sideBar';

/**
 * A panel shown while the pointer or keyboard focus is on its trigger, and hidden 100 ms after
 * they leave (docs/product.md §9), so moving from the trigger onto the panel does not close it. Escape
 * closes it at once.
 */
export function useHoverPanel(hideDelayMs: number = SIDE_BAR_HIDE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), hideDelayMs);
  }, [hideDelayMs]);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    show,
    close,
    triggerProps: {
      onMouseEnter: show,
      onMouseLeave: hide,
      onFocus: show,
      onBlur: hide,
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Escape') close();
      },
    },
  };
}
