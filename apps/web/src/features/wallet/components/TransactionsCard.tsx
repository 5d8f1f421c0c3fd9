import { useDeferredValue, useState } from 'react';
import { Card, Radio, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type WalletTransaction, type WalletTransactionsBody, formatPounds } from '@clearlot/contract';
import { useWalletTransactions } from '../api/transactions';
import { signedPounds } from '../model/signedAmount';
import { withZoneLabel } from '@clearlot/contract/format/date';
import { formatWalletTime } from '../model/walletTime';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

type Direction = WalletTransactionsBody['direction'];
const DIRECTIONS: readonly Direction[] = ['all', 'income', 'expense'];
const PAGE_SIZES = [10, 20, 50];
const TABLE_MIN_WIDTH = 900;

/** The wallet ledger, newest first, a page at a time, filtered to all, income or expense. */
export function TransactionsCard() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const zone = useDateZone();
  const [body, setBody] = useState<WalletTransactionsBody>({ direction: 'all', pageNum: 1, pageSize: 10 });
  const transactions = useWalletTransactions(body);
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(transactions.data);
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  // Widths fit the 906 px the account area gives a table on desktop; narrower screens scroll sideways.
  const columns: TableColumnsType<WalletTransaction> = [
    {
      key: 'serialNo',
      title: t('transactions.serialNo'),
      dataIndex: 'serialNo',
      width: 124,
      render: (value: string) => <span className="wallet-table__code">{value}</span>,
    },
    {
      key: 'transactionId',
      title: t('transactions.transactionId'),
      dataIndex: 'transactionId',
      width: 132,
      render: (value: string) => (
        <Typography.Text ellipsis={{ tooltip: value }} copyable={{ text: value }} style={{ maxWidth: '100%' }}>
          {value}
        </Typography.Text>
      ),
    },
    { key: 'time', title: withZoneLabel(t('transactions.time'), zone, language), dataIndex: 'time', width: 100, render: (value: number) => formatWalletTime(value, zone) },
    {
      key: 'direction',
      title: t('transactions.direction'),
      dataIndex: 'direction',
      width: 96,
      render: (value: WalletTransaction['direction']) =>
        value === 'income' ? <Tag color="success">{t('transactions.income')}</Tag> : <Tag color="error">{t('transactions.expense')}</Tag>,
    },
    { key: 'type', title: t('transactions.type'), dataIndex: 'type', width: 112, render: (value: WalletTransaction['type']) => t(`types.${value}`) },
    {
      key: 'amount',
      title: t('transactions.amount'),
      align: 'right',
      width: 112,
      render: (_value, row) => (
        <span className={`wallet-amount wallet-amount--${row.direction}`} data-testid="wallet-transaction-amount">
          {signedPounds(row.direction, row.amount)}
        </span>
      ),
    },
    {
      key: 'balanceAfter',
      title: t('transactions.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      width: 112,
      render: (value: number) => <span className="wallet-figure">{formatPounds(value)}</span>,
    },
    { key: 'remarks', title: t('transactions.remarks'), dataIndex: 'remarks', render: (value: string) => value || none },
  ];

  return (
    <Card title={<h2 className="wallet__card-title">{t('transactions.title')}</h2>}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={body.direction}
        onChange={(event) => setBody({ ...body, direction: event.target.value as Direction, pageNum: 1 })}
        options={DIRECTIONS.map((direction) => ({ value: direction, label: t(`transactions.${direction}`) }))}
        aria-label={t('transactions.filterLabel')}
        style={{ marginBottom: 16 }}
        data-testid="wallet-transactions-filter"
      />
      {transactions.isError && !transactions.data ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void transactions.refetch()} />
      ) : (
        <Table<WalletTransaction>
          rowKey="serialNo"
          size="middle"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={transactions.isFetching}
          tableLayout="fixed"
          scroll={{ x: TABLE_MIN_WIDTH }}
          locale={{ emptyText: t('transactions.empty') }}
          pagination={{
            current: body.pageNum,
            pageSize: body.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('totalRecords', { total }),
            hideOnSinglePage: false,
            onChange: (pageNum, pageSize) => setBody({ ...body, pageNum: pageSize === body.pageSize ? pageNum : 1, pageSize }),
          }}
          data-testid="wallet-transactions"
        />
      )}
    </Card>
  );
}
