/**
 * What the HTTP client asks the app shell to show (docs/product.md §7-8). The client has no
 * React in it; the shell subscribes and renders the spinner, dialogs and toasts.
 */
export type HttpEvent =
  | { type: 'loading'; active: boolean }
  | { type: 'signInRequired' }
  | { type: 'reloadTips'; message: string }
  | { type: 'warning'; message: string }
  | { type: 'error'; message: string };

type Listener = (event: HttpEvent) => void;
const listeners = new Set<Listener>();

export function onHttpEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitHttpEvent(event: HttpEvent): void {
  for (const listener of listeners) listener(event);
}
