import { Alert, App, Button, Card, Drawer, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useDeferredValue, useRef, useState } from 'react';
import { formatPounds, poundsToPence } from '@clearlot/contract/format/money';
import { PAYOUT_REFERENCE_MAX } from '@clearlot/contract/rules/payouts';
import type { OwnerMoney } from '@clearlot/contract/schemas/payouts';
import { useTranslation } from '../../shared/i18n';
import { useConnectAccount, useOwnerMoneyPage, useOwnerPayouts, useRecordPayout } from './api';
import { LedgerTable, MoneyFigures, PayoutTable, ScrollRegion } from './PayoutParts';

const PAGE_SIZE = 20;

/** Records a payout of one owner: the key is made when the form opens and kept until it succeeds, so a retried click pays once. */
function RecordPayoutForm({ owner }: { owner: OwnerMoney }) {
  const { t } = useTranslation('payouts');
  const { message } = App.useApp();
  const record = useRecordPayout();
  const [form] = Form.useForm<{ amount: number; reference: string }>();
  const clientKey = useRef(crypto.randomUUID());
  const byStripe = owner.stripeAccountId !== null;
  return (
    <Card size="small" title={t('record.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph className="muted">{byStripe ? t('record.byStripe', { account: owner.stripeAccountId ?? '' }) : t('record.byBank')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        style={{ rowGap: 8 }}
        onFinish={async (values) => {
          const amount = poundsToPence(values.amount);
          if (amount === null) return;
          const payout = await record.mutateAsync({ ownerId: owner.ownerId, amount, reference: values.reference, clientKey: clientKey.current });
          clientKey.current = crypto.randomUUID();
          form.resetFields();
          if (payout.status === 'failed') void message.error(t('record.failed', { reason: payout.failure ?? '' }));
          else void message.success(t(payout.status === 'paid' ? 'record.done' : 'record.sending', { amount: formatPounds(payout.amount) }));
        }}
      >
        <Form.Item
          name="amount"
          label={t('record.amount')}
          rules={[
            { required: true, message: t('record.amountRequired') },
            {
              validator: (_, value: number | null) =>
                value === null || value === undefined || poundsToPence(value)! <= owner.due ? Promise.resolve() : Promise.reject(new Error(t('record.overDue'))),
            },
          ]}
        >
          <InputNumber min={0.01} max={owner.due / 100} step={1} precision={2} prefix="£" style={{ width: 180 }} data-testid="payout-amount" />
        </Form.Item>
        <Form.Item name="reference" label={t('record.reference')} rules={[{ required: true, whitespace: true, message: t('record.referenceRequired') }]}>
          <Input maxLength={PAYOUT_REFERENCE_MAX} placeholder={t('record.referencePlaceholder')} style={{ width: 240 }} data-testid="payout-reference" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={record.isPending} disabled={owner.due === 0} data-testid="payout-submit">
          {t('record.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function ConnectForm({ owner }: { owner: OwnerMoney }) {
  const { t } = useTranslation('payouts');
  const { message } = App.useApp();
  const connect = useConnectAccount();
  const [value, setValue] = useState(owner.stripeAccountId ?? '');
  const save = async (stripeAccountId: string | null) => {
    await connect.mutateAsync({ ownerId: owner.ownerId, stripeAccountId });
    void message.success(t('connect.saved'));
  };
  return (
    <Card size="small" title={t('connect.title')} style={{ marginBottom: 16 }}>
      <Space wrap>
        <Input value={value} onChange={(event) => setValue(event.target.value)} placeholder="acct_…" style={{ width: 260 }} aria-label={t('connect.title')} />
        <Button onClick={() => void save(value.trim())} loading={connect.isPending} disabled={value.trim() === ''}>
          {t('connect.save')}
        </Button>
        {owner.stripeAccountId ? (
          <Button danger onClick={() => void save(null).then(() => setValue(''))} loading={connect.isPending}>
            {t('connect.clear')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

/**
 * /console/payouts: finance's desk for paying goods owners (issue 35 item 4): every owner's balance, what is due (their
 * orders' return windows passed), what is not yet, and what was paid out; an owner opens with their ledger and payouts,
 * a payout to record (a bank transfer finance made, or a Stripe transfer when their Stripe account is connected) and
 * their Stripe account.
 */
export default function PayoutsDeskPage() {
  const { t, language } = useTranslation('payouts');
  const [filters, setFilters] = useState({ keyword: '', dueOnly: false });
  const [pageNum, setPageNum] = useState(1);
  const list = useOwnerMoneyPage({ ...filters, pageNum, pageSize: PAGE_SIZE });
  const page = useDeferredValue(list.data);
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useOwnerPayouts(openId);
  const nameOf = (owner: OwnerMoney) => (language === 'zh' ? owner.ownerNameZh : owner.ownerName);
  const columns: TableColumnsType<OwnerMoney> = [
    { title: t('desk.owner'), key: 'owner', render: (_, owner) => <span data-testid="payouts-owner-name">{nameOf(owner)}</span> },
    { title: t('desk.method'), key: 'method', render: (_, owner) => (owner.stripeAccountId ? <Tag color="blue">{t('methods.stripe')}</Tag> : <Tag>{t('methods.bank')}</Tag>) },
    { title: t('figures.balance'), key: 'balance', align: 'right', render: (_, owner) => formatPounds(owner.balance) },
    { title: t('figures.due'), key: 'due', align: 'right', render: (_, owner) => <strong>{formatPounds(owner.due)}</strong> },
    { title: t('figures.notYetDue'), key: 'notYetDue', align: 'right', render: (_, owner) => formatPounds(owner.notYetDue) },
    { title: t('figures.paidOut'), key: 'paidOut', align: 'right', render: (_, owner) => formatPounds(owner.paidOut) },
    {
      title: t('desk.actions'),
      key: 'open',
      render: (_, owner) => (
        <Button size="small" onClick={() => setOpenId(owner.ownerId)} data-testid={`payouts-open-${owner.ownerId}`}>
          {t('desk.open')}
        </Button>
      ),
    },
  ];
  const shown = detail.data;
  return (
    <section className="desk" aria-labelledby="payouts-title">
      <h1 id="payouts-title">{t('desk.title')}</h1>
      <p className="muted">{t('desk.intro')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('desk.search')}
          enterButton
          onSearch={(keyword) => {
            setPageNum(1);
            setFilters({ ...filters, keyword: keyword.trim() });
          }}
          style={{ width: 320 }}
          data-testid="payouts-search"
        />
        <Space>
          <Switch checked={filters.dueOnly} onChange={(dueOnly) => setFilters({ ...filters, dueOnly })} aria-label={t('desk.dueOnly')} />
          <span>{t('desk.dueOnly')}</span>
        </Space>
      </Space>
      {list.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <ScrollRegion label={t('desk.title')}>
        <Table<OwnerMoney>
          rowKey="ownerId"
          size="small"
          loading={list.isFetching}
          columns={columns}
          dataSource={page?.list ?? []}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: setPageNum }}
          data-testid="payouts-owners"
        />
      </ScrollRegion>
      <Drawer open={openId !== null} onClose={() => setOpenId(null)} size="large" title={shown ? nameOf(shown.money) : t('desk.owner')} destroyOnHidden>
        {shown ? (
          <div data-testid="payouts-drawer">
            <MoneyFigures money={shown.money} />
            <RecordPayoutForm key={`${shown.money.ownerId}-${shown.money.due}`} owner={shown.money} />
            <ConnectForm key={`connect-${shown.money.ownerId}-${shown.money.stripeAccountId ?? ''}`} owner={shown.money} />
            <h2>{t('payout.title')}</h2>
            <PayoutTable payouts={shown.payouts} />
            <h2>{t('ledger.title')}</h2>
            <LedgerTable entries={shown.entries} />
          </div>
        ) : null}
      </Drawer>
    </section>
  );
}
