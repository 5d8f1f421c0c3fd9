import { Tag } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { LeftOutlined } from '../../../shared/ui/kit/icons/LeftOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { OrderStatusText, OrderType } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '../../../shared/i18n/language';
import { money } from '../model/display';
import { paths } from '../../../shared/paths';
import { OrderActions } from './OrderActions';
import { OrderStatusTag } from './OrderStatusTag';
import { CancellationAlert } from './CancellationAlert';
import { OrderDeadlines } from './OrderDeadlines';

/** The top of the order page: number, status and what it means, deadlines, cancellation state and the actions. */
export function OrderHeaderCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  return (
    <Card>
      <Flex vertical gap="middle">
        <Link to={paths.myOrders.getHref()} className="order-back">
          <LeftOutlined aria-hidden /> {t('detail.back')}
        </Link>
        <Flex justify="space-between" align="flex-start" gap="middle" wrap>
          <div>
            <h1 className="orders-title">{t('detail.title', { orderNo: order.orderNo })}</h1>
            <p className="order-status-line">
              <OrderStatusTag status={order.status} />
              {order.orderType === OrderType.PreOrder && <Tag tone="info">{t('orderType.2')}</Tag>}
              <span className="muted">{OrderStatusText[order.status].history[language]}</span>
            </p>
          </div>
          <div className="order-header__total">
            <span className="muted">{t('detail.payable')}</span>
            <strong>{money(order.payable)}</strong>
          </div>
        </Flex>
        <OrderDeadlines order={order} />
        <CancellationAlert cancellation={order.cancellation} />
        <OrderActions order={order} />
      </Flex>
    </Card>
  );
}
