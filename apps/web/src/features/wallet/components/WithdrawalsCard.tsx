import { Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type Withdrawal, formatPounds } from '@clearlot/contract';
import { useWithdrawals } from '../api/withdrawals';
import { withZoneLabel } from '@clearlot/contract/format/date';
import { formatWalletTime } from '../model/walletTime';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

/** Withdrawals to cards, newest first: pending while the transfer runs (amount frozen), then completed. */
export function WithdrawalsCard() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const zone = useDateZone();
  const withdrawals = useWithdrawals();
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  const columns: TableColumnsType<Withdrawal> = [
    {
      key: 'withdrawalNo',
      title: t('withdrawals.number'),
      dataIndex: 'withdrawalNo',
      width: 150,
      render: (value: string) => <span className="wallet-table__code">{value}</span>,
    },
    {
      key: 'amount',
      title: t('withdrawals.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (value: number) => <span className="wallet-figure">{formatPounds(value)}</span>,
    },
    { key: 'card', title: t('withdrawals.card'), dataIndex: 'cardLast4', width: 110, render: (value: string) => t('cards.masked', { last4: value }) },
    {
      key: 'status',
      title: t('withdrawals.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: Withdrawal['status']) =>
        value === 'completed' ? <Tag color="success">{t('withdrawals.completed')}</Tag> : <Tag color="processing">{t('withdrawals.pending')}</Tag>,
    },
    { key: 'remarks', title: t('withdrawals.remarks'), dataIndex: 'remarks', render: (value: string) => value || none },
    { key: 'createdAt', title: withZoneLabel(t('withdrawals.time'), zone, language), dataIndex: 'createdAt', width: 150, render: (value: number) => formatWalletTime(value, zone) },
  ];

  return (
    <Card title={<h2 className="wallet__card-title">{t('withdrawals.title')}</h2>}>
      {withdrawals.isError && !withdrawals.data ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void withdrawals.refetch()} />
      ) : (
        <Table<Withdrawal>
          rowKey="withdrawalNo"
          size="middle"
          columns={columns}
          dataSource={withdrawals.data ?? []}
          loading={withdrawals.isPending}
          tableLayout="fixed"
          scroll={{ x: 720 }}
          locale={{ emptyText: t('withdrawals.empty') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showTotal: (total) => t('totalRecords', { total }) }}
          data-testid="wallet-withdrawals"
        />
      )}
    </Card>
  );
}
