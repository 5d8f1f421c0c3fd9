import { App, Button, Form, Input, InputNumber, Modal, Popconfirm, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatZoned, withZoneLabel, zoneLabel } from '@clearlot/contract/format/date';
import { formatPounds, poundsToPence } from '@clearlot/contract/format/money';
import { ValidationMessages } from '@clearlot/contract/messages';
import { FLASH_DEAL_LIMIT_MAX, SCHEDULE_STATES, type ScheduleState } from '@clearlot/contract/rules/shopWindow';
import type { DeskProductOption } from '@clearlot/contract/schemas/catalogueDesk';
import type { DeskFlashDeal } from '@clearlot/contract/schemas/shopWindow';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { fromZonedInput, toZonedInput } from '../../shared/zonedTime';
import { WINDOW_PAGE_SIZE, useCreateFlashDeal, useDeskFlashDeals, useUpdateFlashDeal, useWithdrawFlashDeal } from './api';
import { ScheduleTag } from './display';
import { ProductPicker } from './ProductPicker';

interface DealForm {
  productId: number;
  dealPrice: number;
  limit?: number | null;
  startsAt: string;
  endsAt: string;
}

export function FlashDealsTab() {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const zone = useDateZone();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<ScheduleState | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const list = useDeskFlashDeals({ keyword, ...(state ? { state } : {}), pageNum, pageSize: WINDOW_PAGE_SIZE });
  const withdraw = useWithdrawFlashDeal();
  const [editing, setEditing] = useState<DeskFlashDeal | 'new' | null>(null);
  const date = (seconds: number) => formatZoned(seconds, zone);

  const columns: TableColumnsType<DeskFlashDeal> = [
    { key: 'product', title: t('columns.product'), render: (_, d) => (language === 'zh' ? d.productNameZh : d.productNameEn) },
    {
      key: 'price',
      title: t('columns.dealPrice'),
      className: 'catalogue__nowrap',
      render: (_, d) => (
        <>
          <strong>{formatPounds(d.dealPrice)}</strong> <s className="muted">{formatPounds(d.productPrice)}</s>
        </>
      ),
    },
    { key: 'limit', title: t('columns.limit'), render: (_, d) => (d.limit === null ? t('deals.noLimit', { sold: d.sold }) : t('deals.soldOf', { sold: d.sold, limit: d.limit })) },
    {
      key: 'window',
      title: withZoneLabel(t('columns.schedule'), zone, language),
      className: 'catalogue__nowrap',
      render: (_, d) => (
        <>
          {date(d.startsAt)}
          <br />
          {t('until', { until: date(d.endsAt) })}
        </>
      ),
    },
    { key: 'state', title: t('columns.state'), render: (_, d) => <ScheduleTag state={d.state} t={t} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, d) =>
        d.state === 'retired' || d.state === 'ended' ? null : (
          <Space wrap>
            <Button size="small" onClick={() => setEditing(d)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t('deals.withdrawConfirm')}
              okText={t('deals.withdraw')}
              cancelText={t('cancel')}
              onConfirm={() =>
                void withdraw.mutateAsync(d.id).then(
                  () => message.success(t('deals.withdrawn')),
                  () => undefined,
                )
              }
            >
              <Button size="small" danger>
                {t('deals.withdraw')}
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
          <Input.Search
            className="catalogue__search"
            allowClear
            placeholder={t('deals.searchPlaceholder')}
            aria-label={t('deals.searchPlaceholder')}
            maxLength={100}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPageNum(1);
            }}
          />
          <Select<ScheduleState | ''>
            className="catalogue__state"
            value={state}
            aria-label={t('columns.state')}
            onChange={(value) => {
              setState(value);
              setPageNum(1);
            }}
            options={[{ value: '', label: t('anyState') }, ...SCHEDULE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          />
        </div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="deal-add">
          {t('deals.add')}
        </Button>
      </div>
      <p className="muted">{t('deals.help')}</p>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskFlashDeal>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="deal-table"
          pagination={{ current: pageNum, pageSize: WINDOW_PAGE_SIZE, total: list.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPageNum }}
        />
      )}
      {editing && <DealDialog deal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

const DAY = 86_400;

function DealDialog({ deal, onClose }: { deal: DeskFlashDeal | null; onClose: () => void }) {
  const { t, language } = useTranslation('shopWindow');
  const { message } = App.useApp();
  const zone = useDateZone();
  const [form] = Form.useForm<DealForm>();
  const create = useCreateFlashDeal();
  const update = useUpdateFlashDeal();
  const [picked, setPicked] = useState<DeskProductOption | undefined>();
  const [now] = useState(() => Math.floor(Date.now() / 60_000) * 60);
  const required = { required: true, message: ValidationMessages.required[language] };
  const ownPrice = deal?.productPrice ?? picked?.price;

  const submit = async () => {
    let values: DealForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const startsAt = fromZonedInput(values.startsAt, zone) ?? 0;
    const endsAt = fromZonedInput(values.endsAt, zone) ?? 0;
    if (endsAt <= startsAt) {
      form.setFields([{ name: 'endsAt', errors: [t('endAfterStart')] }]);
      return;
    }
    const terms = { dealPrice: poundsToPence(values.dealPrice) ?? 0, limit: values.limit ?? null, startsAt, endsAt };
    try {
      if (deal) await update.mutateAsync({ id: deal.id, ...terms });
      else await create.mutateAsync({ productId: values.productId, ...terms });
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
      title={deal ? t('deals.editTitle') : t('deals.addTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DealForm>
        form={form}
        layout="vertical"
        initialValues={{
          ...(deal ? { productId: deal.productId, dealPrice: deal.dealPrice / 100, limit: deal.limit } : {}),
          startsAt: toZonedInput(deal?.startsAt ?? now, zone),
          endsAt: toZonedInput(deal?.endsAt ?? now + 7 * DAY, zone),
        }}
      >
        <Form.Item name="productId" label={t('fields.product')} extra={t('deals.productHelp')} rules={[required]}>
          {deal ? <Input disabled value={language === 'zh' ? deal.productNameZh : deal.productNameEn} /> : <ProductPicker forDeal onPicked={setPicked} testId="deal-product" />}
        </Form.Item>
        <Space wrap size="middle" align="start">
          <Form.Item
            name="dealPrice"
            label={t('fields.dealPrice')}
            extra={ownPrice === undefined ? undefined : t('deals.ownPrice', { price: formatPounds(ownPrice) })}
            rules={[
              required,
              {
                validator: async (_rule, value: number | undefined) =>
                  value === undefined || ownPrice === undefined || (poundsToPence(value) ?? 0) < ownPrice ? undefined : Promise.reject(new Error(t('deals.priceNotBelow'))),
              },
            ]}
          >
            <InputNumber min={0.01} step={1} precision={2} prefix="£" data-testid="deal-price" />
          </Form.Item>
          <Form.Item name="limit" label={t('fields.limit')} extra={t('deals.limitHelp')}>
            <InputNumber min={1} max={FLASH_DEAL_LIMIT_MAX} precision={0} data-testid="deal-limit" />
          </Form.Item>
        </Space>
        <Space wrap size="middle" align="start">
          <Form.Item name="startsAt" label={t('fields.startsAt')} rules={[required]}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="endsAt" label={t('fields.endsAt')} rules={[required]}>
            <Input type="datetime-local" />
          </Form.Item>
        </Space>
        <p className="muted">{t('zoneHelp', { zone: zoneLabel(zone, language) })}</p>
      </Form>
    </Modal>
  );
}
