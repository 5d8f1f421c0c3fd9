import { Alert } from '../../../shared/ui/kit/Alert';
import { Flex } from '../../../shared/ui/kit/Flex';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { orderKeys } from '../api/queryKeys';
import { formatDateTime } from '../model/display';
import { payKindOf } from '../model/orderActions';
import { Countdown } from './Countdown';

/**
 * The timed rules that apply now (docs/product.md §4), as countdowns: pay before the order closes, the goods
 * owner ships before the order is cancelled and refunded, receipt confirms itself.
 */
export function OrderDeadlines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const payKind = payKindOf(order);

  const deadlines = [
    payKind && order.payDeadline !== null ? { key: 'pay', deadline: order.payDeadline, label: t(`deadline.pay.${payKind}`), hint: t(`deadline.payHint.${payKind}`) } : null,
    order.shipDeadline !== null ? { key: 'ship', deadline: order.shipDeadline, label: t('deadline.ship'), hint: t('deadline.shipHint') } : null,
    order.receiptDeadline !== null ? { key: 'receipt', deadline: order.receiptDeadline, label: t('deadline.receipt'), hint: t('deadline.receiptHint') } : null,
  ].filter((entry) => entry !== null);

  if (deadlines.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      {deadlines.map((entry) => (
        <Alert
          key={entry.key}
          type={entry.key === 'pay' ? 'warning' : 'info'}
          data-testid={`deadline-${entry.key}`}
          title={
            <span>
              {entry.label} <Countdown deadline={entry.deadline} onExpire={refresh} />
            </span>
          }
          description={t('deadline.until', { time: formatDateTime(entry.deadline, language, zone), hint: entry.hint })}
        />
      ))}
    </Flex>
  );
}
