import { Card, Skeleton } from 'antd';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useBuyerOrders } from './api';

/** The buyer beside a customer-service conversation: who they are and their recent orders. */
export function BuyerCard({ conversationId }: { conversationId: number }) {
  const { t, language } = useTranslation('chat');
  const zone = useDateZone();
  const info = useBuyerOrders(conversationId);
  if (!info.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <Card size="small" title={`${t('desk.buyer')}: ${info.data.buyer.name}`} className="chat-desk__buyer" data-testid="chat-desk-buyer">
      <p className="muted chat-desk__email">{info.data.email}</p>
      <h3 className="chat-desk__orders-title">{t('desk.recentOrders')}</h3>
      {info.data.orders.length === 0 ? (
        <p className="muted">{t('desk.noOrders')}</p>
      ) : (
        <ul className="chat-desk__orders">
          {info.data.orders.map((order) => (
            <li key={order.orderNo}>
              <strong>{order.orderNo}</strong> · {order.shopName}
              <br />
              <span className="muted">
                {t('desk.items', { count: order.itemCount })} · {formatPounds(order.payable)} · {formatZonedLabelled(order.createdAt, zone, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
