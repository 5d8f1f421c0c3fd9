import { Tag } from 'antd';
import { type OrderStatus, OrderStatusText } from '@clearlot/contract/rules/order';
import { currentLanguage } from '../../../shared/i18n/language';

/** What the goods owner has to do next decides the colour: act (blue), waiting on others (default), done (green). */
const COLOURS: Record<OrderStatus, string> = {
  1: 'default',
  2: 'default',
  3: 'default',
  4: 'blue',
  5: 'blue',
  6: 'cyan',
  7: 'cyan',
  8: 'success',
  9: 'purple',
  10: 'blue',
  11: 'default',
  12: 'default',
};

export function OwnerStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLOURS[status]}>{OrderStatusText[status].name[currentLanguage()]}</Tag>;
}
