import { Button } from './Button';
import { toast } from './feedback';

export interface CopyButtonProps {
  /** what goes on the clipboard */
  text: string;
  /** the button's words and the toasts after it, in the page's language */
  labels: { copy: string; copied: string; failed: string };
  'data-testid'?: string;
}

/** A small link-styled button that copies a text (a key, a ticket number) and says whether it worked (antd's copyable). */
export function CopyButton({ text, labels, 'data-testid': testId }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(labels.copied);
    } catch {
      toast.error(labels.failed);
    }
  };
  return (
    <Button variant="link" size="small" onClick={() => void copy()} data-testid={testId}>
      {labels.copy}
    </Button>
  );
}
