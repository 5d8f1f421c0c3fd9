import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useCancellation } from '../api/cancellation';
import { useOrderDetail } from '../api/orderDetail';
import { isOrderNo } from '../model/orderNo';
import { OrderDetailView } from './OrderDetailView';
import { OrderPageProblem, OrderPageSkeleton } from './OrderPageStates';

/** Loads an order and its cancellation request, if any (a rejected one is worth showing too). */
export function OrderDetailContent({ orderNo }: { orderNo: string }) {
  const valid = isOrderNo(orderNo);
  const detail = useOrderDetail(orderNo, valid);
  const cancellation = useCancellation(orderNo, valid && detail.isSuccess);

  if (!valid) return <OrderPageProblem kind="order" error={null} notFoundCodes={[]} onRetry={() => undefined} />;
  if (detail.data) return <OrderDetailView order={detail.data} cancellation={cancellation.data} />;
  if (detail.isError) {
    return (
      <OrderPageProblem kind="order" error={detail.error} notFoundCodes={[ErrorCatalogue.orderNotFound.code]} onRetry={() => void detail.refetch()} />
    );
  }
  return <OrderPageSkeleton />;
}
