import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';

interface ConfirmStepProps {
  open: boolean;
  title: string;
  text: ReactNode;
  okText: string;
  cancelText: string;
  running: boolean;
  onOk: () => void;
  onCancel: () => void;
  okTestId: string;
}

/** A step's "are you sure?" before what cannot be undone; the OK button carries a test id (the kit's confirm() has none). */
export function ConfirmStep({ open, title, text, okText, cancelText, running, onOk, onCancel, okTestId }: ConfirmStepProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!running) onCancel();
      }}
      title={title}
      closeOnBackdrop={false}
      width={416}
      footer={
        <>
          <Button onClick={onCancel} disabled={running}>
            {cancelText}
          </Button>
          <Button variant="primary" danger loading={running} onClick={onOk} autoFocus data-testid={okTestId}>
            {okText}
          </Button>
        </>
      }
    >
      {text}
    </Dialog>
  );
}
