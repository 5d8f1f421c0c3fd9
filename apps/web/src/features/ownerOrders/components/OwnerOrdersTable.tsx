import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderType } from '@clearlot/contract/rules/order';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { currentLanguage } from '../../../shared/i18n/language';
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

/** The goods owner's orders; each row opens to its items and recipient. Narrow screens keep number, status and actions. */
export function OwnerOrdersTable({ orders, total, pageNum, pageSize, loading, onPage }: OwnerOrdersTableProps) {
  const { t } = useTranslation('ownerOrders');
  const language = currentLanguage();
  const columns: TableColumnsType<OrderDetail> = [
    {
      key: 'orderNo',
      title: t('table.orderNo'),
      render: (_, order) => (
        <div className="owner-order-no">
          <strong>{order.orderNo}</strong>
          <span className="muted">{formatDateTime(order.createdAt, language)}</span>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('table.status'),
      render: (_, order) => (
        <div className="owner-status">
          <OwnerStatusTag status={order.status} />
          {order.orderType === OrderType.PreOrder && <Tag color="purple">{t('preOrder')}</Tag>}
          {order.cancellationPending && <Tag color="red">{t('table.cancellationPending')}</Tag>}
        </div>
      ),
    },
    { key: 'recipient', title: t('table.recipient'), responsive: ['md'], render: (_, order) => order.recipient.name },
    { key: 'items', title: t('table.items'), responsive: ['lg'], render: (_, order) => t('table.itemCount', { count: order.itemCount }) },
    { key: 'payable', title: t('table.payable'), responsive: ['sm'], align: 'right', render: (_, order) => money(order.payable) },
    { key: 'actions', title: t('table.actions'), render: (_, order) => <OwnerOrderActions order={order} /> },
  ];

  return (
    <Table<OrderDetail>
      rowKey="orderNo"
      size="middle"
      columns={columns}
      dataSource={orders}
      loading={loading}
      expandable={{ expandedRowRender: (order) => <OwnerOrderExpanded order={order} /> }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: ['10', '20', '50'],
        showTotal: (count) => t('table.total', { count }),
        onChange: onPage,
      }}
      locale={{ emptyText: t('empty') }}
      data-testid="owner-orders-table"
    />
  );
}
