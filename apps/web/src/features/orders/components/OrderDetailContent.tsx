import { useDeferredValue } from 'react';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useOrderDetail } from '../api/orderDetail';
import { isOrderNo } from '../model/orderNo';
import { OrderDetailView } from './OrderDetailView';
import { OrderPageProblem, OrderPageSkeleton } from './OrderPageStates';

/** Loads an order; its cancellation request, if any, comes with it (a rejected one is worth showing too). */
export function OrderDetailContent({ orderNo }: { orderNo: string }) {
  const valid = isOrderNo(orderNo);
  const detail = useOrderDetail(orderNo, valid);
  // the arriving order renders in a transition, in slices (the query's answer alone would render the
  // whole page in one blocking task)
  const order = useDeferredValue(detail.data);

  if (!valid) return <OrderPageProblem kind="order" error={null} notFoundCodes={[]} onRetry={() => undefined} />;
  if (order) return <OrderDetailView order={order} />;
  if (detail.isError && !detail.data) {
    return <OrderPageProblem kind="order" error={detail.error} notFoundCodes={[ErrorCatalogue.orderNotFound.code]} onRetry={() => void detail.refetch()} />;
  }
  return <OrderPageSkeleton />;
}
