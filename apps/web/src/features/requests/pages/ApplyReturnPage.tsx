import { useReturnableOrder } from '../api/requests';
import { ApplyPageFrame, useApplyAddress } from '../components/apply/ApplyPageFrame';

/** /home/ApplyAfterSale?orderNo=&itemId=: a return and refund or a refund-only request from an order line (docs/product.md §2 ApplyAfterSale, §5). */
export default function ApplyReturnPage() {
  const { orderNo, fromItemId } = useApplyAddress();
  const order = useReturnableOrder(orderNo);
  return (
    <ApplyPageFrame
      kind="return"
      orderNo={orderNo}
      fromItemId={fromItemId}
      source={order.data ? { kind: 'return', order: order.data } : null}
      failed={order.isError}
      error={order.error}
      onRetry={() => void order.refetch()}
    />
  );
}
