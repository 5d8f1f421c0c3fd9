import { Tag } from 'antd';
import { type OrderStatus, OrderStatusText } from '@clearlot/contract/rules/order';
import { currentLanguage } from '../../../shared/i18n/language';

/** Colour by stage: payment due, being prepared, on the way, done, pre-order, ended. */
const COLOURS: Record<OrderStatus, string> = {
  1: 'default',
  2: 'warning',
  3: 'warning',
  4: 'processing',
  5: 'processing',
  6: 'cyan',
  7: 'cyan',
  8: 'success',
  9: 'purple',
  10: 'processing',
  11: 'default',
  12: 'default',
};

/** The order status name in the reader's language (spec §4). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {OrderStatusText[status].name[currentLanguage()]}
    </Tag>
  );
}
