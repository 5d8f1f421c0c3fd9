import { Tag } from 'antd';
import { type OrderStatus, OrderStatusText } from '@clearlot/contract/rules/order';
import { currentLanguage } from '@clearlot/browser/i18n/language';

/** What the goods owner has to do next decides the colour: act (blue), waiting on others (default), done (green). */
const COLOURS: Record<OrderStatus, string> = {
  1: 'default',
  2: 'default',
  3: 'default',
  4: 'blue',
  5: 'blue',
  // on the way: antd's cyan tag reads at 3.4:1, geekblue at 7.9:1 (WCAG AA asks 4.5:1)
  6: 'geekblue',
  7: 'geekblue',
  8: 'success',
  9: 'purple',
  10: 'blue',
  11: 'default',
  12: 'default',
};

export function OwnerStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={COLOURS[status]}>{OrderStatusText[status].name[currentLanguage()]}</Tag>;
}
