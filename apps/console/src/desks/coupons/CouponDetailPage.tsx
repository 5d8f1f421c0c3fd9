import { Alert, App, Button, type ButtonProps, Card, Descriptions, Form, Input, InputNumber, Modal, Popconfirm, Result, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { formatZonedLabelled, zoneLabel } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { COUPON_BOUNDS } from '@clearlot/contract/rules/coupon';
import { type CouponRedemption, type DeskCoupon, UpdateCouponBody } from '@clearlot/contract/schemas/coupon';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { ApiError } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { REDEMPTION_PAGE_SIZE, useDeskCoupon, usePauseMove, useRedemptions, useUpdateCoupon } from './api';
import { CouponStateTag, audienceText, scopeText, termsText } from './display';
import { fromZonedInput, toZonedInput } from '../../shared/zonedTime';
import './coupons.css';

interface Changes {
  nameEn: string;
  nameZh: string;
  totalLimit: number;
  perBuyerLimit: number;
  validUntil: string;
}

/** What may change once buyers may hold the coupon: names, limits upwards, a later end (the server holds the same rules). */
function EditDialog({ coupon, onClose }: { coupon: DeskCoupon; onClose: () => void }) {
  const { t, language } = useTranslation('coupons');
  const zone = useDateZone();
  const { message } = App.useApp();
  const [form] = Form.useForm<Changes>();
  const save = useUpdateCoupon();
  const shape = UpdateCouponBody.shape;
  const submit = async () => {
    let values: Changes;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        couponId: coupon.id,
        nameEn: values.nameEn.trim(),
        nameZh: values.nameZh.trim(),
        totalLimit: values.totalLimit,
        perBuyerLimit: values.perBuyerLimit,
        validUntil: fromZonedInput(values.validUntil, zone) ?? 0,
      });
      void message.success(t('detail.saved', { code: coupon.code }));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  return (
    <Modal
      open
      title={t('detail.editTitle', { code: coupon.code })}
      okText={t('detail.save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'coupon-edit-confirm' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('detail.editHelp')} className="coupons__edit-help" />
      <Form<Changes>
        form={form}
        layout="vertical"
        initialValues={{
          nameEn: coupon.nameEn,
          nameZh: coupon.name,
          totalLimit: coupon.totalLimit,
          perBuyerLimit: coupon.perBuyerLimit,
          validUntil: toZonedInput(coupon.validUntil, zone),
        }}
      >
        <Form.Item name="nameEn" label={t('form.nameEn')} rules={[schemaRule(shape.nameEn)]}>
          <Input maxLength={COUPON_BOUNDS.nameMax} data-testid="coupon-edit-name-en" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('form.nameZh')} rules={[schemaRule(shape.nameZh)]}>
          <Input maxLength={COUPON_BOUNDS.nameMax} data-testid="coupon-edit-name-zh" />
        </Form.Item>
        <Space wrap size="middle" align="start">
          <Form.Item name="totalLimit" label={t('form.totalLimit')} rules={[schemaRule(shape.totalLimit)]}>
            <InputNumber min={Math.max(1, coupon.issued)} max={COUPON_BOUNDS.maxTotalLimit} precision={0} className="coupons__number" data-testid="coupon-edit-total" />
          </Form.Item>
          <Form.Item name="perBuyerLimit" label={t('form.perBuyerLimit')} rules={[schemaRule(shape.perBuyerLimit)]}>
            <InputNumber min={coupon.perBuyerLimit} max={COUPON_BOUNDS.maxPerBuyerLimit} precision={0} className="coupons__number" data-testid="coupon-edit-per-buyer" />
          </Form.Item>
          <Form.Item name="validUntil" label={t('form.validUntil')} extra={t('form.zoneHelp', { zone: zoneLabel(zone, language) })}>
            <Input type="datetime-local" data-testid="coupon-edit-until" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

function PauseButton({ coupon }: { coupon: DeskCoupon }) {
  const { t } = useTranslation('coupons');
  const { message } = App.useApp();
  const pausing = coupon.state !== 'paused';
  const move = usePauseMove(pausing ? 'pause' : 'resume');
  return (
    <Popconfirm
      title={t(pausing ? 'detail.pauseConfirm' : 'detail.resumeConfirm', { code: coupon.code })}
      okText={t(pausing ? 'detail.pause' : 'detail.resume')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: pausing, 'data-testid': 'coupon-pause-confirm' } as ButtonProps}
      onConfirm={async () => {
        try {
          await move.mutateAsync(coupon.id);
          void message.success(t(pausing ? 'detail.paused' : 'detail.resumed', { code: coupon.code }));
        } catch {
          // The HTTP client has shown the server's reason.
        }
      }}
    >
      <Button danger={pausing} type={pausing ? 'default' : 'primary'} loading={move.isPending} data-testid={pausing ? 'coupon-pause' : 'coupon-resume'}>
        {t(pausing ? 'detail.pause' : 'detail.resume')}
      </Button>
    </Popconfirm>
  );
}

function Redemptions({ coupon }: { coupon: DeskCoupon }) {
  const { t, language } = useTranslation('coupons');
  const zone = useDateZone();
  const [pageNum, setPageNum] = useState(1);
  const page = useRedemptions(coupon.id, pageNum);
  const date = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  return (
    <Card title={t('detail.redemptions', { count: page.data?.total ?? 0 })} size="small">
      <Table<CouponRedemption>
        rowKey="id"
        size="small"
        dataSource={page.data?.list ?? []}
        loading={page.isFetching}
        locale={{ emptyText: t('detail.noRedemptions') }}
        scroll={{ x: 'max-content' }}
        data-testid="coupon-redemptions"
        pagination={{ current: pageNum, pageSize: REDEMPTION_PAGE_SIZE, total: page.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPageNum }}
        columns={[
          {
            key: 'buyer',
            title: t('detail.columns.buyer'),
            render: (_, row) => (
              <>
                <Link to={consolePaths.account.path.replace(':userId', String(row.userId))}>{row.buyerName}</Link>
                <br />
                <span className="muted">{row.buyerEmail}</span>
              </>
            ),
          },
          { key: 'orders', title: t('detail.columns.orders'), render: (_, row) => row.orderNos.map((no) => <Tag key={no}>{no}</Tag>) },
          { key: 'itemsOff', title: t('detail.columns.itemsOff'), render: (_, row) => formatPounds(row.itemsOff) },
          { key: 'deliveryOff', title: t('detail.columns.deliveryOff'), render: (_, row) => formatPounds(row.deliveryOff) },
          { key: 'at', title: t('detail.columns.at'), className: 'coupons__nowrap', render: (_, row) => date(row.redeemedAt) },
          {
            key: 'released',
            title: t('detail.columns.released'),
            render: (_, row) =>
              row.releasedAt === null ? (
                t('detail.notReleased')
              ) : (
                <Tooltip title={t('detail.releasedHelp')}>
                  <span>{t('detail.releasedAt', { time: date(row.releasedAt) })}</span>
                </Tooltip>
              ),
          },
        ]}
      />
    </Card>
  );
}

function Coupon({ coupon }: { coupon: DeskCoupon }) {
  const { t, language } = useTranslation('coupons');
  const zone = useDateZone();
  const [editing, setEditing] = useState(false);
  const date = (seconds: number) => formatZonedLabelled(seconds, zone, language);
  const ended = coupon.state === 'ended';
  return (
    <section aria-labelledby="coupon-title" className="coupon">
      <Link to={consolePaths.coupons.path}>{t('detail.back')}</Link>
      <h1 id="coupon-title" className="desk__title">
        {t('detail.title', { code: coupon.code })}
      </h1>
      <Card>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            { key: 'name', label: t('desk.columns.name'), children: language === 'zh' ? `${coupon.name} (${coupon.nameEn})` : `${coupon.nameEn} (${coupon.name})` },
            { key: 'state', label: t('detail.state'), children: <CouponStateTag state={coupon.state} t={t} /> },
            { key: 'terms', label: t('detail.terms'), children: termsText(coupon, t) },
            { key: 'scope', label: t('detail.scope'), children: scopeText(coupon, t, language) },
            { key: 'validity', label: t('detail.validity'), children: t('desk.validity', { from: date(coupon.validFrom), until: date(coupon.validUntil) }) },
            { key: 'audience', label: t('detail.audience'), children: audienceText(coupon.audience, t) },
            { key: 'limits', label: t('detail.limits'), children: t('detail.limitsValue', { total: coupon.totalLimit, perBuyer: coupon.perBuyerLimit }) },
            { key: 'issued', label: t('detail.issued'), children: <span data-testid="coupon-issued">{coupon.issued}</span> },
            { key: 'used', label: t('detail.used'), children: <span data-testid="coupon-used">{coupon.used}</span> },
            { key: 'discounted', label: t('detail.discounted'), children: formatPounds(coupon.discounted) },
            { key: 'created', label: t('detail.created'), children: date(coupon.createdAt) },
            ...(coupon.pausedAt !== null ? [{ key: 'pausedAt', label: t('detail.pausedAt'), children: date(coupon.pausedAt) }] : []),
          ]}
        />
        {!ended && (
          <div className="coupon__actions">
            <PauseButton coupon={coupon} />
            <Button onClick={() => setEditing(true)} data-testid="coupon-edit">
              {t('detail.edit')}
            </Button>
          </div>
        )}
      </Card>
      <Redemptions coupon={coupon} />
      {editing && <EditDialog coupon={coupon} onClose={() => setEditing(false)} />}
    </section>
  );
}

/** /console/coupons/:couponId: one coupon, its state and counts, pause and resume, and its redemptions (issue 34 item 4). */
export default function CouponDetailPage() {
  const { t } = useTranslation('coupons');
  const couponId = Number(useParams().couponId);
  const valid = Number.isInteger(couponId) && couponId > 0 && couponId <= 2_147_483_647;
  const coupon = useDeskCoupon(valid ? couponId : 0);
  if (!valid || (coupon.error instanceof ApiError && coupon.error.code === ErrorCatalogue.couponNotFound.code)) {
    return <Result status="404" title={t('detail.notFound')} extra={<Link to={consolePaths.coupons.path}>{t('detail.back')}</Link>} />;
  }
  if (coupon.isError) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void coupon.refetch()} data-testid="coupon-retry">
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!coupon.data) return <Skeleton active />;
  return <Coupon coupon={coupon.data} />;
}
