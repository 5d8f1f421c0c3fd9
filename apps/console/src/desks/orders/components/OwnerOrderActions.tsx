import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { useConfirmStock } from '../api/confirmStock';
import { useDeliverOrder } from '../api/deliverOrder';
import { ownerActionsOf } from '../model/ownerActions';
import { ReviewCancellationDialog } from './ReviewCancellationDialog';
import { ShipOrderDialog } from './ShipOrderDialog';

/** The goods owner's buttons for one order: stock ready, ship, out for delivery, review cancellation. */
export function OwnerOrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ownerOrders');
  const { modal, message } = App.useApp();
  const actions = ownerActionsOf(order);
  const confirmStock = useConfirmStock();
  const deliver = useDeliverOrder();
  const [dialog, setDialog] = useState<'ship' | 'review' | null>(null);

  const confirmThen = (kind: 'stock' | 'deliver') =>
    modal.confirm({
      title: t(`${kind}.title`, { orderNo: order.orderNo }),
      content: t(`${kind}.text`),
      okText: t(`${kind}.ok`),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await (kind === 'stock' ? confirmStock : deliver).mutateAsync({ orderNo: order.orderNo });
          void message.success(t(`${kind}.done`));
        } catch {
          // The HTTP client has shown the server's reason; the table is refreshed either way.
        }
      },
    });

  const none = !actions.confirmStock && !actions.ship && !actions.deliver && !actions.reviewCancellation;
  return (
    <div className="owner-actions" role="group" aria-label={t('actions.label', { orderNo: order.orderNo })}>
      {actions.reviewCancellation && (
        <Button type="primary" danger size="small" onClick={() => setDialog('review')} data-testid="owner-review">
          {t('actions.review')}
        </Button>
      )}
      {actions.confirmStock && (
        <Button type="primary" size="small" onClick={() => confirmThen('stock')} data-testid="owner-stock-ready">
          {t('actions.stockReady')}
        </Button>
      )}
      {actions.ship && (
        <Button type="primary" size="small" onClick={() => setDialog('ship')} data-testid="owner-ship">
          {t('actions.ship')}
        </Button>
      )}
      {actions.deliver && (
        <Button type="primary" size="small" onClick={() => confirmThen('deliver')} data-testid="owner-deliver">
          {t('actions.deliver')}
        </Button>
      )}
      {none && <span className="muted">{t('actions.none')}</span>}
      {dialog === 'ship' && <ShipOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'review' && <ReviewCancellationDialog order={order} onClose={() => setDialog(null)} />}
    </div>
  );
}
