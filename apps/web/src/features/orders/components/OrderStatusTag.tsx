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
  // on the way: antd's cyan tag reads at 3.4:1, geekblue at 7.9:1 (WCAG AA asks 4.5:1)
  6: 'geekblue',
  7: 'geekblue',
  8: 'success',
  9: 'purple',
  10: 'processing',
  11: 'default',
  12: 'default',
};

/** The order status name in the reader's language (docs/product.md §4). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {OrderStatusText[status].name[currentLanguage()]}
    </Tag>
  );
}
