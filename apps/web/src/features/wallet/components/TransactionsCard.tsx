import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type WalletTransaction, type WalletTransactionsBody, formatPounds } from '@clearlot/contract';
import { withZoneLabel } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { Table, type TableColumn } from '../../../shared/ui/kit/Table';
import { Text } from '../../../shared/ui/kit/Text';
import { useWalletTransactions } from '../api/transactions';
import { signedPounds } from '../model/signedAmount';
import { formatWalletTime } from '../model/walletTime';

type Direction = WalletTransactionsBody['direction'];
const DIRECTIONS: readonly Direction[] = ['all', 'income', 'expense'];
const PAGE_SIZES = [10, 20, 50] as const;

/** The wallet ledger, newest first, a page at a time, filtered to all, income or expense. */
export function TransactionsCard() {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const zone = useDateZone();
  const [body, setBody] = useState<WalletTransactionsBody>({ direction: 'all', pageNum: 1, pageSize: 10 });
  const transactions = useWalletTransactions(body);
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(transactions.data);
  const none = <Text tone="secondary">{t('none')}</Text>;

  // Widths fit the 906 px the account area gives a table on desktop; on a phone each row is a card.
  const columns: TableColumn<WalletTransaction>[] = [
    { key: 'serialNo', title: t('transactions.serialNo'), width: 116, render: (row) => <span className="wallet-table__code">{row.serialNo}</span> },
    {
      key: 'transactionId',
      title: t('transactions.transactionId'),
      width: 132,
      render: (row) => (
        <span className="wallet-table__id">
          <span className="wallet-table__id-text" title={row.transactionId}>
            {row.transactionId}
          </span>
          <CopyButton text={row.transactionId} labels={{ copy: t('transactions.copyId'), copied: t('transactions.copied') }} />
        </span>
      ),
    },
    { key: 'time', title: withZoneLabel(t('transactions.time'), zone, language), width: 100, render: (row) => formatWalletTime(row.time, zone) },
    {
      key: 'direction',
      title: t('transactions.direction'),
      width: 96,
      render: (row) => (row.direction === 'income' ? <Tag tone="success">{t('transactions.income')}</Tag> : <Tag tone="error">{t('transactions.expense')}</Tag>),
    },
    { key: 'type', title: t('transactions.type'), width: 104, render: (row) => t(`types.${row.type}`) },
    {
      key: 'amount',
      title: t('transactions.amount'),
      align: 'right',
      width: 108,
      render: (row) => (
        <span className={`wallet-amount wallet-amount--${row.direction}`} data-testid="wallet-transaction-amount">
          {signedPounds(row.direction, row.amount)}
        </span>
      ),
    },
    {
      key: 'balanceAfter',
      title: t('transactions.balanceAfter'),
      align: 'right',
      width: 108,
      render: (row) => <span className="wallet-figure">{formatPounds(row.balanceAfter)}</span>,
    },
    { key: 'remarks', title: t('transactions.remarks'), render: (row) => row.remarks || none },
  ];

  return (
    <Card title={t('transactions.title')}>
      <RadioGroup<Direction>
        look="buttons"
        value={body.direction}
        onChange={(direction) => setBody({ ...body, direction, pageNum: 1 })}
        options={DIRECTIONS.map((direction) => ({ value: direction, label: t(`transactions.${direction}`) }))}
        aria-label={t('transactions.filterLabel')}
        className="wallet-transactions__filter"
        data-testid="wallet-transactions-filter"
      />
      {transactions.isError && !transactions.data ? (
        <LoadFailed title={t('loadFailed')} onRetry={() => void transactions.refetch()} />
      ) : (
        <Busy busy={transactions.isFetching} label={t('loading')}>
          <Table<WalletTransaction>
            className="wallet-table"
            rowKey={(row) => row.serialNo}
            columns={columns}
            rows={page?.list ?? []}
            caption={t('transactions.title')}
            empty={t('transactions.empty')}
            data-testid="wallet-transactions"
          />
          <Pagination
            className="wallet-table__pagination"
            label={t('transactions.pagesLabel')}
            pageNum={body.pageNum}
            pageSize={body.pageSize}
            total={page?.total ?? 0}
            sizeOptions={PAGE_SIZES}
            totalText={t('totalRecords', { total: page?.total ?? 0 })}
            onChange={(pageNum, pageSize) => setBody({ ...body, pageNum: pageSize === body.pageSize ? pageNum : 1, pageSize })}
          />
        </Busy>
      )}
    </Card>
  );
}
