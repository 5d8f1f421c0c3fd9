import { useEffect, useState } from 'react';
import { Button } from '../ui/kit/Button';
import { useTranslation } from '../i18n/useTranslation';
import { useCountdown } from './useCountdown';

/** Wait before another code may be asked for, when the server does not say (docs/product.md: 60 s). */
export const RESEND_SECONDS = 60;

interface SendCodeButtonProps {
  /** sends the code; resolves to the seconds to wait before resending, or null when nothing was sent */
  onSend: () => Promise<number | null>;
  /** start already counting down (a code was just sent on a previous step) */
  initialWait?: number;
  testId?: string;
}

export function SendCodeButton({ onSend, initialWait = 0, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(initialWait > 0);

  useEffect(() => {
    if (initialWait > 0) start(initialWait);
  }, [initialWait, start]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait === null) return;
      setSentOnce(true);
      start(wait > 0 ? wait : RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  const label = remaining > 0 ? t('verification.resendIn', { seconds: remaining }) : sentOnce ? t('verification.resend') : t('verification.send');
  return (
    <Button onClick={() => void send()} loading={sending} disabled={remaining > 0} keepsFocus data-testid={testId}>
      {label}
    </Button>
  );
}
