import { useEffect, useState } from 'react';
import { cx } from './cx';
import { CheckOutlined, CopyOutlined } from './icons';
import './copyButton.css';

/** How long the button shows that the text was copied. */
const COPIED_MS = 3000;

export interface CopyButtonProps {
  /** the text put on the clipboard */
  text: string;
  /** the button's name before and after copying ("Copy order number", "Copied") */
  labels: { copy: string; copied: string };
  className?: string;
  'data-testid'?: string;
}

/**
 * A small icon button beside a number people copy (antd Typography's `copyable`): puts the text on the
 * clipboard, then shows a tick and announces "Copied" for a few seconds.
 */
export function CopyButton({ text, labels, className, 'data-testid': testId }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = copied ? labels.copied : labels.copy;
  return (
    <>
      <button
        type="button"
        className={cx('kit-copy', copied && 'kit-copy--done', className)}
        aria-label={label}
        title={label}
        data-testid={testId}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
      >
        {copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? labels.copied : ''}
      </span>
    </>
  );
}
