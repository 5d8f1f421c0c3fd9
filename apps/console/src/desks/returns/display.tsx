/** How the returns desks show a request's status, a refund's status and a deadline, in the page language. */
import { Tag } from 'antd';
import type { RefundStatus } from '@clearlot/contract/rules/order';
import { ReturnStatusText, countdown, type ReturnStatus } from '@clearlot/contract/rules/returns';
import { useTranslation } from '../../shared/i18n';
import { useDeadline } from '../../shared/useDeadline';

/** Tag colours by status: waiting on someone (processing), done (success), closed (default), with customer service (warning). */
const RETURN_STATUS_COLOUR: Record<ReturnStatus, string> = {
  1: 'processing',
  2: 'processing',
  3: 'processing',
  4: 'processing',
  5: 'processing',
  6: 'success',
  7: 'default',
  8: 'default',
  9: 'warning',
};

/** Refund status tags (docs/product.md §4): succeeded, suspended, in refund, failed. */
export const REFUND_STATUS_COLOUR: Record<RefundStatus, string> = { 31: 'success', 32: 'warning', 33: 'processing', 34: 'error' };

/** A request's §4 status as a tag. */
export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  const { language } = useTranslation('returns');
  return (
    <Tag color={RETURN_STATUS_COLOUR[status]} data-testid="return-status">
      {ReturnStatusText[status].name[language]}
    </Tag>
  );
}

/** Time left as docs/product.md §4 shows return deadlines: days, hours and minutes; it says so once the time is up. */
export function ReturnCountdown({ until, onExpire }: { until: number; onExpire?: () => void }) {
  const { t } = useTranslation('returns');
  const { now, expired } = useDeadline(until, onExpire);
  return (
    <time dateTime={new Date(until * 1000).toISOString()} data-testid="return-countdown">
      {expired ? t('countdown.expired') : t('countdown.left', countdown(until, now))}
    </time>
  );
}
