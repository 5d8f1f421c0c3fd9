import { App, Button, Form, Input, InputNumber, Modal, Result, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STRUCTURE_NAME_MAX, SORT_ORDER_MAX } from '@clearlot/contract/rules/shopWindow';
import { CreateCategoryBody, type DeskCategory } from '@clearlot/contract/schemas/catalogueDesk';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useCreateCategory, useDeskCategories, useRetireCategory, useUpdateCategory } from './api';
import { Filters, RetireButton, type Shown, StateTag, passes } from './common';

type Row = DeskCategory & { children?: Row[] };
interface CategoryForm {
  nameEn: string;
  nameZh: string;
  sortOrder: number;
}
/** The dialog: a new top-level category (parent null), a new subcategory (parent set) or a change (category set). */
type Editing = { parent: DeskCategory | null; category: null } | { parent: null; category: DeskCategory };

/** The flat list as a tree of two levels; a subcategory passing the filters shows its parent with it. */
function treeOf(list: readonly DeskCategory[], shown: Shown, keyword: string): Row[] {
  return list
    .filter((c) => c.parentId === null)
    .flatMap((top) => {
      const children = list.filter((c) => c.parentId === top.id && passes(c, shown, keyword));
      if (!passes(top, shown, keyword) && children.length === 0) return [];
      return [{ ...top, ...(children.length > 0 ? { children } : {}) }];
    });
}

export function CategoriesTab() {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const list = useDeskCategories();
  const retire = useRetireCategory();
  const [shown, setShown] = useState<Shown>('active');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const name = (c: DeskCategory) => (language === 'zh' ? c.nameZh : c.nameEn);

  const move = async (category: DeskCategory, retired: boolean) => {
    try {
      await retire.mutateAsync({ id: category.id, retired });
      void message.success(t(retired ? 'retired' : 'restored', { name: name(category) }));
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  const columns: TableColumnsType<Row> = [
    { key: 'name', title: t('columns.name'), render: (_, c) => <span data-testid="category-name">{name(c)}</span> },
    { key: 'other', title: t('columns.otherName'), render: (_, c) => (language === 'zh' ? c.nameEn : c.nameZh) },
    { key: 'sort', title: t('columns.sortOrder'), dataIndex: 'sortOrder' },
    { key: 'products', title: t('columns.products'), dataIndex: 'productCount' },
    { key: 'state', title: t('columns.state'), render: (_, c) => <StateTag retired={c.retired} t={t} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, c) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing({ parent: null, category: c })} data-testid="category-edit">
            {t('edit')}
          </Button>
          {c.parentId === null && !c.retired && (
            <Button size="small" onClick={() => setEditing({ parent: c, category: null })} data-testid="category-add-child">
              {t('categories.addChild')}
            </Button>
          )}
          <RetireButton retired={c.retired} onConfirm={() => void move(c, !c.retired)} pending={retire.isPending && retire.variables?.id === c.id} t={t} testId="category" />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="catalogue__toolbar">
        <Filters keyword={keyword} onKeyword={setKeyword} shown={shown} onShown={setShown} t={t} testId="category" />
        <Button type="primary" onClick={() => setEditing({ parent: null, category: null })} data-testid="category-add">
          {t('categories.add')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={treeOf(list.data ?? [], shown, keyword)}
          loading={list.isFetching}
          expandable={{ defaultExpandAllRows: false }}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          pagination={false}
          data-testid="category-table"
        />
      )}
      {editing && <CategoryDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t, language } = useTranslation('catalogue');
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryForm>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const shape = CreateCategoryBody.shape;
  const { category, parent } = editing;
  const title = category
    ? t('categories.editTitle')
    : parent
      ? t('categories.addChildTitle', { parent: language === 'zh' ? parent.nameZh : parent.nameEn })
      : t('categories.addTitle');

  const submit = async () => {
    let values: CategoryForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields = { nameEn: values.nameEn.trim(), nameZh: values.nameZh.trim(), sortOrder: values.sortOrder ?? 0 };
    try {
      if (category) await update.mutateAsync({ id: category.id, ...fields });
      else await create.mutateAsync({ parentId: parent?.id ?? null, ...fields });
      void message.success(t('saved'));
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryForm> form={form} layout="vertical" initialValues={{ nameEn: category?.nameEn ?? '', nameZh: category?.nameZh ?? '', sortOrder: category?.sortOrder ?? 0 }}>
        <Form.Item name="nameEn" label={t('fields.nameEn')} rules={[schemaRule(shape.nameEn)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="category-name-en" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('fields.nameZh')} rules={[schemaRule(shape.nameZh)]}>
          <Input maxLength={STRUCTURE_NAME_MAX} data-testid="category-name-zh" />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('fields.sortOrder')} extra={t('fields.sortOrderHelp')}>
          <InputNumber min={0} max={SORT_ORDER_MAX} precision={0} data-testid="category-sort" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
