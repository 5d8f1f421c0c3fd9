import { App, Button, Form, Input, InputNumber, Modal, Result, Space, Table, type TableColumnsType, TreeSelect } from 'antd';
import { useState } from 'react';
import { STRUCTURE_NAME_MAX, SORT_ORDER_MAX } from '@clearlot/contract/rules/shopWindow';
import { CreateBrandBody, type DeskBrand, type DeskCategory } from '@clearlot/contract/schemas/catalogueDesk';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useCreateBrand, useDeskBrands, useDeskCategories, useRetireBrand, useUpdateBrand } from './api';
import { Filters, RetireButton, type Shown, StateTag, passes } from './common';

interface BrandForm {
  nameEn: string;
  nameZh: string;
  sortOrder: number;
  categoryIds: number[];
}

/** The categories on show as a tree a brand can be offered under (a subcategory brings its parent with it). */
function categoryTree(list: readonly DeskCategory[], language: 'en' | 'zh') {
  const label = (c: DeskCategory) => (language === 'zh' ? c.nameZh : c.nameEn);
  return list
    .filter((c) => c.parentId === null && !c.retired)
    .map((top) => ({
      value: top.id,
      title: label(top),
      children: list.filter((c) => c.parentId === top.id && !c.retired).map((c) => ({ value: c.id, title: label(c) })),
    }));
}

export function BrandsTab() {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const list = useDeskBrands();
  const retire = useRetireBrand();
  const [shown, setShown] = useState<Shown>('active');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DeskBrand | 'new' | null>(null);
  const name = (b: DeskBrand) => (language === 'zh' ? b.nameZh : b.nameEn);

  const move = async (brand: DeskBrand, retired: boolean) => {
    try {
      await retire.mutateAsync({ id: brand.id, retired });
      void message.success(t(retired ? 'retired' : 'restored', { name: name(brand) }));
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  const columns: TableColumnsType<DeskBrand> = [
    { key: 'name', title: t('columns.name'), render: (_, b) => name(b) },
    { key: 'other', title: t('columns.otherName'), render: (_, b) => (language === 'zh' ? b.nameEn : b.nameZh) },
    { key: 'sort', title: t('columns.sortOrder'), dataIndex: 'sortOrder' },
    { key: 'categories', title: t('columns.categories'), render: (_, b) => b.categoryIds.length },
    { key: 'products', title: t('columns.products'), dataIndex: 'productCount' },
    { key: 'state', title: t('columns.state'), render: (_, b) => <StateTag retired={b.retired} t={t} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, b) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(b)} data-testid="brand-edit">
            {t('edit')}
          </Button>
          <RetireButton retired={b.retired} onConfirm={() => void move(b, !b.retired)} pending={retire.isPending && retire.variables?.id === b.id} t={t} testId="brand" />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="catalogue__toolbar">
        <Filters keyword={keyword} onKeyword={setKeyword} shown={shown} onShown={setShown} t={t} testId="brand" />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="brand-add">
          {t('brands.add')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskBrand>
          rowKey="id"
          columns={columns}
          dataSource={(list.data ?? []).filter((b) => passes(b, shown, keyword))}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          data-testid="brand-table"
        />
      )}
      {editing && <BrandDialog brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function BrandDialog({ brand, onClose }: { brand: DeskBrand | null; onClose: () => void }) {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [form] = Form.useForm<BrandForm>();
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const categories = useDeskCategories();
  const shape = CreateBrandBody.shape;

  const submit = async () => {
    let values: BrandForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields = { nameEn: values.nameEn.trim(), nameZh: values.nameZh.trim(), sortOrder: values.sortOrder ?? 0, categoryIds: values.categoryIds ?? [] };
    try {
      if (brand) await update.mutateAsync({ id: brand.id, ...fields });
      else await create.mutateAsync(fields);
      void message.success(t('saved'));
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open
      title={brand ? t('brands.editTitle') : t('brands.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BrandForm>
        form={form}
        layout="vertical"
        initialValues={{ nameEn: brand?.nameEn ?? '', nameZh: brand?.nameZh ?? '', sortOrder: brand?.sortOrder ?? 0, categoryIds: brand?.categoryIds ?? [] }}
      >
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={[schemaRule(shape.nameEn)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="brand-name-en" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.nameZh')} rules={[schemaRule(shape.nameZh)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="brand-name-zh" />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('fields.categories')} extra={t('fields.categoriesHelp')}>
          <TreeSelect
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_CHILD}
            treeData={categoryTree(categories.data ?? [], language)}
            loading={categories.isPending}
            placeholder={t('fields.categoriesPlaceholder')}
            data-testid="brand-categories"
          />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('fields.sortOrder')} extra={t('fields.sortOrderHelp')}>
          <InputNumber min={0} max={SORT_ORDER_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
