import { Button, Input, Result, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatZoned, withZoneLabel } from '@clearlot/contract/format/date';
import { COUPON_DESK_STATES, CouponAudience, type CouponDeskState } from '@clearlot/contract/rules/coupon';
import type { DeskCoupon } from '@clearlot/contract/schemas/coupon';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { COUPON_PAGE_SIZE, useDeskCoupons } from './api';
import { CreateCouponDialog } from './CreateCouponDialog';
import { CouponStateTag, audienceText, scopeText, termsText } from './display';
import './coupons.css';

/** /console/coupons: operations's coupons (issue 34 item 4), newest first, by code or name and state; a new one from here. */
export default function CouponDeskPage() {
  const { t, language } = useTranslation('coupons');
  const zone = useDateZone();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const state = COUPON_DESK_STATES.find((value) => value === params.get('state'));
  const pageNum = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const list = useDeskCoupons({ keyword, ...(state ? { state } : {}), pageNum, pageSize: COUPON_PAGE_SIZE });
  const page = useDeferredValue(list.data);
  const [creating, setCreating] = useState(false);
  const go = (next: { q?: string; state?: CouponDeskState | ''; page?: number }) => {
    const values = { q: next.q ?? keyword, state: next.state ?? state ?? '', page: next.page ?? 1 };
    setParams(
      new URLSearchParams({ ...(values.q ? { q: values.q } : {}), ...(values.state ? { state: values.state } : {}), ...(values.page > 1 ? { page: String(values.page) } : {}) }),
    );
  };
  // the table names the clock once, in the column's title, and each date without it
  const date = (seconds: number) => formatZoned(seconds, zone);

  const columns: TableColumnsType<DeskCoupon> = [
    {
      key: 'code',
      title: t('desk.columns.code'),
      render: (_, coupon) => (
        <Link to={consolePaths.coupon.to(coupon.id)} className="coupons__code" data-testid="coupon-link">
          {coupon.code}
        </Link>
      ),
    },
    {
      key: 'name',
      title: t('desk.columns.name'),
      render: (_, coupon) => (
        <>
          {language === 'zh' ? coupon.name : coupon.nameEn}
          {coupon.audience === CouponAudience.NewBuyers && (
            <>
              <br />
              <Tag className="coupons__audience">{audienceText(coupon.audience, t)}</Tag>
            </>
          )}
        </>
      ),
    },
    { key: 'state', title: t('desk.columns.state'), render: (_, coupon) => <CouponStateTag state={coupon.state} t={t} /> },
    {
      key: 'terms',
      title: t('desk.columns.terms'),
      render: (_, coupon) => (
        <>
          {termsText(coupon, t)}
          <br />
          <span className="muted">{scopeText(coupon, t, language)}</span>
        </>
      ),
    },
    {
      key: 'validity',
      title: withZoneLabel(t('desk.columns.validity'), zone, language),
      className: 'coupons__dates',
      render: (_, coupon) => (
        <>
          {date(coupon.validFrom)}
          <br />
          {t('desk.until', { until: date(coupon.validUntil) })}
        </>
      ),
    },
    {
      key: 'issued',
      title: t('desk.columns.issued'),
      className: 'coupons__nowrap',
      render: (_, coupon) => t('desk.issuedOf', { issued: coupon.issued, total: coupon.totalLimit }),
    },
    { key: 'used', title: t('desk.columns.used'), dataIndex: 'used' },
  ];

  return (
    <section aria-labelledby="coupons-title" className="coupons">
      <h1 id="coupons-title" className="desk__title">
        {t('desk.title')}
      </h1>
      <p className="desk__intro">{t('desk.intro')}</p>
      <div className="coupons__toolbar">
        <div className="coupons__filters">
          <Input.Search
            className="coupons__search"
            defaultValue={keyword}
            placeholder={t('desk.searchPlaceholder')}
            aria-label={t('desk.searchPlaceholder')}
            enterButton={t('desk.search')}
            allowClear
            maxLength={100}
            onSearch={(q) => go({ q: q.trim() })}
            data-testid="coupon-search"
          />
          <Select<CouponDeskState | ''>
            className="coupons__state"
            value={state ?? ''}
            aria-label={t('desk.columns.state')}
            onChange={(value) => go({ state: value })}
            options={[{ value: '', label: t('desk.anyState') }, ...COUPON_DESK_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
            data-testid="coupon-state-filter"
          />
        </div>
        <Button type="primary" onClick={() => setCreating(true)} data-testid="coupon-add">
          {t('desk.add')}
        </Button>
      </div>
      {list.isError && !page ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button onClick={() => void list.refetch()} data-testid="coupon-retry">
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<DeskCoupon>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('desk.empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="coupon-table"
          pagination={{
            current: pageNum,
            pageSize: COUPON_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      )}
      {creating && <CreateCouponDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
