import { useSearchParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useCancellation } from '../api/cancellation';
import { CancellationView } from '../components/CancellationView';
import { OrderPageProblem, OrderPageSkeleton } from '../components/OrderPageStates';
import { isOrderNo } from '../model/orderNo';
import '../orders.css';

const NOT_FOUND = [ErrorCatalogue.cancellationNotFound.code, ErrorCatalogue.orderNotFound.code];

/** /home/cancelDetail?orderNo=: the cancellation request of one of the buyer's orders. */
export default function CancelDetailPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get('orderNo') ?? '').trim();
  const valid = isOrderNo(orderNo);
  const cancellation = useCancellation(orderNo, valid);

  if (!valid) return <OrderPageProblem kind="cancellation" error={null} notFoundCodes={[]} onRetry={() => undefined} />;
  if (cancellation.data) return <CancellationView cancellation={cancellation.data} />;
  if (cancellation.isError) {
    return <OrderPageProblem kind="cancellation" error={cancellation.error} notFoundCodes={NOT_FOUND} onRetry={() => void cancellation.refetch()} />;
  }
  return <OrderPageSkeleton />;
}
