import { useSearchParams } from '../../../shared/router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useCancellation } from '../api/cancellation';
import { CancellationView } from '../components/CancellationView';
import { OrderPageProblem, OrderPageSkeleton } from '../components/OrderPageStates';
import { isOrderNo } from '../model/orderNo';
import '../orders.css';

const NOT_FOUND = [ErrorCatalogue.orderNotFound.code];

/** /home/cancelDetail?orderNo=: the cancellation request of one of the buyer's orders. */
export default function CancelDetailPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const valid = isOrderNo(orderNo);
  const cancellation = useCancellation(orderNo, valid);

  if (!valid) return <OrderPageProblem kind="cancellation" error={null} notFoundCodes={[]} onRetry={() => undefined} />;
  if (cancellation.data) return <CancellationView cancellation={cancellation.data} />;
  // an order without a cancellation answers null: the page says there is none
  if (cancellation.data === null) return <OrderPageProblem kind="cancellation" error={null} notFoundCodes={[]} onRetry={() => undefined} />;
  if (cancellation.isError) {
    return <OrderPageProblem kind="cancellation" error={cancellation.error} notFoundCodes={NOT_FOUND} onRetry={() => void cancellation.refetch()} />;
  }
  return <OrderPageSkeleton />;
}
