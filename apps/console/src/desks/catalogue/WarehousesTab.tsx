import { App, Button, Form, Input, InputNumber, Modal, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STRUCTURE_NAME_MAX, SORT_ORDER_MAX } from '@clearlot/contract/rules/shopWindow';
import { CreateWarehouseBody, type DeskWarehouse } from '@clearlot/contract/schemas/catalogueDesk';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useCountries, useCreateWarehouse, useDeskWarehouses, useRetireWarehouse, useUpdateWarehouse } from './api';
import { Filters, RetireButton, type Shown, StateTag, passes } from './common';

interface WarehouseForm {
  code: string;
  nameEn: string;
  nameZh: string;
  countryCode: string;
  city: string;
  cityZh: string;
  address: string;
  sortOrder: number;
}

export function WarehousesTab() {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const list = useDeskWarehouses();
  const countries = useCountries();
  const retire = useRetireWarehouse();
  const [shown, setShown] = useState<Shown>('active');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DeskWarehouse | 'new' | null>(null);
  const name = (w: DeskWarehouse) => (language === 'zh' ? w.nameZh : w.nameEn);
  const countryName = (code: string) => {
    const country = countries.data?.find((c) => c.countryCode === code);
    return country ? (language === 'zh' ? country.countryName : country.countryNameEn) : code;
  };

  const move = async (warehouse: DeskWarehouse, retired: boolean) => {
    try {
      await retire.mutateAsync({ id: warehouse.id, retired });
      void message.success(t(retired ? 'retired' : 'restored', { name: name(warehouse) }));
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  const columns: TableColumnsType<DeskWarehouse> = [
    { key: 'code', title: t('columns.code'), render: (_, w) => <code>{w.code}</code> },
    { key: 'name', title: t('columns.name'), render: (_, w) => name(w) },
    { key: 'country', title: t('columns.country'), render: (_, w) => countryName(w.countryCode) },
    { key: 'city', title: t('columns.city'), render: (_, w) => (language === 'zh' && w.cityZh ? w.cityZh : w.city) },
    { key: 'sort', title: t('columns.sortOrder'), dataIndex: 'sortOrder' },
    { key: 'products', title: t('columns.products'), dataIndex: 'productCount' },
    { key: 'state', title: t('columns.state'), render: (_, w) => <StateTag retired={w.retired} t={t} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, w) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(w)} data-testid="warehouse-edit">
            {t('edit')}
          </Button>
          <RetireButton retired={w.retired} onConfirm={() => void move(w, !w.retired)} pending={retire.isPending && retire.variables?.id === w.id} t={t} testId="warehouse" />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="catalogue__toolbar">
        <Filters keyword={keyword} onKeyword={setKeyword} shown={shown} onShown={setShown} t={t} testId="warehouse" />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="warehouse-add">
          {t('warehouses.add')}
        </Button>
      </div>
      <p className="muted">{t('warehouses.limitHelp')}</p>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskWarehouse>
          rowKey="id"
          columns={columns}
          dataSource={(list.data ?? []).filter((w) => passes(w, shown, keyword) || (keyword !== '' && w.code.includes(keyword.trim().toUpperCase())))}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          pagination={false}
          data-testid="warehouse-table"
        />
      )}
      {editing && <WarehouseDialog warehouse={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function WarehouseDialog({ warehouse, onClose }: { warehouse: DeskWarehouse | null; onClose: () => void }) {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [form] = Form.useForm<WarehouseForm>();
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const countries = useCountries();
  const shape = CreateWarehouseBody.shape;

  const submit = async () => {
    let values: WarehouseForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields = {
      nameEn: values.nameEn.trim(),
      nameZh: values.nameZh.trim(),
      countryCode: values.countryCode,
      city: values.city.trim(),
      cityZh: (values.cityZh ?? '').trim(),
      address: values.address.trim(),
      sortOrder: values.sortOrder ?? 0,
    };
    try {
      if (warehouse) await update.mutateAsync({ id: warehouse.id, ...fields });
      else await create.mutateAsync({ code: values.code, ...fields });
      void message.success(t('saved'));
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open
      width={640}
      title={warehouse ? t('warehouses.editTitle') : t('warehouses.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WarehouseForm>
        form={form}
        layout="vertical"
        initialValues={{
          code: warehouse?.code ?? '',
          nameEn: warehouse?.nameEn ?? '',
          nameZh: warehouse?.nameZh ?? '',
          countryCode: warehouse?.countryCode ?? 'GB',
          city: warehouse?.city ?? '',
          cityZh: warehouse?.cityZh ?? '',
          address: warehouse?.address ?? '',
          sortOrder: warehouse?.sortOrder ?? 0,
        }}
      >
        <Form.Item name="code" label={t('fields.code')} extra={warehouse ? t('fields.codeFixed') : t('fields.codeHelp')} rules={warehouse ? [] : [schemaRule(shape.code)]}>
          <Input maxLength={32} disabled={warehouse !== null} data-testid="warehouse-code" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={[schemaRule(shape.nameEn)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="warehouse-name-en" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.nameZh')} rules={[schemaRule(shape.nameZh)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="warehouse-name-zh" />
        </Form.Item>
        <Form.Item name="countryCode" label={t('fields.country')} extra={t('fields.countryHelp')} rules={[schemaRule(shape.countryCode)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            options={(countries.data ?? []).map((c) => ({ value: c.countryCode, label: `${language === 'zh' ? c.countryName : c.countryNameEn} (${c.countryCode})` }))}
            data-testid="warehouse-country"
          />
        </Form.Item>
        <Space.Compact block className="catalogue__pair">
          <Form.Item name="city" label={t('fields.city')} rules={[schemaRule(shape.city)]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="cityZh" label={t('fields.cityZh')}>
            <Input maxLength={60} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="address" label={t('fields.address')} rules={[schemaRule(shape.address)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('fields.sortOrder')} extra={t('fields.sortOrderHelp')}>
          <InputNumber min={0} max={SORT_ORDER_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
