import { type ReactNode, Suspense, lazy, useState } from 'react';

// The wallet's dialogs open behind a click: their forms (card fields, billing address, code inputs)
// load the first time one opens, not with the page.
export const TopUpDialog = lazy(() => import('./TopUpDialog').then((module) => ({ default: module.TopUpDialog })));
export const WithdrawDialog = lazy(() => import('./WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })));
export const AddCardDialog = lazy(() => import('./AddCardDialog').then((module) => ({ default: module.AddCardDialog })));
export const PaymentPasswordDialog = lazy(() => import('./PaymentPasswordDialog').then((module) => ({ default: module.PaymentPasswordDialog })));
export const ResetPaymentPasswordDialog = lazy(() => import('./ResetPaymentPasswordDialog').then((module) => ({ default: module.ResetPaymentPasswordDialog })));

/**
 * Which of a page's dialogs is open. A dialog is rendered (`once`) from the first time it opens and
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
