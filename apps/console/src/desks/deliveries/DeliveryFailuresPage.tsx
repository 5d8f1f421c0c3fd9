import { Alert, Button, Result, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { formatZoned, withZoneLabel } from '@clearlot/contract/format/date';
import { type FailedDelivery, type FailedDeliveryPage, OutboxChannel } from '@clearlot/contract/schemas/message';
import { useDateZone } from '../../shared/dateZone';
import { type Translate, useTranslation } from '../../shared/i18n';
import { FAILURES_PAGE_SIZE, useDeliveryFailures } from './api';
import './deliveries.css';

const PROVIDERS = new Set(['smtp', 'twilio', 'sns']);

/** How texts leave this server, as the failures call reports it: the line above the table. */
function ProviderState({ page, t }: { page: FailedDeliveryPage; t: Translate }) {
  const state = page.smsProvider ?? (page.textsAvailable ? 'mailbox' : 'off');
  return <Alert className="deliveries__state" type={state === 'off' ? 'warning' : 'info'} showIcon title={t(`providerState.${state}`)} data-testid="delivery-provider-state" />;
}

/**
 * /console/delivery-failures: e-mails and texts that could not be delivered (issue 35 item 5), newest first, for
 * operations and administrators: when, which channel, to whom (masked by the server), what for, through which
 * provider, and the provider's reason. A channel filter and older pages, both in the address.
 */
export default function DeliveryFailuresPage() {
  const { t, language } = useTranslation('deliveries');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const channel = OutboxChannel.safeParse(params.get('channel')).data;
  const before = Number(params.get('before'));
  const beforeId = Number.isInteger(before) && before > 0 && before <= 2_147_483_647 ? before : undefined;
  const list = useDeliveryFailures({ limit: FAILURES_PAGE_SIZE, ...(channel ? { channel } : {}), ...(beforeId ? { beforeId } : {}) });
  const page = useDeferredValue(list.data);
  const go = (next: { channel?: OutboxChannel | ''; before?: number }) => {
    const chosen = next.channel ?? channel ?? '';
    setParams(new URLSearchParams({ ...(chosen ? { channel: chosen } : {}), ...(next.before ? { before: String(next.before) } : {}) }));
  };
  const time = (seconds: number) => formatZoned(seconds, zone);

  const columns: TableColumnsType<FailedDelivery> = [
    {
      key: 'when',
      title: withZoneLabel(t('columns.when'), zone, language),
      className: 'deliveries__nowrap',
      render: (_, item) => (
        <>
          {time(item.createdAt)}
          {item.status === 'undelivered' && item.statusAt !== null && (
            <>
              <br />
              <span className="muted">{t('reportedAt', { time: time(item.statusAt) })}</span>
            </>
          )}
        </>
      ),
    },
    { key: 'channel', title: t('columns.channel'), render: (_, item) => <Tag>{t(`channels.${item.channel}`)}</Tag> },
    { key: 'to', title: t('columns.to'), className: 'deliveries__to', render: (_, item) => <span data-testid="delivery-to">{item.to}</span> },
    {
      key: 'purpose',
      title: t('columns.purpose'),
      render: (_, item) => (
        <>
          <span data-testid="delivery-purpose">{t(`purposes.${item.purpose ?? 'unknown'}`)}</span>
          {item.subject && (
            <>
              <br />
              <span className="muted deliveries__subject">{item.subject}</span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'provider',
      title: t('columns.provider'),
      className: 'deliveries__nowrap',
      render: (_, item) => (item.provider === null ? t('providers.unknown') : PROVIDERS.has(item.provider) ? t(`providers.${item.provider}`) : item.provider),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, item) => (
        <Tag color={item.status === 'failed' ? 'error' : 'warning'} data-testid="delivery-status">
          {t(`statuses.${item.status}`)}
        </Tag>
      ),
    },
    {
      key: 'reason',
      title: t('columns.reason'),
      className: 'deliveries__reason',
      render: (_, item) => (item.reason ? <span data-testid="delivery-reason">{item.reason}</span> : <span className="muted">{t('noReason')}</span>),
    },
  ];

  const items = page?.items ?? [];
  return (
    <section aria-labelledby="deliveries-title" className="deliveries">
      <h1 id="deliveries-title" className="desk__title">
        {t('title')}
      </h1>
      <p className="desk__intro">{t('intro')}</p>
      {page && <ProviderState page={page} t={t} />}
      <div className="deliveries__toolbar">
        <Select<OutboxChannel | ''>
          className="deliveries__channel"
          value={channel ?? ''}
          aria-label={t('channel')}
          onChange={(value) => go({ channel: value })}
          options={[{ value: '', label: t('anyChannel') }, ...OutboxChannel.options.map((value) => ({ value, label: t(`channels.${value}`) }))]}
          data-testid="delivery-channel"
        />
        <Button onClick={() => void list.refetch()} loading={list.isFetching} data-testid="delivery-refresh">
          {t('refresh')}
        </Button>
      </div>
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="delivery-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <>
          {/* a narrow window scrolls the table sideways: the region takes the keyboard's focus so it can be scrolled without a mouse */}
          <div className="deliveries__scroll" role="region" aria-labelledby="deliveries-title" tabIndex={0}>
            <Table<FailedDelivery>
              rowKey="id"
              columns={columns}
              dataSource={items}
              loading={list.isFetching}
              locale={{ emptyText: t(`empty.${channel ?? 'any'}`) }}
              pagination={false}
              data-testid="delivery-table"
            />
          </div>
          {(beforeId || page?.more) && (
            <Space className="deliveries__pages">
              <Button disabled={!beforeId} onClick={() => go({})} data-testid="delivery-newest">
                {t('newest')}
              </Button>
              <Button disabled={!page?.more || items.length === 0} onClick={() => go({ before: items.at(-1)!.id })} data-testid="delivery-older">
                {t('older')}
              </Button>
            </Space>
          )}
        </>
      )}
    </section>
  );
}
