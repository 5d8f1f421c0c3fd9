import { Button, Input, Result, Select, Table, type TableColumnsType } from 'antd';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { AccountStatus } from '@clearlot/contract/rules/roles';
import { ACCOUNT_KINDS, type AccountKind, type AccountSummary } from '@clearlot/contract/schemas/operations';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { EmailAddress } from '../../shared/EmailAddress';
import { useTranslation } from '../../shared/i18n';
import { RoleTags, StandingTag } from '../../shared/standing';
import { ACCOUNT_PAGE_SIZE, useAccounts } from './api';
import './accounts.css';

/** Where one account of the desk opens, inside the console. */
export const accountPath = (userId: number) => consolePaths.account.path.replace(':userId', String(userId));

const STATUSES = [AccountStatus.Active, AccountStatus.Suspended] as const;

/**
 * /console/accounts: buyers and goods owners by e-mail, phone, name or account id (issue 34 item 6), by kind and
 * standing, a page at a time; each opens to its dealings and, for operations, suspend or reinstate. Search, filters
 * and page live in the address.
 */
export default function AccountDeskPage() {
  const { t, language } = useTranslation('operations');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const askedKind = params.get('kind') as AccountKind | null;
  const kind: AccountKind = askedKind && ACCOUNT_KINDS.includes(askedKind) ? askedKind : 'all';
  const askedStatus = Number(params.get('status'));
  const status = STATUSES.find((value) => value === askedStatus);
  const pageNum = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const list = useAccounts({ keyword, kind, ...(status ? { status } : {}), pageNum, pageSize: ACCOUNT_PAGE_SIZE });
  const page = useDeferredValue(list.data);
  const go = (next: { q?: string; kind?: AccountKind; status?: number | null; page?: number }) => {
    const values = { q: next.q ?? keyword, kind: next.kind ?? kind, status: next.status === undefined ? status : next.status, page: next.page ?? 1 };
    setParams(
      new URLSearchParams({
        ...(values.q ? { q: values.q } : {}),
        ...(values.kind !== 'all' ? { kind: values.kind } : {}),
        ...(values.status ? { status: String(values.status) } : {}),
        ...(values.page > 1 ? { page: String(values.page) } : {}),
      }),
    );
  };

  const columns: TableColumnsType<AccountSummary> = [
    {
      key: 'id',
      title: t('accounts.columns.id'),
      render: (_, item) => (
        <Link to={accountPath(item.userId)} aria-label={t('accounts.open', { id: item.userId })} data-testid="account-open">
          {item.userId}
        </Link>
      ),
    },
    {
      key: 'account',
      title: t('accounts.columns.account'),
      render: (_, item) => (
        <>
          {item.name}
          {item.companyName && <span className="muted"> · {item.companyName}</span>}
          <br />
          <EmailAddress address={item.email} />
        </>
      ),
    },
    { key: 'phone', title: t('accounts.columns.phone'), className: 'accounts__nowrap', render: (_, item) => item.phone ?? t('account.none') },
    { key: 'roles', title: t('accounts.columns.roles'), render: (_, item) => <RoleTags roles={item.roles} /> },
    { key: 'status', title: t('accounts.columns.status'), render: (_, item) => <StandingTag status={item.status} /> },
    { key: 'created', title: t('accounts.columns.created'), className: 'accounts__nowrap', render: (_, item) => formatZonedLabelled(item.createdAt, zone, language) },
  ];

  return (
    <section aria-labelledby="accounts-title" className="accounts">
      <h1 id="accounts-title" className="desk__title">
        {t('accounts.title')}
      </h1>
      <p className="desk__intro">{t('accounts.intro')}</p>
      <div className="accounts__filters">
        <Input.Search
          className="accounts__search"
          defaultValue={keyword}
          placeholder={t('accounts.searchPlaceholder')}
          aria-label={t('accounts.searchPlaceholder')}
          enterButton={t('accounts.search')}
          allowClear
          maxLength={100}
          onSearch={(q) => go({ q: q.trim() })}
          data-testid="accounts-search"
        />
        <Select
          aria-label={t('accounts.kind')}
          value={kind}
          onChange={(value: AccountKind) => go({ kind: value })}
          options={ACCOUNT_KINDS.map((value) => ({ value, label: t(`accounts.kinds.${value}`) }))}
          className="accounts__select"
          data-testid="accounts-kind"
        />
        <Select
          aria-label={t('accounts.statusFilter')}
          value={status ?? 0}
          onChange={(value: number) => go({ status: value === 0 ? null : value })}
          options={[{ value: 0, label: t('accounts.anyStatus') }, ...STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
          className="accounts__select"
          data-testid="accounts-status"
        />
      </div>
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="accounts-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<AccountSummary>
          rowKey="userId"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('accounts.empty') }}
          data-testid="accounts-table"
          pagination={{
            current: pageNum,
            pageSize: ACCOUNT_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      )}
    </section>
  );
}
