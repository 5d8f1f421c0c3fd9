/**
 * Toasts and confirmations for the parts of the storefront that do not load antd: a module-level
 * store any code may push to (`toast.success(text)`, `await confirm({...})`), shown by the one
 * <FeedbackHost /> mounted at the root.
 */
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { type Status, StatusIcon } from './StatusIcon';
import { MAX_TOASTS, TOAST_DURATION_MS } from './toastTiming';

interface ToastItem {
  id: number;
  status: Status;
  content: ReactNode;
}

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** runs before the dialog closes; the OK button spins meanwhile */
  onOk?: () => unknown;
  onCancel?: () => void;
}

interface ConfirmItem extends ConfirmOptions {
  id: number;
  resolve: (ok: boolean) => void;
}

interface State {
  toasts: ToastItem[];
  confirms: ConfirmItem[];
}

let state: State = { toasts: [], confirms: [] };
let nextId = 1;
const listeners = new Set<() => void>();
const update = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function show(status: Status, content: ReactNode) {
  const id = nextId++;
  update({ ...state, toasts: [...state.toasts, { id, status, content }].slice(-MAX_TOASTS) });
  window.setTimeout(() => update({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) }), TOAST_DURATION_MS);
}

export const toast = {
  success: (content: ReactNode) => show('success', content),
  info: (content: ReactNode) => show('info', content),
  warning: (content: ReactNode) => show('warning', content),
  error: (content: ReactNode) => show('error', content),
};

/** Opens a confirmation; resolves true after OK (and its onOk) or false when dismissed. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    update({ ...state, confirms: [...state.confirms, { ...options, id: nextId++, resolve }] });
  });
}

function closeConfirm(id: number) {
  update({ ...state, confirms: state.confirms.filter((item) => item.id !== id) });
}

/** Confirmations whose OK is being carried out stay; they close when it ends. */
const carryingOut = new Set<number>();

/**
 * Dismisses every open confirmation that is not being carried out, as if cancelled: the page moved on
 * (another address, the back button), and a question about the page left behind must not act on it.
 */
export function dismissConfirms(): void {
  for (const item of state.confirms.filter((open) => !carryingOut.has(open.id))) {
    closeConfirm(item.id);
    item.onCancel?.();
    item.resolve(false);
  }
}

function ConfirmDialog({ item }: { item: ConfirmItem }) {
  const [running, setRunning] = useState(false);
  const cancel = () => {
    if (running) return;
    closeConfirm(item.id);
    item.onCancel?.();
    item.resolve(false);
  };
  const ok = async () => {
    setRunning(true);
    carryingOut.add(item.id);
    try {
      await item.onOk?.();
    } catch {
      // the action failed and said so; the question stays open for another try or a cancel
      setRunning(false);
      return;
    } finally {
      carryingOut.delete(item.id);
    }
    closeConfirm(item.id);
    item.resolve(true);
  };
  return (
    <Dialog
      open
      onClose={cancel}
      title={item.title}
      closeOnBackdrop={false}
      width={416}
      footer={
        <>
          <Button onClick={cancel} disabled={running}>
            {item.cancelText}
          </Button>
          <Button variant="primary" danger={item.danger} loading={running} onClick={() => void ok()} autoFocus>
            {item.okText}
          </Button>
        </>
      }
    >
      {item.content}
    </Dialog>
  );
}

/** Renders the toasts (top centre, announced politely) and the open confirmations. Mount once. */
export function FeedbackHost() {
  // the storefront's addresses live in the hash: a new one is another page
  useEffect(() => {
    window.addEventListener('hashchange', dismissConfirms);
    return () => window.removeEventListener('hashchange', dismissConfirms);
  }, []);
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return (
    <>
      <div className="kit-toasts" role="status" aria-live="polite">
        {current.toasts.map((item) => (
          <div key={item.id} className={`kit-toast kit-toast--${item.status}`}>
            <StatusIcon status={item.status} />
            <span>{item.content}</span>
          </div>
        ))}
      </div>
      {current.confirms.map((item) => (
        <ConfirmDialog key={item.id} item={item} />
      ))}
    </>
  );
}
