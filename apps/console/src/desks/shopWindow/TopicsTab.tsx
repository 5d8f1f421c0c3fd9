import { App, Button, Form, Input, Modal, Result, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ValidationMessages } from '@clearlot/contract/messages';
import { TOPIC_INTRO_MAX, TOPIC_PRODUCTS_MAX, WINDOW_TITLE_MAX } from '@clearlot/contract/rules/shopWindow';
import { CreateTopicBody, type DeskTopic } from '@clearlot/contract/schemas/shopWindow';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { WINDOW_PAGE_SIZE, useCreateTopic, useDeskTopics, usePublishTopic, useUpdateTopic } from './api';
import { PictureField } from './PictureField';
import { ProductPicker } from './ProductPicker';

interface TopicForm {
  titleEn: string;
  titleZh: string;
  introEn: string;
  introZh: string;
  pictureEn: string;
  pictureZh: string;
  productIds: number[];
}

export function TopicsTab() {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const list = useDeskTopics(pageNum);
  const publish = usePublishTopic();
  const [editing, setEditing] = useState<DeskTopic | 'new' | null>(null);

  const columns: TableColumnsType<DeskTopic> = [
    {
      key: 'picture',
      title: t('columns.picture'),
      render: (_, topic) => {
        const picture = language === 'zh' ? topic.pictureZh : topic.pictureEn;
        return picture ? <img src={picture} alt="" className="catalogue__thumb" /> : null;
      },
    },
    { key: 'title', title: t('columns.title'), render: (_, topic) => (language === 'zh' ? topic.titleZh : topic.titleEn) },
    { key: 'products', title: t('columns.products'), render: (_, topic) => topic.productIds.length },
    { key: 'address', title: t('columns.address'), render: (_, topic) => <code>{`/topic?id=${topic.id}`}</code> },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, topic) => (topic.published ? <Tag color="success">{t('topics.published')}</Tag> : <Tag>{t('topics.unpublished')}</Tag>),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, topic) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(topic)}>
            {t('edit')}
          </Button>
          <Button
            size="small"
            danger={topic.published}
            onClick={() =>
              void publish.mutateAsync({ id: topic.id, published: !topic.published }).then(
                () => message.success(t(topic.published ? 'topics.unpublishedNow' : 'topics.publishedNow')),
                () => undefined,
              )
            }
          >
            {topic.published ? t('topics.unpublish') : t('topics.publish')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="catalogue__toolbar">
        <p className="muted">{t('topics.help')}</p>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="topic-add">
          {t('topics.add')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskTopic>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="topic-table"
          pagination={{ current: pageNum, pageSize: WINDOW_PAGE_SIZE, total: list.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPageNum }}
        />
      )}
      {editing && <TopicDialog topic={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function TopicDialog({ topic, onClose }: { topic: DeskTopic | null; onClose: () => void }) {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const [form] = Form.useForm<TopicForm>();
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const shape = CreateTopicBody.shape;
  const required = { required: true, message: ValidationMessages.required[language] };

  const submit = async () => {
    let values: TopicForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      titleEn: values.titleEn.trim(),
      titleZh: values.titleZh.trim(),
      introEn: (values.introEn ?? '').trim(),
      introZh: (values.introZh ?? '').trim(),
      pictureEn: values.pictureEn,
      pictureZh: values.pictureZh,
      productIds: values.productIds,
    };
    try {
      if (topic) await update.mutateAsync({ id: topic.id, ...body });
      else await create.mutateAsync(body);
      void message.success(t('saved'));
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  return (
    <Modal
      open
      width={720}
      title={topic ? t('topics.editTitle') : t('topics.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TopicForm>
        form={form}
        layout="vertical"
        initialValues={{
          titleEn: topic?.titleEn ?? '',
          titleZh: topic?.titleZh ?? '',
          introEn: topic?.introEn ?? '',
          introZh: topic?.introZh ?? '',
          pictureEn: topic?.pictureEn ?? undefined,
          pictureZh: topic?.pictureZh ?? undefined,
          productIds: topic?.productIds ?? [],
        }}
      >
        <Form.Item name="titleEn" label={t('fields.titleEn')} rules={[schemaRule(shape.titleEn)]}>
          <Input maxLength={WINDOW_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="titleZh" label={t('fields.titleZh')} rules={[schemaRule(shape.titleZh)]}>
          <Input maxLength={WINDOW_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="introEn" label={t('fields.introEn')}>
          <Input.TextArea maxLength={TOPIC_INTRO_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="introZh" label={t('fields.introZh')}>
          <Input.TextArea maxLength={TOPIC_INTRO_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="pictureEn" label={t('fields.pictureEn')} rules={[required]}>
          <PictureField label={t('fields.pictureEn')} testId="topic-picture-en" />
        </Form.Item>
        <Form.Item name="pictureZh" label={t('fields.pictureZh')} rules={[required]}>
          <PictureField label={t('fields.pictureZh')} testId="topic-picture-zh" />
        </Form.Item>
        <Form.Item name="productIds" label={t('fields.products')} extra={t('topics.productsHelp', { max: TOPIC_PRODUCTS_MAX })} rules={[required]}>
          <ProductPicker multiple testId="topic-products" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
