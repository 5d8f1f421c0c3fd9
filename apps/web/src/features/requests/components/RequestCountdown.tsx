import { countdown } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDeadline } from '../../../shared/time/useDeadline';

/**
 * Time left as docs/product.md §4 shows deadlines (days, hours and minutes): a request's review, refund
 * confirmation or appeal, an order's return window or after-sales period. Once it is up it says so and
 * `onExpire` lets the page read the request again.
 */
export function RequestCountdown({ until, onExpire, 'data-testid': testId }: { until: number; onExpire?: () => void; 'data-testid': string }) {
  const { t } = useTranslation('requests');
  const { now, expired } = useDeadline(until, onExpire);
  return (
    <time className="request-countdown" dateTime={new Date(until * 1000).toISOString()} data-testid={testId}>
      {expired ? t('countdown.expired') : t('countdown.left', countdown(until, now))}
    </time>
  );
}
