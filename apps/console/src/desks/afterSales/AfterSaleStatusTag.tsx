import { Tag } from 'antd';
import { type AfterSaleStatus, AfterSaleStatusText } from '@clearlot/contract/rules/afterSales';
import { countdown } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../shared/i18n';
import { useDeadline } from '../../shared/useDeadline';

/** The tag colour of each status, in the list and on the detail page. */
const STATUS_COLOUR: Record<AfterSaleStatus, string> = {
  1: 'processing',
  2: 'processing',
  3: 'warning',
  4: 'processing',
  5: 'warning',
  6: 'success',
  7: 'error',
  8: 'default',
  9: 'purple',
};

/** A request's §4 status as a tag (`testId` null in the list, where every row has one). */
export function AfterSaleStatusTag({ status, testId = 'after-sale-status' }: { status: AfterSaleStatus; testId?: string | null }) {
  const { language } = useTranslation('afterSales');
  return (
    <Tag color={STATUS_COLOUR[status]} data-testid={testId ?? undefined}>
      {AfterSaleStatusText[status].name[language]}
    </Tag>
  );
}

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
