import { Card } from '../../../shared/ui/kit/Card';
import { Flex } from '../../../shared/ui/kit/Flex';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { AmountsCard } from './AmountsCard';
import { InsuranceCard } from './InsuranceCard';
import { InvoiceNotesCard } from './InvoiceNotesCard';
import { OrderHeaderCard } from './OrderHeaderCard';
import { OrderInfoCard } from './OrderInfoCard';
import { OrderTimeline } from './OrderTimeline';
import { PreOrderCard } from './PreOrderCard';
import { RecipientCard } from './RecipientCard';
import { OrderItemsList } from './OrderItemsList';
import { OrderReturnsCard } from './OrderReturnsCard';
import { OrderFeedbackCard } from './OrderFeedbackCard';
import { VatDocumentsCard } from './VatDocumentsCard';

/** Everything about one order (docs/product.md §3 order and pre-order fields), section by section. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Flex vertical gap="large" className="order-detail" data-testid="order-detail">
      <OrderHeaderCard order={order} />
      <OrderInfoCard order={order} />
      <Card title={t('detail.itemsTitle', { count: order.itemCount })}>
        <OrderItemsList items={order.items} showShipping />
      </Card>
      <OrderReturnsCard order={order} />
      <OrderFeedbackCard order={order} />
      <div className="order-detail__pair">
        <AmountsCard order={order} />
        <RecipientCard recipient={order.recipient} />
      </div>
      <VatDocumentsCard orderNo={order.orderNo} />
      {order.preOrder && <PreOrderCard preOrder={order.preOrder} />}
      <div className="order-detail__pair">
        <InvoiceNotesCard order={order} />
        <InsuranceCard insurance={order.insurance} />
      </div>
      <OrderTimeline logs={order.logs} />
    </Flex>
  );
}
