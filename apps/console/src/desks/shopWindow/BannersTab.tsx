import { App, Button, type ButtonProps, Form, Input, InputNumber, Modal, Popconfirm, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatZoned, withZoneLabel, zoneLabel } from '@clearlot/contract/format/date';
import { ValidationMessages } from '@clearlot/contract/messages';
import { BANNER_LINK_MAX, SCHEDULE_STATES, type ScheduleState, SORT_ORDER_MAX, WINDOW_TITLE_MAX, isBannerLink } from '@clearlot/contract/rules/shopWindow';
import { CreateBannerBody, type DeskBanner } from '@clearlot/contract/schemas/shopWindow';
import { useDateZone } from '../../shared/dateZone';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { fromZonedInput, toZonedInput } from '../../shared/zonedTime';
import { WINDOW_PAGE_SIZE, useCreateBanner, useDeskBanners, useRetireBanner, useUpdateBanner } from './api';
import { ScheduleTag } from './display';
import { PictureField } from './PictureField';

interface BannerForm {
  titleEn: string;
  titleZh: string;
  imageEn: string;
  imageZh: string;
  link: string;
  startsAt: string;
  endsAt: string;
  sortOrder: number;
}

export function BannersTab() {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const zone = useDateZone();
  const [state, setState] = useState<ScheduleState | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const list = useDeskBanners({ ...(state ? { state } : {}), pageNum, pageSize: WINDOW_PAGE_SIZE });
  const retire = useRetireBanner();
  const [editing, setEditing] = useState<DeskBanner | 'new' | null>(null);
  const date = (seconds: number) => formatZoned(seconds, zone);

  const takeDown = async (banner: DeskBanner) => {
    try {
      await retire.mutateAsync(banner.id);
      void message.success(t('banners.takenDown'));
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  const columns: TableColumnsType<DeskBanner> = [
    {
      key: 'picture',
      title: t('columns.picture'),
      render: (_, b) => <img src={language === 'zh' ? b.imageZh : b.imageEn} alt={language === 'zh' ? b.titleZh : b.titleEn} className="catalogue__thumb" />,
    },
    { key: 'title', title: t('columns.title'), render: (_, b) => <span data-testid="banner-title">{language === 'zh' ? b.titleZh : b.titleEn}</span> },
    { key: 'link', title: t('columns.link'), render: (_, b) => b.link ?? <span className="muted">{t('banners.noLink')}</span> },
    {
      key: 'schedule',
      title: withZoneLabel(t('columns.schedule'), zone, language),
      className: 'catalogue__nowrap',
      render: (_, b) => (
        <>
          {date(b.startsAt)}
          <br />
          {b.endsAt === null ? t('noEnd') : t('until', { until: date(b.endsAt) })}
        </>
      ),
    },
    { key: 'sort', title: t('columns.sortOrder'), dataIndex: 'sortOrder' },
    { key: 'state', title: t('columns.state'), render: (_, b) => <ScheduleTag state={b.state} t={t} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, b) =>
        b.state === 'retired' ? null : (
          <Space wrap>
            <Button size="small" onClick={() => setEditing(b)} data-testid="banner-edit">
              {t('edit')}
            </Button>
            <Popconfirm title={t('banners.takeDownConfirm')} okText={t('banners.takeDown')} cancelText={t('cancel')} onConfirm={() => void takeDown(b)}>
              <Button size="small" danger data-testid="banner-take-down">
                {t('banners.takeDown')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <>
      <div className="catalogue__toolbar">
        <div className="catalogue__filters">
          <Select<ScheduleState | ''>
            className="catalogue__state"
            value={state}
            aria-label={t('columns.state')}
            onChange={(value) => {
              setState(value);
              setPageNum(1);
            }}
            options={[{ value: '', label: t('anyState') }, ...SCHEDULE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
            data-testid="banner-state-filter"
          />
        </div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="banner-add">
          {t('banners.add')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskBanner>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="banner-table"
          pagination={{ current: pageNum, pageSize: WINDOW_PAGE_SIZE, total: list.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPageNum }}
        />
      )}
      {editing && <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const DAY = 86_400;

function BannerDialog({ banner, onClose }: { banner: DeskBanner | null; onClose: () => void }) {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const zone = useDateZone();
  const [form] = Form.useForm<BannerForm>();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const shape = CreateBannerBody.shape;
  const [now] = useState(() => Math.floor(Date.now() / 60_000) * 60);
  const required = { required: true, message: ValidationMessages.required[language] };

  const submit = async () => {
    let values: BannerForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const startsAt = fromZonedInput(values.startsAt, zone) ?? 0;
    const endsAt = values.endsAt ? fromZonedInput(values.endsAt, zone) : null;
    if (endsAt !== null && endsAt <= startsAt) {
      form.setFields([{ name: 'endsAt', errors: [t('endAfterStart')] }]);
      return;
    }
    const body = {
      titleEn: values.titleEn.trim(),
      titleZh: values.titleZh.trim(),
      imageEn: values.imageEn,
      imageZh: values.imageZh,
      link: (values.link ?? '').trim(),
      startsAt,
      endsAt,
      sortOrder: values.sortOrder ?? 0,
    };
    try {
      if (banner) await update.mutateAsync({ id: banner.id, ...body });
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
      title={banner ? t('banners.editTitle') : t('banners.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending, 'data-testid': 'banner-save' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BannerForm>
        form={form}
        layout="vertical"
        initialValues={{
          titleEn: banner?.titleEn ?? '',
          titleZh: banner?.titleZh ?? '',
          imageEn: banner?.imageEn,
          imageZh: banner?.imageZh,
          link: banner?.link ?? '',
          startsAt: toZonedInput(banner?.startsAt ?? now, zone),
          endsAt: toZonedInput(banner ? (banner.endsAt ?? now + 30 * DAY) : now + 30 * DAY, zone),
          sortOrder: banner?.sortOrder ?? 0,
        }}
      >
        <Form.Item name="titleEn" label={t('fields.titleEn')} extra={t('fields.titleHelp')} rules={[schemaRule(shape.titleEn)]}>
          <Input maxLength={WINDOW_TITLE_MAX} data-testid="banner-title-en" />
        </Form.Item>
        <Form.Item name="imageEn" label={t('fields.pictureEn')} rules={[required]}>
          <PictureField label={t('fields.pictureEn')} testId="banner-picture-en" />
        </Form.Item>
        <Form.Item name="titleZh" label={t('fields.titleZh')} rules={[schemaRule(shape.titleZh)]}>
          <Input maxLength={WINDOW_TITLE_MAX} data-testid="banner-title-zh" />
        </Form.Item>
        <Form.Item name="imageZh" label={t('fields.pictureZh')} rules={[required]}>
          <PictureField label={t('fields.pictureZh')} testId="banner-picture-zh" />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('fields.link')}
          extra={t('fields.linkHelp')}
          rules={[
            { validator: async (_rule, value: string | undefined) => (!value || isBannerLink(value.trim()) ? undefined : Promise.reject(new Error(t('fields.linkInvalid')))) },
          ]}
        >
          <Input maxLength={BANNER_LINK_MAX} placeholder="/topic?id=1" data-testid="banner-link" />
        </Form.Item>
        <Space wrap size="middle" align="start">
          <Form.Item name="startsAt" label={t('fields.startsAt')} rules={[required]}>
            <Input type="datetime-local" data-testid="banner-starts" />
          </Form.Item>
          <Form.Item name="endsAt" label={t('fields.endsAt')} extra={t('fields.endsAtHelp')}>
            <Input type="datetime-local" data-testid="banner-ends" />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('fields.sortOrder')}>
            <InputNumber min={0} max={SORT_ORDER_MAX} precision={0} />
          </Form.Item>
        </Space>
        <p className="muted">{t('zoneHelp', { zone: zoneLabel(zone, language) })}</p>
      </Form>
    </Modal>
  );
}
