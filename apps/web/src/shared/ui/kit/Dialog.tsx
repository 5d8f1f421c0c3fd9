import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  /** called on Esc, on a click on the backdrop and on the close button */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** buttons along the bottom, right-aligned */
  footer?: ReactNode;
  width?: number;
  /** the label of the × button; no × when absent */
  closeLabel?: string;
  /** false: a backdrop click does not close (the dialog asks for a choice) */
  closeOnBackdrop?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, Esc closes it and
 * the page behind is inert; the page does not scroll while it is open (kit.css).
 */
export function Dialog({ open, onClose, title, children, footer, width = 440, closeLabel, closeOnBackdrop = true, className, 'data-testid': testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The element exists only while open (closing removes it), so each opening shows it as a modal
  // and attaches the listeners afresh.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Chromium lets Esc close a dialog without a cancelable 'cancel' when the page has had no user
    // activation; the dialog then reopens and the owner decides, as for any other close request.
    const onNativeClose = () => {
      if (!dialog.isConnected) return;
      dialog.showModal();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx('kit-dialog', className)}
      style={{ width: `min(${width}px, calc(100vw - 32px))` }}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // a click on the dialog element itself (not its content) is a click on the backdrop
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="kit-dialog__panel">
        <header className="kit-dialog__header">
          <h2 id={titleId} className="kit-dialog__title">
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="kit-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden focusable="false">
                <path d="M1 1l12 12M13 1 1 13" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          ) : null}
        </header>
        {children !== undefined ? <div className="kit-dialog__body">{children}</div> : null}
        {footer ? <footer className="kit-dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
