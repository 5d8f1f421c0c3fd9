/**
 * What React DOM does for a text box that Preact (the storefront's runtime, docs/decisions.md "Preact in the
 * storefront") leaves to the component: focusing a box rendered with autoFocus when it mounts, and putting a
 * controlled value back when a change handler refuses what was typed (a digits-only code box and a letter).
 * Both work the same on React, so the kit's boxes behave alike on either runtime.
 */
import { type ChangeEvent, type Ref, type RefCallback, useCallback, useReducer } from 'react';

/** The boxes focused once already: a box attached again (a new ref) is not focused again. */
const focusedOnce = new WeakSet<HTMLElement>();

function attach<T extends HTMLElement>(element: T | null, ref: Ref<T> | undefined, autoFocus: boolean | undefined) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
  if (element && autoFocus && !focusedOnce.has(element)) {
    focusedOnce.add(element);
    element.focus();
  }
}

/**
 * A callback ref that passes the element on to `ref` and, with `autoFocus`, focuses it the first time it is
 * attached. Preact only writes the autofocus attribute, which a browser follows on page load and when a dialog
 * opens, not for a box that appears later (an inline editor, the second sign-in step).
 */
export function useAutoFocusRef<T extends HTMLElement>(autoFocus: boolean | undefined, ref: Ref<T> | undefined): RefCallback<T> {
  return useCallback((element: T | null) => attach(element, ref, autoFocus), [autoFocus, ref]);
}

/**
 * The change handler of a controlled box, followed by a render of the box itself: Preact writes the value prop
 * back to the element only when it renders, and a handler that keeps the value as it was (a letter typed into a
 * digits-only box) renders nothing, so the refused letter would stay on screen while the form holds without it.
 */
export function useControlledChange<T extends HTMLInputElement | HTMLTextAreaElement>(
  controlled: boolean,
  onChange: ((event: ChangeEvent<T>) => void) | undefined,
): ((event: ChangeEvent<T>) => void) | undefined {
  const [, render] = useReducer((count: number) => count + 1, 0);
  if (!controlled) return onChange;
  return (event) => {
    onChange?.(event);
    render();
  };
}
