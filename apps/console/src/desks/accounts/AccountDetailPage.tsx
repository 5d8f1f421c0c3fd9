import { Alert, App, Button, type ButtonProps, Card, Descriptions, Form, Input, Modal, Result, Skeleton, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { ComplaintStatusText, ComplaintTypeText } from '@clearlot/contract/rules/complaints';
import { OrderStatusText } from '@clearlot/contract/rules/order';
import { AccountStatus, STANDING_REASON_MAX, actsOnAccounts } from '@clearlot/contract/rules/roles';
import type { AccountDetail } from '@clearlot/contract/schemas/operations';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useMe } from '../../shared/session';
import { RoleTags, StandingTag } from '../../shared/standing';
import { useAccount, useStandingMove } from './api';
import './accounts.css';

/** Suspend or reinstate with the reason (required: it goes to the audit log and the account's history). */
function StandingDialog({ userId, move, onClose }: { userId: number; move: 'suspend' | 'reinstate'; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const mutation = useStandingMove(move);
  const submit = async () => {
    let reason: string;
    try {
      reason = (await form.validateFields()).reason;
    } catch {
      return;
    }
    try {
      await mutation.mutateAsync({ userId, reason: reason.trim() });
      void message.success(t(move === 'suspend' ? 'account.suspended' : 'account.reinstated'));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  return (
    <Modal
      open
      title={t(move === 'suspend' ? 'account.suspendTitle' : 'account.reinstateTitle', { id: userId })}
      okText={t(move === 'suspend' ? 'account.suspend' : 'account.reinstate')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: move === 'suspend', loading: mutation.isPending, 'data-testid': 'account-standing-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t(move === 'suspend' ? 'account.suspendHint' : 'account.reinstateHint')}</p>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="reason" label={t('account.reasonLabel')} rules={[{ required: true, whitespace: true, message: t('account.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={STANDING_REASON_MAX} showCount data-testid="account-standing-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function OpenRecords({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('operations');
  const groups = [
    { key: 'orders', label: t('account.openOrders'), records: detail.open.orders },
    { key: 'returns', label: t('account.openReturns'), records: detail.open.returns },
    { key: 'afterSales', label: t('account.openAfterSales'), records: detail.open.afterSales },
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      items={groups.map((group) => ({
        key: group.key,
        label: `${group.label} (${group.records.count})`,
        children:
          group.records.refs.length === 0
            ? t('account.none')
            : group.records.refs.map((ref) => (
                <Tag key={ref.no}>
                  {ref.no}
                  {ref.asOwner ? ` · ${t('account.asOwner')}` : ''}
                </Tag>
              )),
      }))}
    />
  );
}

function Account({ detail }: { detail: AccountDetail }) {
  const { t, language } = useTranslation('operations');
  const zone = useDateZone();
  const me = useMe();
  const [move, setMove] = useState<'suspend' | 'reinstate' | null>(null);
  const { account } = detail;
  const mayAct = actsOnAccounts(me.data?.roleIdList ?? []);
  const date = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  return (
    <section aria-labelledby="account-title" className="account">
      <Link to={consolePaths.accounts.path}>{t('account.back')}</Link>
      <h1 id="account-title" className="desk__title">
        {t('account.title', { id: account.userId })}
      </h1>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'name', label: t('account.name'), children: account.name },
            { key: 'email', label: t('account.email'), children: account.email },
            { key: 'username', label: t('account.username'), children: account.username },
            { key: 'phone', label: t('account.phone'), children: account.phone ?? t('account.none') },
            { key: 'company', label: t('account.company'), children: account.companyName ?? t('account.none') },
            { key: 'roles', label: t('account.roles'), children: <RoleTags roles={account.roles} /> },
            { key: 'status', label: t('account.status'), children: <StandingTag status={account.status} /> },
            { key: 'created', label: t('account.created'), children: date(account.createdAt) },
            ...(account.statusReason ? [{ key: 'reason', label: t('account.reason'), children: account.statusReason }] : []),
          ]}
        />
        <div className="account__actions">
          {mayAct ? (
            account.status === AccountStatus.Suspended ? (
              <Button type="primary" onClick={() => setMove('reinstate')} data-testid="account-reinstate">
                {t('account.reinstate')}
              </Button>
            ) : (
              <Button danger onClick={() => setMove('suspend')} data-testid="account-suspend">
                {t('account.suspend')}
              </Button>
            )
          ) : (
            <Alert type="info" showIcon title={t('account.lookOnly')} />
          )}
        </div>
      </Card>
      <Card title={t('account.standing')} size="small">
        {detail.standing.length === 0 ? (
          <span className="muted">{t('account.noStanding')}</span>
        ) : (
          <Timeline
            items={detail.standing.map((change, index) => ({
              key: index,
              color: change.status === AccountStatus.Suspended ? 'red' : 'green',
              content: (
                <>
                  <StandingTag status={change.status} /> {date(change.at)}
                  <br />
                  {change.reason}
                </>
              ),
            }))}
          />
        )}
      </Card>
      <Card title={t('account.open')} size="small">
        <OpenRecords detail={detail} />
      </Card>
      <Card title={t('account.orders', { count: detail.orders.total })} size="small">
        <Table
          rowKey="orderNo"
          size="small"
          pagination={false}
          dataSource={detail.orders.list}
          locale={{ emptyText: t('account.noOrders') }}
          columns={[
            { key: 'orderNo', title: t('account.orderNo'), dataIndex: 'orderNo' },
            { key: 'status', title: t('account.orderStatus'), render: (_, order) => OrderStatusText[order.status].name[language] },
            { key: 'payable', title: t('account.payable'), render: (_, order) => formatPounds(order.payable) },
            { key: 'placed', title: t('account.placed'), render: (_, order) => date(order.createdAt) },
          ]}
          data-testid="account-orders"
        />
      </Card>
      <Card title={t('account.complaints', { count: detail.complaints.total })} size="small">
        <Table
          rowKey="complaintNo"
          size="small"
          pagination={false}
          dataSource={detail.complaints.list}
          locale={{ emptyText: t('account.noComplaints') }}
          columns={[
            { key: 'complaintNo', title: t('account.complaintNo'), dataIndex: 'complaintNo' },
            { key: 'type', title: t('account.complaintType'), render: (_, complaint) => ComplaintTypeText[complaint.type][language] },
            { key: 'status', title: t('account.orderStatus'), render: (_, complaint) => ComplaintStatusText[complaint.status].name[language] },
            { key: 'filed', title: t('account.complaintFiled'), render: (_, complaint) => date(complaint.createdAt) },
          ]}
          data-testid="account-complaints"
        />
      </Card>
      {move && <StandingDialog userId={account.userId} move={move} onClose={() => setMove(null)} />}
    </section>
  );
}

/** /console/accounts/:userId: one buyer or goods owner with their standing and dealings (issue 34 item 6). */
export default function AccountDetailPage() {
  const { t } = useTranslation('operations');
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0 && userId <= 2_147_483_647;
  const account = useAccount(valid ? userId : 0);
  if (!valid || (account.error instanceof ApiError && account.error.code === ErrorCatalogue.accountNotFound.code)) {
    return <Result status="404" title={t('account.notFound')} extra={<Link to={consolePaths.accounts.path}>{t('account.back')}</Link>} />;
  }
  if (account.isError) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void account.refetch()} data-testid="account-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!account.data) return <Skeleton active />;
  return <Account detail={account.data} />;
}
