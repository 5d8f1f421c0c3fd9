/** Page-level effects of a modal overlay: the page behind stops scrolling and keyboard focus stays inside. */
import { type RefObject, useEffect } from 'react';

/**
 * Lock page scrolling while mounted (docs/product.md §4) and restore what was there before on unmount,
 * so an overlay opened over another one (an antd modal also sets overflow) gives back its value.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Move focus into the dialog when it opens, keep Tab cycling inside it, and hand focus back to
 * whatever had it (usually the picture that was clicked) when it closes.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();

    function keepFocusInside(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !dialog) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!dialog.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', keepFocusInside);
    return () => {
      document.removeEventListener('keydown', keepFocusInside);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef]);
}
