import { type ReactNode, Suspense, useState } from 'react';

/**
 * Which of a page's dialogs is open, for dialogs loaded the first time one opens (`lazy`). A dialog is rendered (`once`) from the first time it opens and
 * stays mounted after, so it closes with its animation as before.
 */
export function useDialogs<Name extends string>() {
  const [shown, setShown] = useState<Name | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Name>>(() => new Set());
  const show = (next: Name | null) => {
    setShown(next);
    if (next !== null) setOpened((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  const once = (name: Name, node: ReactNode) => (opened.has(name) ? <Suspense fallback={null}>{node}</Suspense> : null);
  return { shown, show, close: () => show(null), once };
}
