import { Card, Col, Row, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import type { OwnerLedgerEntry, OwnerMoney, Payout } from '@clearlot/contract/schemas/payouts';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';

/** A narrow window scrolls a table sideways: the region takes the keyboard's focus so it can be scrolled without a mouse. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

/** A goods owner's money at a glance: balance, what is due now, what is not yet due, and what was paid out. */
export function MoneyFigures({ money }: { money: OwnerMoney }) {
  const { t } = useTranslation('payouts');
  const figures = [
    { key: 'balance', value: money.balance },
    { key: 'due', value: money.due },
    { key: 'notYetDue', value: money.notYetDue },
    { key: 'paidOut', value: money.paidOut },
  ] as const;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={6}>
          <Card size="small">
            <Statistic title={t(`figures.${figure.key}`)} value={formatPounds(figure.value)} data-testid={`payouts-${figure.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The newest ledger entries: what each added to or took from the balance, and when it is due. */
export function LedgerTable({ entries }: { entries: OwnerLedgerEntry[] }) {
  const { t, language } = useTranslation('payouts');
  const zone = useDateZone();
  const columns: TableColumnsType<OwnerLedgerEntry> = [
    { title: t('ledger.at'), key: 'at', render: (_, entry) => formatZonedLabelled(entry.at, zone, language, 'minute') },
    { title: t('ledger.kind'), key: 'kind', render: (_, entry) => t(`kinds.${entry.kind}`) },
    { title: t('ledger.reference'), key: 'reference', dataIndex: 'reference' },
    { title: t('ledger.order'), key: 'orderNo', render: (_, entry) => entry.orderNo ?? '' },
    { title: t('ledger.dueAt'), key: 'dueAt', render: (_, entry) => formatZonedLabelled(entry.dueAt, zone, language, 'day') },
    { title: t('ledger.amount'), key: 'amount', align: 'right', render: (_, entry) => formatPounds(entry.amount) },
  ];
  return (
    <ScrollRegion label={t('ledger.title')}>
      <Table<OwnerLedgerEntry> rowKey="id" size="small" columns={columns} dataSource={entries} pagination={{ pageSize: 20 }} data-testid="payouts-ledger" />
    </ScrollRegion>
  );
}

const STATUS_COLOURS = { paid: 'success', pending: 'processing', failed: 'error' } as const;

/** Payouts, newest first: how each was made, its reference and what became of it. */
export function PayoutTable({ payouts }: { payouts: Payout[] }) {
  const { t, language } = useTranslation('payouts');
  const zone = useDateZone();
  const columns: TableColumnsType<Payout> = [
    { title: t('payout.at'), key: 'at', render: (_, payout) => formatZonedLabelled(payout.createdAt, zone, language, 'minute') },
    { title: t('payout.no'), key: 'no', render: (_, payout) => <span data-testid="payout-row-no">{payout.payoutNo}</span> },
    { title: t('payout.method'), key: 'method', render: (_, payout) => t(`methods.${payout.method}`) },
    { title: t('payout.reference'), key: 'reference', dataIndex: 'reference' },
    {
      title: t('payout.status'),
      key: 'status',
      render: (_, payout) => (
        <Tag color={STATUS_COLOURS[payout.status]} data-testid="payout-row-status">
          {t(`statuses.${payout.status}`)}
          {payout.failure ? ` (${payout.failure})` : ''}
        </Tag>
      ),
    },
    { title: t('payout.amount'), key: 'amount', align: 'right', render: (_, payout) => <span data-testid="payout-row-amount">{formatPounds(payout.amount)}</span> },
  ];
  return (
    <ScrollRegion label={t('payout.title')}>
      <Table<Payout> rowKey="payoutNo" size="small" columns={columns} dataSource={payouts} pagination={{ pageSize: 10 }} data-testid="payouts-history" />
    </ScrollRegion>
  );
}
