import { countdown } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDeadline } from '../../../shared/time/useDeadline';

/** Time left as docs/product.md §4 shows deadlines (days, hours, minutes); once it is up the page reads the request again. */
export function AfterSaleCountdown({ until, onExpire }: { until: number; onExpire?: () => void }) {
  const { t } = useTranslation('afterSales');
  const { now, expired } = useDeadline(until, onExpire);
  return (
    <time dateTime={new Date(until * 1000).toISOString()} data-testid="after-sale-countdown">
      {expired ? t('detail.expired') : t('detail.countdown', countdown(until, now))}
    </time>
  );
}
