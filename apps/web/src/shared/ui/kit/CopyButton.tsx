import { useEffect, useState } from 'react';
import { cx } from './cx';
import { CheckOutlined } from './icons/CheckOutlined';
import { CopyOutlined } from './icons/CopyOutlined';
import './copyButton.css';

/** How long the button shows that the text was copied. */
const COPIED_MS = 3000;

export interface CopyButtonProps {
  /** the text put on the clipboard */
  text: string;
  /**
   * the button's name before and after copying ("Copy order number", "Copied"), and what is announced when the
   * browser refuses the clipboard (nothing said without it)
   */
  labels: { copy: string; copied: string; failed?: string };
  /** icon: a small icon button beside a number; text: a link-styled button with the `copy` words */
  look?: 'icon' | 'text';
  className?: string;
  'data-testid'?: string;
}

/**
 * A button beside a text people copy (antd Typography's `copyable`): puts the text on the clipboard, then
 * shows a tick and announces "Copied" for a few seconds (or that it could not be copied).
 */
export function CopyButton({ text, labels, look = 'icon', className, 'data-testid': testId }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const copied = outcome === 'copied';
  const label = copied ? labels.copied : labels.copy;
  const announcement = outcome === 'copied' ? labels.copied : outcome === 'failed' ? (labels.failed ?? '') : '';
  return (
    <>
      <button
        type="button"
        className={cx(look === 'icon' ? 'kit-copy' : 'kit-btn kit-btn--link kit-btn--small', copied && 'kit-copy--done', className)}
        aria-label={look === 'icon' ? label : undefined}
        title={look === 'icon' ? label : undefined}
        data-testid={testId}
        onClick={() => {
          const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
          void written.then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          );
        }}
      >
        {look === 'icon' ? copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden /> : <span>{label}</span>}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
