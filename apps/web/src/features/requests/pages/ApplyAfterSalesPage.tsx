import { useAfterSaleEligibility } from '../api/requests';
import { ApplyPageFrame, useApplyAddress } from '../components/apply/ApplyPageFrame';

/** /home/AfterSaleApply?orderNo=&itemId=: money for damaged or faulty goods on an order line, within the after-sales period (docs/product.md §3 after-sales). */
export default function ApplyAfterSalesPage() {
  const { orderNo, fromItemId } = useApplyAddress();
  const order = useAfterSaleEligibility(orderNo);
  return (
    <ApplyPageFrame
      kind="afterSale"
      orderNo={orderNo}
      fromItemId={fromItemId}
      source={order.data ? { kind: 'afterSale', order: order.data } : null}
      failed={order.isError}
      error={order.error}
      onRetry={() => void order.refetch()}
    />
  );
}
