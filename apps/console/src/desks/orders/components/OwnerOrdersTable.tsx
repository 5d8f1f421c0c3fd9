import { Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { OrderType } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '@clearlot/browser/i18n/language';
import { useDateZone } from '../../../shared/dateZone';
import { formatDateTime, money } from '../model/display';
import { OwnerOrderActions } from './OwnerOrderActions';
import { OwnerOrderExpanded } from './OwnerOrderExpanded';
import { OwnerStatusTag } from './OwnerStatusTag';

interface OwnerOrdersTableProps {
  orders: OrderDetail[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** Below this width the table scrolls sideways inside its box rather than squeezing the columns. */
const TABLE_MIN_WIDTH = 640;

function OrderNumber({ order }: { order: OrderDetail }) {
  const zone = useDateZone();
  return (
    <div className="owner-order-no">
      <strong>{order.orderNo}</strong>
      <span className="muted">{formatDateTime(order.createdAt, currentLanguage(), zone)}</span>
    </div>
  );
}

function StatusTags({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('ownerOrders');
  return (
    <div className="owner-status">
      <OwnerStatusTag status={order.status} />
      {order.orderType === OrderType.PreOrder && <Tag color="purple">{t('preOrder')}</Tag>}
      {order.cancellationPending && <Tag color="red">{t('table.cancellationPending')}</Tag>}
    </div>
  );
}

/**
 * The goods owner's orders; each row opens to its items and recipient. On phones one column
 * stacks number, status, amount and actions, so nothing needs scrolling sideways.
 */
export function OwnerOrdersTable({ orders, total, pageNum, pageSize, loading, onPage }: OwnerOrdersTableProps) {
  const { t } = useTranslation('ownerOrders');
  const compact = !Grid.useBreakpoint().sm;

  const wideColumns: TableColumnsType<OrderDetail> = [
    { key: 'orderNo', title: t('table.orderNo'), render: (_, order) => <OrderNumber order={order} /> },
    { key: 'status', title: t('table.status'), render: (_, order) => <StatusTags order={order} /> },
    { key: 'recipient', title: t('table.recipient'), responsive: ['lg'], render: (_, order) => order.recipient.name },
    { key: 'items', title: t('table.items'), responsive: ['xl'], render: (_, order) => t('table.itemCount', { count: order.itemCount }) },
    { key: 'payable', title: t('table.payable'), align: 'right', render: (_, order) => money(order.payable) },
    { key: 'actions', title: t('table.actions'), fixed: 'right', width: 180, render: (_, order) => <OwnerOrderActions order={order} /> },
  ];
  const compactColumns: TableColumnsType<OrderDetail> = [
    {
      key: 'order',
      title: t('table.orderNo'),
      render: (_, order) => (
        <div className="owner-compact">
          <OrderNumber order={order} />
          <StatusTags order={order} />
          <span>
            {t('table.payable')}: <strong>{money(order.payable)}</strong>
          </span>
          <OwnerOrderActions order={order} />
        </div>
      ),
    },
  ];

  return (
    <Table<OrderDetail>
      rowKey="orderNo"
      size={compact ? 'small' : 'middle'}
      columns={compact ? compactColumns : wideColumns}
      dataSource={orders}
      loading={loading}
      scroll={compact ? undefined : { x: TABLE_MIN_WIDTH }}
      expandable={{ expandedRowRender: (order) => <OwnerOrderExpanded order={order} />, fixed: compact ? undefined : 'left' }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: !compact,
        pageSizeOptions: ['10', '20', '50'],
        showTotal: (count) => t('table.total', { count }),
        onChange: onPage,
      }}
      locale={{ emptyText: t('empty') }}
      data-testid="owner-orders-table"
    />
  );
}
