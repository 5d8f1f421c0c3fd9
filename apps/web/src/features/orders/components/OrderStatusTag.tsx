import { Tag, type Tone } from '../../../shared/ui/kit/Tag';
import { type OrderStatus, OrderStatusText } from '@clearlot/contract/rules/order';
import { currentLanguage } from '../../../shared/i18n/language';

/** Tone by stage: payment due, being prepared, on the way and pre-orders, done, ended. */
const TONES: Record<OrderStatus, Tone> = {
  1: 'neutral',
  2: 'warning',
  3: 'warning',
  4: 'info',
  5: 'info',
  6: 'brand',
  7: 'brand',
  8: 'success',
  9: 'info',
  10: 'info',
  11: 'neutral',
  12: 'neutral',
};

/** The order status name in the reader's language (docs/product.md §4). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag tone={TONES[status]} data-testid="order-status">
      {OrderStatusText[status].name[currentLanguage()]}
    </Tag>
  );
}
