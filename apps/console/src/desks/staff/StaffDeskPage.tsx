import { App, Button, type ButtonProps, Checkbox, Form, Input, Modal, Popconfirm, Result, Space, Table, type TableColumnsType } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { AccountStatus, GRANTABLE_STAFF_ROLES, type GrantableStaffRole, Role } from '@clearlot/contract/rules/roles';
import { CreateStaffBody, type StaffMember } from '@clearlot/contract/schemas/operations';
import { useDateZone } from '../../shared/dateZone';
import { EmailAddress } from '../../shared/EmailAddress';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useMe } from '../../shared/session';
import { RoleTags, StandingTag } from '../../shared/standing';
import { STAFF_PAGE_SIZE, useCreateStaff, useSetStaffRoles, useStaff, useStaffStanding } from './api';
import './staff.css';

/** The grantable roles as checkboxes; the form item hands it its value and change handler, passed on here. */
function RoleChoice(props: { value?: GrantableStaffRole[]; onChange?: (roles: GrantableStaffRole[]) => void; id?: string }) {
  const { t } = useTranslation('operations');
  return <Checkbox.Group {...props} options={GRANTABLE_STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))} data-testid="staff-roles" />;
}

interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  roles: GrantableStaffRole[];
  password: string;
}

/** A new staff account: e-mail, name, roles and the first password (the contract's rules on each field). */
function CreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const [form] = Form.useForm<NewStaff>();
  const create = useCreateStaff();
  const submit = async () => {
    let values: NewStaff;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const member = await create.mutateAsync({ ...values, email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      void message.success(t('staff.created', { email: member.email }));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  const shape = CreateStaffBody.shape;
  return (
    <Modal
      open
      title={t('staff.createTitle')}
      okText={t('staff.create')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'staff-create-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()} initialValues={{ roles: [] }}>
        <Form.Item name="email" label={t('staff.email')} rules={[schemaRule(shape.email)]}>
          <Input autoComplete="off" data-testid="staff-email" />
        </Form.Item>
        <Space.Compact block className="staff__names">
          <Form.Item name="firstName" label={t('staff.firstName')} rules={[schemaRule(shape.firstName)]}>
            <Input maxLength={50} data-testid="staff-first-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('staff.lastName')} rules={[schemaRule(shape.lastName)]}>
            <Input maxLength={50} data-testid="staff-last-name" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="roles" label={t('staff.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('staff.rolesRequired') }]}>
          <RoleChoice />
        </Form.Item>
        <Form.Item name="password" label={t('staff.password')} extra={t('staff.passwordHint')} rules={[schemaRule(shape.password)]}>
          <Input.Password autoComplete="new-password" data-testid="staff-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Set a member's roles; an administrator editing themselves keeps the administrator role. */
function RolesDialog({ member, self, onClose }: { member: StaffMember; self: boolean; onClose: () => void }) {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: GrantableStaffRole[] }>();
  const save = useSetStaffRoles();
  const held = member.roles.filter((role): role is GrantableStaffRole => (GRANTABLE_STAFF_ROLES as readonly number[]).includes(role));
  const submit = async () => {
    let roles: GrantableStaffRole[];
    try {
      roles = (await form.validateFields()).roles;
    } catch {
      return;
    }
    try {
      await save.mutateAsync({ userId: member.userId, roles });
      void message.success(t('staff.rolesSaved', { name: member.name }));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  return (
    <Modal
      open
      title={t('staff.rolesTitle', { name: member.name })}
      okText={t('staff.save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'staff-roles-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ roles: held }}>
        <Form.Item
          name="roles"
          label={t('staff.roles')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('staff.rolesRequired') },
            {
              validator: async (_rule, roles: number[] | undefined) => {
                if (self && held.includes(Role.Administrator) && !(roles ?? []).includes(Role.Administrator)) throw new Error(t('staff.ownAdministrator'));
              },
            },
          ]}
        >
          <RoleChoice />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function StandingButton({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const active = member.status === AccountStatus.Active;
  const move = useStaffStanding(active ? 'deactivate' : 'reactivate');
  if (active && self) return null;
  return (
    <Popconfirm
      title={t(active ? 'staff.deactivateConfirm' : 'staff.reactivateConfirm', { name: member.name })}
      okText={t(active ? 'staff.deactivate' : 'staff.reactivate')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: active, 'data-testid': 'staff-standing-confirm' } as ButtonProps}
      onConfirm={async () => {
        try {
          await move.mutateAsync(member.userId);
          void message.success(t(active ? 'staff.deactivated' : 'staff.reactivated', { name: member.name }));
        } catch {
          // The HTTP client has shown the server's reason.
        }
      }}
    >
      <Button size="small" danger={active} loading={move.isPending} data-testid={active ? 'staff-deactivate' : 'staff-reactivate'}>
        {t(active ? 'staff.deactivate' : 'staff.reactivate')}
      </Button>
    </Popconfirm>
  );
}

/** /console/staff: an administrator's desk of staff accounts (issue 34 item 1): roles, standing, new accounts. */
export default function StaffDeskPage() {
  const { t, language } = useTranslation('operations');
  const zone = useDateZone();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const list = useStaff({ keyword, pageNum, pageSize: STAFF_PAGE_SIZE });
  const page = useDeferredValue(list.data);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const go = (next: { q?: string; page?: number }) => {
    const values = { q: next.q ?? keyword, page: next.page ?? 1 };
    setParams(new URLSearchParams({ ...(values.q ? { q: values.q } : {}), ...(values.page > 1 ? { page: String(values.page) } : {}) }));
  };
  const myId = me.data?.id;

  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'name',
      title: t('staff.columns.name'),
      render: (_, item) => (
        <>
          {item.name}
          {item.userId === myId && <span className="muted"> ({t('staff.you')})</span>}
        </>
      ),
    },
    { key: 'email', title: t('staff.columns.email'), render: (_, item) => <EmailAddress address={item.email} /> },
    { key: 'roles', title: t('staff.columns.roles'), render: (_, item) => <RoleTags roles={item.roles} /> },
    { key: 'status', title: t('staff.columns.status'), render: (_, item) => <StandingTag status={item.status} /> },
    { key: 'created', title: t('staff.columns.created'), className: 'staff__nowrap', render: (_, item) => formatZonedLabelled(item.createdAt, zone, language) },
    {
      key: 'actions',
      title: t('staff.columns.actions'),
      render: (_, item) => (
        <Space size="small" wrap>
          <Button size="small" onClick={() => setEditing(item)} data-testid="staff-edit-roles">
            {t('staff.editRoles')}
          </Button>
          <StandingButton member={item} self={item.userId === myId} />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="staff-title" className="staff">
      <h1 id="staff-title" className="desk__title">
        {t('staff.title')}
      </h1>
      <p className="desk__intro">{t('staff.intro')}</p>
      <div className="staff__toolbar">
        <Input.Search
          className="staff__search"
          defaultValue={keyword}
          placeholder={t('staff.searchPlaceholder')}
          aria-label={t('staff.searchPlaceholder')}
          enterButton={t('staff.search')}
          allowClear
          maxLength={100}
          onSearch={(q) => go({ q: q.trim() })}
          data-testid="staff-search"
        />
        <Button type="primary" onClick={() => setCreating(true)} data-testid="staff-add">
          {t('staff.add')}
        </Button>
      </div>
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="staff-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<StaffMember>
          rowKey="userId"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('staff.empty') }}
          data-testid="staff-table"
          pagination={{
            current: pageNum,
            pageSize: STAFF_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      )}
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
      {editing && <RolesDialog member={editing} self={editing.userId === myId} onClose={() => setEditing(null)} />}
    </section>
  );
}
