import { Tag } from '../../../shared/ui/kit/Tag';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { OrderType } from '@clearlot/contract/rules/order';
import type { OrderSummary } from '@clearlot/contract/schemas/order';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { orderKeys } from '../api/queryKeys';
import { formatDateTime, isoOf, money } from '../model/display';
import { payKindOf } from '../model/orderActions';
import { Countdown } from './Countdown';
import { OrderActions } from './OrderActions';
import { OrderItemsList } from './OrderItemsList';
import { OrderStatusTag } from './OrderStatusTag';

/** One order in the My Orders list: who and where from, its items, what is payable and what can be done. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const queryClient = useQueryClient();
  const payKind = payKindOf(order);
  const titleId = `order-${order.orderNo}`;
  const hiddenItems = order.itemCount - order.items.length;

  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="order-card">
      <header className="order-card__head">
        <div className="order-card__meta">
          <span id={titleId} className="order-card__number">
            <span className="muted">{t('card.orderNo')} </span>
            <strong>{order.orderNo}</strong>
            <CopyButton text={order.orderNo} labels={{ copy: t('card.copy'), copied: t('card.copied') }} />
          </span>
          <time className="muted" dateTime={isoOf(order.createdAt)}>
            {formatDateTime(order.createdAt, language, zone)}
          </time>
          <span>
            <span className="muted">{t('card.owner')} </span>
            {byLanguage(language, order.ownerName, order.ownerNameEn)}
          </span>
          <span>
            <span className="muted">{t('card.warehouse')} </span>
            {byLanguage(language, order.warehouseName, order.warehouseNameEn)}
          </span>
        </div>
        <div className="order-card__tags">
          {order.orderType === OrderType.PreOrder && <Tag tone="info">{t('orderType.2')}</Tag>}
          {order.cancellationPending && <Tag tone="warning">{t('card.cancellationPending')}</Tag>}
          <OrderStatusTag status={order.status} />
        </div>
      </header>

      <OrderItemsList items={order.items} />
      {hiddenItems > 0 && <p className="order-card__more muted">{t('card.moreItems', { count: hiddenItems })}</p>}

      <footer className="order-card__foot">
        <div className="order-card__amounts">
          <span>
            {t('card.itemCount', { count: order.itemCount })} · {t('card.payable')} <strong className="order-card__payable">{money(order.payable)}</strong>
          </span>
          {payKind && order.amountDue !== order.payable && (
            <span>
              {t(`card.due.${payKind}`)} <strong>{money(order.amountDue)}</strong>
            </span>
          )}
          {payKind && order.payDeadline !== null && (
            <span className="order-card__deadline">
              {t('card.payWithin')} <Countdown deadline={order.payDeadline} onExpire={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })} />
            </span>
          )}
        </div>
        <OrderActions order={order} inList />
      </footer>
    </article>
  );
}
