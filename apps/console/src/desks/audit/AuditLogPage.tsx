import { Button, Form, Input, Result, Select, Table, type TableColumnsType } from 'antd';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { type AuditEntry, type AuditSearchBody, STAFF_ACTIONS, STAFF_ACTION_TARGETS, type StaffAction, type StaffActionTarget } from '@clearlot/contract/schemas/operations';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api';
import './audit.css';

const DAY_SECONDS = 86_400;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day typed in the date field, as the epoch second its midnight falls on in this browser's clock. */
function dayStart(value: string): number | undefined {
  if (!DATE.test(value)) return undefined;
  const time = new Date(`${value}T00:00:00`).getTime();
  return Number.isFinite(time) && time >= 0 ? Math.floor(time / 1000) : undefined;
}

/** Before and after, as compact JSON (only what the action touched). */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('operations');
  const show = (value: AuditEntry['before']) => (value === null ? '—' : JSON.stringify(value));
  return (
    <div className="audit__change">
      <div>
        <span className="muted">{t('audit.before')}:</span> <code>{show(entry.before)}</code>
      </div>
      <div>
        <span className="muted">{t('audit.after')}:</span> <code>{show(entry.after)}</code>
      </div>
    </div>
  );
}

interface Filters {
  actor: string;
  action: StaffAction | '';
  targetKind: StaffActionTarget | '';
  target: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { actor: '', action: '', targetKind: '', target: '', from: '', to: '' };

/**
 * /console/audit: every staff action, newest first (issue 34 item 7), searched by staff member, action, target and
 * days; finance and administrators read it, nobody changes it. The search lives in the address.
 */
export default function AuditLogPage() {
  const { t, language } = useTranslation('operations');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<Filters>();
  const asked = (name: string) => params.get(name) ?? '';
  const action = STAFF_ACTIONS.find((value) => value === asked('action'));
  const targetKind = STAFF_ACTION_TARGETS.find((value) => value === asked('targetKind'));
  const from = dayStart(asked('from'));
  const toDay = dayStart(asked('to'));
  const pageNum = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const body: AuditSearchBody = {
    actor: asked('actor').slice(0, 100),
    target: asked('target').slice(0, 64),
    ...(action ? { action } : {}),
    ...(targetKind ? { targetKind } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(toDay !== undefined ? { to: toDay + DAY_SECONDS } : {}),
    pageNum,
    pageSize: AUDIT_PAGE_SIZE,
  };
  const list = useAuditLog(body);
  const page = useDeferredValue(list.data);
  const current: Filters = { actor: asked('actor'), action: action ?? '', targetKind: targetKind ?? '', target: asked('target'), from: asked('from'), to: asked('to') };
  const search = (values: Filters, nextPage = 1) => {
    const entries: Array<[string, string]> = Object.entries(values)
      .map(([key, value]): [string, string] => [key, String(value ?? '').trim()])
      .filter(([, value]) => value !== '');
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(new URLSearchParams(entries));
  };

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'at', title: t('audit.columns.at'), className: 'audit__nowrap', render: (_, entry) => formatZonedLabelled(entry.at, zone, language) },
    {
      key: 'actor',
      title: t('audit.columns.actor'),
      render: (_, entry) => (
        <>
          {entry.actorName}
          <br />
          <span className="muted">
            {entry.actorEmail} · {entry.actorUserId}
          </span>
        </>
      ),
    },
    { key: 'action', title: t('audit.columns.action'), render: (_, entry) => t(`audit.actions.${entry.action}`) },
    { key: 'target', title: t('audit.columns.target'), className: 'audit__nowrap', render: (_, entry) => `${t(`audit.targets.${entry.targetKind}`)} ${entry.targetId}` },
    { key: 'change', title: t('audit.columns.change'), render: (_, entry) => <Change entry={entry} /> },
  ];

  return (
    <section aria-labelledby="audit-title" className="audit">
      <h1 id="audit-title" className="desk__title">
        {t('audit.title')}
      </h1>
      <p className="desk__intro">{t('audit.intro')}</p>
      <Form form={form} layout="inline" className="audit__filters" initialValues={current} onFinish={(values) => search(values)} data-testid="audit-filters">
        <Form.Item name="actor" label={t('audit.actor')}>
          <Input placeholder={t('audit.actorPlaceholder')} maxLength={100} allowClear data-testid="audit-actor" />
        </Form.Item>
        <Form.Item name="action" label={t('audit.action')}>
          <Select
            className="audit__select"
            options={[{ value: '', label: t('audit.anyAction') }, ...STAFF_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) }))]}
            data-testid="audit-action"
          />
        </Form.Item>
        <Form.Item name="targetKind" label={t('audit.targetKind')}>
          <Select
            className="audit__select"
            options={[{ value: '', label: t('audit.anyTarget') }, ...STAFF_ACTION_TARGETS.map((value) => ({ value, label: t(`audit.targets.${value}`) }))]}
            data-testid="audit-target-kind"
          />
        </Form.Item>
        <Form.Item name="target" label={t('audit.target')}>
          <Input maxLength={64} allowClear data-testid="audit-target" />
        </Form.Item>
        <Form.Item name="from" label={t('audit.from')}>
          <Input type="date" data-testid="audit-from" />
        </Form.Item>
        <Form.Item name="to" label={t('audit.to')}>
          <Input type="date" data-testid="audit-to" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" data-testid="audit-search">
            {t('audit.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.setFieldsValue(NO_FILTERS);
              setParams(new URLSearchParams());
            }}
            data-testid="audit-reset"
          >
            {t('audit.reset')}
          </Button>
        </Form.Item>
      </Form>
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="audit-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('audit.empty') }}
          data-testid="audit-table"
          pagination={{
            current: pageNum,
            pageSize: AUDIT_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => search(current, next),
          }}
        />
      )}
    </section>
  );
}
