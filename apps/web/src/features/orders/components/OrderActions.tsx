import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { useNowSeconds } from '../model/clock';
import { OrderStatus } from '@clearlot/contract/rules/order';
import { type ActionSource, buyerActionsOf } from '../model/orderActions';
import { paths } from '../../../shared/paths';
import { useConfirmReceiptAction } from './useConfirmReceiptAction';

// The cancel dialog opens behind a click: its form and the contract's order schema (with zod) load the
// first time one opens, not with every order list and order page (My orders' longest task).
const CancelOrderDialog = lazy(() => import('./CancelOrderDialog').then((module) => ({ default: module.CancelOrderDialog })));

interface OrderActionsProps {
  order: ActionSource;
  /**
   * list cards link to the order's details and cancellation; the details page does not (it is
   * the details, and its cancellation notice carries the link once the request is known to exist)
   */
  inList?: boolean;
}

/** The buyer's buttons for an order, by status: pay, confirm receipt, details, review (a completed order, in the list), cancellation details, cancel. */
export function OrderActions({ order, inList = false }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const { t: reviewsText } = useTranslation('reviews');
  const navigate = useNavigate();
  const now = useNowSeconds();
  const actions = buyerActionsOf(order, now);
  const confirmReceipt = useConfirmReceiptAction();
  const [cancelOpen, setCancelOpen] = useState(false);

  return (
    <div className="order-actions" role="group" aria-label={t('actions.label', { orderNo: order.orderNo })}>
      {actions.pay && (
        <Button variant="primary" onClick={() => void navigate(paths.payment.getHref(order.tradeNo))} data-testid="order-pay">
          {t(`actions.pay.${actions.pay}`)}
        </Button>
      )}
      {actions.confirmReceipt && (
        <Button variant="primary" onClick={() => confirmReceipt(order.orderNo)} data-testid="order-confirm-receipt">
          {t('actions.confirmReceipt')}
        </Button>
      )}
      {inList && (
        <ButtonLink to={paths.orderDetail.getHref(order.orderNo)} data-testid="order-details">
          {t('actions.details')}
        </ButtonLink>
      )}
      {inList && order.status === OrderStatus.Completed && (
        <Button onClick={() => void navigate(paths.commentList.getHref())} data-testid="order-review">
          {reviewsText('orderCard.review')}
        </Button>
      )}
      {inList && actions.cancellationDetails && (
        <ButtonLink to={paths.cancelDetail.getHref(order.orderNo)} data-testid="order-cancellation-details">
          {t('actions.cancellationDetails')}
        </ButtonLink>
      )}
      {actions.cancel && (
        <Button danger onClick={() => setCancelOpen(true)} data-testid="order-cancel">
          {t('actions.cancel')}
        </Button>
      )}
      {cancelOpen && (
        <Suspense fallback={null}>
          <CancelOrderDialog orderNo={order.orderNo} open={cancelOpen} onClose={() => setCancelOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
