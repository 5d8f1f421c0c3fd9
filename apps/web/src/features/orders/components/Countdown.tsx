import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNowSeconds } from '../model/clock';
import { countdownPattern, remainingUntil } from '../model/countdown';
import { isoOf } from '../model/display';

interface CountdownProps {
  /** epoch seconds */
  deadline: number;
  /** called once when the time is up (e.g. to fetch the order's new status) */
  onExpire?: () => void;
}

/** Time left until a deadline, e.g. "2 d 4 h 10 min" or "12 min 05 s"; it says so once the time is up. */
export function Countdown({ deadline, onExpire }: CountdownProps) {
  const { t } = useTranslation('orders');
  const now = useNowSeconds();
  const remaining = remainingUntil(deadline, now);
  const pattern = countdownPattern(remaining);
  const expiredRef = useRef(false);

  useEffect(() => {
    if (pattern !== 'expired' || expiredRef.current) return;
    expiredRef.current = true;
    onExpire?.();
  }, [pattern, onExpire]);

  const text =
    pattern === 'expired'
      ? t('countdown.expired')
      : t(`countdown.${pattern}`, {
          days: remaining.days,
          hours: remaining.hours,
          minutes: remaining.minutes,
          seconds: String(remaining.seconds).padStart(2, '0'),
        });
  return (
    <time className="countdown" dateTime={isoOf(deadline)} role="timer">
      {text}
    </time>
  );
}
