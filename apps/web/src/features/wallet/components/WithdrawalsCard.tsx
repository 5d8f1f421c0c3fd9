import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type Withdrawal, formatPounds } from '@clearlot/contract';
import { withZoneLabel } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { Table, type TableColumn } from '../../../shared/ui/kit/Table';
import { Text } from '../../../shared/ui/kit/Text';
import { useWithdrawals } from '../api/withdrawals';
import { formatWalletTime } from '../model/walletTime';

const PAGE_SIZE = 10;

/** Withdrawals to cards, newest first: pending while the transfer runs (amount frozen), then completed. */
export function WithdrawalsCard() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const zone = useDateZone();
  const withdrawals = useWithdrawals();
  const [pageNum, setPageNum] = useState(1);
  const none = <Text tone="secondary">{t('none')}</Text>;
  const all = withdrawals.data ?? [];
  // a page past the end (withdrawals gone from the list) shows the last one
  const shownPage = Math.min(pageNum, Math.max(1, Math.ceil(all.length / PAGE_SIZE)));
  const rows = all.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);

  const columns: TableColumn<Withdrawal>[] = [
    { key: 'withdrawalNo', title: t('withdrawals.number'), width: 150, render: (row) => <span className="wallet-table__code">{row.withdrawalNo}</span> },
    { key: 'amount', title: t('withdrawals.amount'), align: 'right', width: 120, render: (row) => <span className="wallet-figure">{formatPounds(row.amount)}</span> },
    { key: 'card', title: t('withdrawals.card'), width: 110, render: (row) => t('cards.masked', { last4: row.cardLast4 }) },
    {
      key: 'status',
      title: t('withdrawals.status'),
      width: 110,
      render: (row) => (row.status === 'completed' ? <Tag tone="success">{t('withdrawals.completed')}</Tag> : <Tag tone="info">{t('withdrawals.pending')}</Tag>),
    },
    { key: 'remarks', title: t('withdrawals.remarks'), render: (row) => row.remarks || none },
    { key: 'createdAt', title: withZoneLabel(t('withdrawals.time'), zone, language), width: 150, render: (row) => formatWalletTime(row.createdAt, zone) },
  ];

  return (
    <Card title={t('withdrawals.title')}>
      {withdrawals.isError && !withdrawals.data ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void withdrawals.refetch()} />
      ) : (
        <Busy busy={withdrawals.isPending} label={t('loading')}>
          <Table<Withdrawal>
            className="wallet-table"
            rowKey={(row) => row.withdrawalNo}
            columns={columns}
            rows={rows}
            caption={t('withdrawals.title')}
            empty={t('withdrawals.empty')}
            data-testid="wallet-withdrawals"
          />
          <Pagination
            className="wallet-table__pagination"
            label={t('withdrawals.pagesLabel')}
            pageNum={shownPage}
            pageSize={PAGE_SIZE}
            total={all.length}
            totalText={t('totalRecords', { total: all.length })}
            onChange={(next) => setPageNum(next)}
          />
        </Busy>
      )}
    </Card>
  );
}
