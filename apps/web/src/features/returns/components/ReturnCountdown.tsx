import { countdown } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDeadline } from '../../../shared/time/useDeadline';

/** Time left as docs/product.md §4 shows return deadlines: days, hours and minutes; it says so once the time is up. */
export function ReturnCountdown({ until, onExpire }: { until: number; onExpire?: () => void }) {
  const { t } = useTranslation('returns');
  const { now, expired } = useDeadline(until, onExpire);
  return (
    <time className="return-countdown" dateTime={new Date(until * 1000).toISOString()} data-testid="return-countdown">
      {expired ? t('countdown.expired') : t('countdown.left', countdown(until, now))}
    </time>
  );
}
