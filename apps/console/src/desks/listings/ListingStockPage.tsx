import { App, Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import * as ApiPath from '@clearlot/contract/api/paths';
import { STOCK_ADJUST_REASONS, STOCK_NOTE_MAX, type StockAdjustReason } from '@clearlot/contract/rules/listing';
import { AdjustStockBody, ReceiveStockBody } from '@clearlot/contract/schemas/listing';
import type { AdjustStockBody as AdjustBody, ListingSku, ReceiveStockBody as ReceiveBody, StockMovement } from '@clearlot/contract/schemas/listing';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { api } from '@clearlot/browser/http/client';
import { byLanguage, skuOptionsOf, warehouseNameOf } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { MOVEMENT_PAGE_SIZE, useListing, useListingWrite, useMovements, useWarehouses } from './api';
import './listings.css';

type Move = 'receive' | 'adjust';

interface MoveValues {
  warehouseCode?: string;
  quantity?: number;
  reason?: StockAdjustReason;
  note?: string;
}

/** Receive onto a shelf, or adjust it with a reason; each form keeps one client key until its move is done, so a retry moves once. */
function MoveForm({ sku, move }: { sku: ListingSku; move: Move }) {
  const { t, language } = useTranslation('listings');
  const { message } = App.useApp();
  const warehouses = useWarehouses();
  const [form] = Form.useForm<MoveValues>();
  const key = useRef(crypto.randomUUID());
  const write = useListingWrite((body: ReceiveBody | AdjustBody) =>
    'reason' in body ? api.post(ApiPath.product.adjustStock, body as AdjustBody) : api.post(ApiPath.product.receiveStock, body as ReceiveBody),
  );
  const schema = move === 'receive' ? ReceiveStockBody.shape : AdjustStockBody.shape;
  return (
    <Form<MoveValues>
      form={form}
      layout="vertical"
      initialValues={{ warehouseCode: sku.stock[0]?.warehouseCode, note: '' }}
      onFinish={(values) => {
        const common = { skuId: sku.id, warehouseCode: values.warehouseCode!, note: values.note ?? '', clientKey: key.current };
        const body = move === 'receive' ? { ...common, quantity: values.quantity! } : { ...common, change: values.quantity!, reason: values.reason! };
        write.mutate(body, {
          onSuccess: (result) => {
            key.current = crypto.randomUUID();
            form.resetFields(['quantity', 'note', 'reason']);
            void message.success(t('stock.moved', { shelf: result.shelf }));
          },
        });
      }}
      data-testid={`stock-${move}-form`}
    >
      <Typography.Text strong>{t(`stock.${move}Title`)}</Typography.Text>
      <Form.Item name="warehouseCode" label={t('editor.warehouse')} rules={[schemaRule(schema.warehouseCode)]} required>
        <Select options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseCode, label: warehouseNameOf(w, language) }))} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t(move === 'receive' ? 'stock.quantity' : 'stock.change')}
        tooltip={move === 'adjust' ? t('stock.changeHint') : undefined}
        rules={[schemaRule(move === 'receive' ? ReceiveStockBody.shape.quantity : AdjustStockBody.shape.change)]}
        required
      >
        <InputNumber precision={0} style={{ width: '100%' }} data-testid={`stock-${move}-quantity`} />
      </Form.Item>
      {move === 'adjust' && (
        <Form.Item name="reason" label={t('stock.reason')} rules={[schemaRule(AdjustStockBody.shape.reason)]} required>
          <Select options={STOCK_ADJUST_REASONS.map((reason) => ({ value: reason, label: t(`stock.reasons.${reason}`) }))} data-testid="stock-adjust-reason" />
        </Form.Item>
      )}
      <Form.Item
        name="note"
        label={t('stock.note')}
        dependencies={['reason']}
        rules={[
          schemaRule(schema.note),
          ({ getFieldValue }) => ({
            validator: async (_rule, note: string | undefined) => {
              if (move === 'adjust' && getFieldValue('reason') === 'other' && !note?.trim()) throw new Error(t('stock.noteRequired'));
            },
          }),
        ]}
      >
        <Input maxLength={STOCK_NOTE_MAX} />
      </Form.Item>
      <Button htmlType="submit" type={move === 'receive' ? 'primary' : 'default'} loading={write.isPending} data-testid={`stock-${move}-submit`}>
        {t(`stock.${move}`)}
      </Button>
    </Form>
  );
}

function Movements({ sku }: { sku: ListingSku }) {
  const { t, language } = useTranslation('listings');
  const zone = useDateZone();
  const warehouses = useWarehouses();
  const [warehouseCode, setWarehouseCode] = useState<string | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const movements = useMovements(sku.id, warehouseCode, pageNum);
  const nameOf = (code: string) => {
    const warehouse = warehouses.data?.find((w) => w.warehouseCode === code);
    return warehouse ? warehouseNameOf(warehouse, language) : code;
  };
  return (
    <>
      <Space style={{ margin: '16px 0 8px' }}>
        <Typography.Text strong>{t('stock.movements')}</Typography.Text>
        <Select
          allowClear
          placeholder={t('stock.allWarehouses')}
          value={warehouseCode}
          onChange={(value?: string) => {
            setWarehouseCode(value);
            setPageNum(1);
          }}
          options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseCode, label: warehouseNameOf(w, language) }))}
          style={{ minWidth: 200 }}
          aria-label={t('stock.warehouseFilter')}
        />
      </Space>
      <Table<StockMovement>
        rowKey="id"
        size="small"
        dataSource={movements.data?.list ?? []}
        loading={movements.isFetching && !movements.data}
        pagination={{ current: pageNum, pageSize: MOVEMENT_PAGE_SIZE, total: movements.data?.total ?? 0, onChange: setPageNum, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('stock.noMovements') }}
        columns={[
          { title: t('stock.when'), key: 'when', render: (_, m) => formatZonedLabelled(m.createdAt, zone, language) },
          { title: t('editor.warehouse'), key: 'warehouse', render: (_, m) => nameOf(m.warehouseCode) },
          { title: t('stock.kind'), key: 'kind', render: (_, m) => <Tag>{t(`stock.kinds.${m.kind}`)}</Tag> },
          {
            title: t('stock.change'),
            key: 'change',
            align: 'right',
            render: (_, m) => <Typography.Text type={m.change < 0 ? 'danger' : 'success'}>{m.change > 0 ? `+${m.change}` : m.change}</Typography.Text>,
          },
          { title: t('stock.after'), key: 'after', align: 'right', dataIndex: 'quantityAfter' },
          { title: t('stock.reason'), key: 'reason', render: (_, m) => [m.reason ? t(`stock.reasons.${m.reason}`) : '', m.note].filter(Boolean).join(' · ') },
        ]}
      />
    </>
  );
}

/**
 * /console/listings/:id/stock: each option's shelves by warehouse, receiving and adjusting them (with a
 * reason), and every movement of them: receipts, adjustments, units taken by orders and put back. The
 * shelf is the sum of its movements.
 */
export default function ListingStockPage() {
  const { t, language } = useTranslation('listings');
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const listing = useListing(id);
  const warehouses = useWarehouses();
  if (id === null || listing.isError) {
    return <Result status="404" title={t('editor.notFound')} extra={<Link to={consolePaths.listings.path}>{t('editor.back')}</Link>} />;
  }
  if (!listing.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = listing.data;
  return (
    <section aria-labelledby="listing-stock-title">
      <header className="desk__header">
        <h1 id="listing-stock-title" className="desk__title">
          {t('stock.title', { name: byLanguage(language, data.nameZh, data.nameEn) })}
        </h1>
        <Space>
          <Link to={consolePaths.listing.to(data.id)}>{t('actions.edit')}</Link>
          <Link to={consolePaths.listings.path}>{t('editor.back')}</Link>
        </Space>
      </header>
      <p className="desk__intro">{t('stock.intro')}</p>
      {data.skus.map((sku) => (
        <Card
          key={sku.id}
          size="small"
          className="listing-stock__sku"
          title={`${sku.skuCode}${sku.options.length > 0 ? ` · ${skuOptionsOf(sku.options, language)}` : ''}`}
          extra={t('stock.total', { count: sku.quantity })}
          data-testid="stock-sku"
        >
          <Table
            rowKey="warehouseCode"
            size="small"
            pagination={false}
            dataSource={(warehouses.data ?? []).map((w) => ({
              warehouseCode: w.warehouseCode,
              name: warehouseNameOf(w, language),
              quantity: sku.stock.find((s) => s.warehouseCode === w.warehouseCode)?.quantity ?? 0,
            }))}
            columns={[
              { title: t('editor.warehouse'), dataIndex: 'name', key: 'name' },
              { title: t('stock.shelf'), dataIndex: 'quantity', key: 'quantity', align: 'right' },
            ]}
          />
          <Row gutter={24} style={{ marginTop: 16 }}>
            <Col xs={24} md={12}>
              <MoveForm sku={sku} move="receive" />
            </Col>
            <Col xs={24} md={12}>
              <MoveForm sku={sku} move="adjust" />
            </Col>
          </Row>
          <Movements sku={sku} />
        </Card>
      ))}
    </section>
  );
}
