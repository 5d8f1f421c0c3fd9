import { App, Button, type ButtonProps, Input, Popconfirm, Result, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPounds } from '@clearlot/contract/format/money';
import { listingPictureVariant } from '@clearlot/contract/rules/listing';
import { type DeskPointGoods, POINT_GOODS_DESK_STATES, type PointGoodsDeskState } from '@clearlot/contract/schemas/pointMallDesk';
import { useTranslation } from '../../shared/i18n';
import { MALL_PAGE_SIZE, useActiveMove, useDeskPointGoods } from './api';
import { optionText } from './display';
import { PointGoodsDialog } from './PointGoodsDialog';
import './pointMall.css';

/** Pause or resume an item, after a confirmation. */
function ActiveMove({ goods }: { goods: DeskPointGoods }) {
  const { t, language } = useTranslation('pointMall');
  const { message } = App.useApp();
  const pausing = goods.active;
  const move = useActiveMove(pausing ? 'pause' : 'resume');
  const name = language === 'zh' ? goods.name : goods.nameEn;
  return (
    <Popconfirm
      title={t(pausing ? 'pauseConfirm' : 'resumeConfirm', { name })}
      okText={t(pausing ? 'pause' : 'resume')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: pausing, 'data-testid': 'mall-move-confirm' } as ButtonProps}
      onConfirm={() =>
        move.mutateAsync(goods.id).then(
          () => void message.success(t(pausing ? 'paused' : 'resumed', { name })),
          () => undefined,
        )
      }
    >
      <Button size="small" danger={pausing} loading={move.isPending} data-testid={pausing ? 'mall-pause' : 'mall-resume'}>
        {t(pausing ? 'pause' : 'resume')}
      </Button>
    </Popconfirm>
  );
}

/**
 * /console/point-mall: the point mall's goods (issue 34 item 5) in the mall's order, by product name, id or option code and
 * state; list a goods owner's option from a warehouse, change its points and agreed prices, pause and resume it.
 */
export default function PointMallDeskPage() {
  const { t, language } = useTranslation('pointMall');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const state = POINT_GOODS_DESK_STATES.find((value) => value === params.get('state'));
  const pageNum = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const list = useDeskPointGoods({ keyword, ...(state ? { state } : {}), pageNum, pageSize: MALL_PAGE_SIZE });
  const page = useDeferredValue(list.data);
  const [editing, setEditing] = useState<DeskPointGoods | 'new' | null>(null);
  const go = (next: { q?: string; state?: PointGoodsDeskState | ''; page?: number }) => {
    const values = { q: next.q ?? keyword, state: next.state ?? state ?? '', page: next.page ?? 1 };
    setParams(
      new URLSearchParams({ ...(values.q ? { q: values.q } : {}), ...(values.state ? { state: values.state } : {}), ...(values.page > 1 ? { page: String(values.page) } : {}) }),
    );
  };

  const columns: TableColumnsType<DeskPointGoods> = [
    {
      key: 'picture',
      title: t('columns.picture'),
      render: (_, goods) =>
        goods.image ? (
          <img className="mall__picture" src={listingPictureVariant(goods.image, 'thumb')} width={48} height={48} alt="" loading="lazy" />
        ) : (
          <span className="mall__picture mall__picture--empty" />
        ),
    },
    {
      key: 'product',
      title: t('columns.product'),
      width: 250,
      render: (_, goods) => (
        <div className="mall__product">
          <span data-testid="mall-product-name">{language === 'zh' ? goods.name : goods.nameEn}</span>
          <span className="muted">
            {optionText(goods.skuOptions, language, t)} · {t('productId', { id: goods.productId })}
          </span>
          <span className="muted">{t('ownerOf', { name: language === 'zh' ? goods.ownerName : goods.ownerNameEn })}</span>
          {!goods.onSale && <Tag className="mall__off-sale">{t('offSale')}</Tag>}
        </div>
      ),
    },
    {
      key: 'warehouse',
      title: t('columns.warehouse'),
      width: 160,
      render: (_, goods) => (
        <>
          {language === 'zh' ? goods.warehouseName : goods.warehouseNameEn}
          <br />
          <span className="muted" data-testid="mall-stock">
            {t('inStock', { count: goods.stock })}
          </span>
        </>
      ),
    },
    {
      key: 'points',
      title: t('columns.points'),
      className: 'mall__nowrap',
      render: (_, goods) => (
        <span data-testid="mall-points">{t('points', { count: goods.pointsPrice, points: goods.pointsPrice.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB') })}</span>
      ),
    },
    {
      key: 'agreed',
      title: t('columns.agreed'),
      className: 'mall__nowrap',
      render: (_, goods) => (
        <>
          <span data-testid="mall-agreed">{formatPounds(goods.agreedPrice)}</span>
          <br />
          <span className="muted">{t('optionPrice', { price: formatPounds(goods.optionPrice) })}</span>
        </>
      ),
    },
    {
      key: 'redemptions',
      title: t('columns.redemptions'),
      width: 130,
      render: (_, goods) => (
        <span data-testid="mall-redemptions">{t('redeemed', { units: t('units', { count: goods.units }), orders: t('orders', { count: goods.redemptions }) })}</span>
      ),
    },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, goods) => (
        <div className="mall__actions">
          <Tag color={goods.active ? 'success' : 'warning'} data-testid="mall-state">
            {t(`states.${goods.active ? 'onOffer' : 'paused'}`)}
          </Tag>
          <Button size="small" onClick={() => setEditing(goods)} data-testid="mall-edit">
            {t('edit')}
          </Button>
          <ActiveMove goods={goods} />
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="mall-title" className="mall">
      <h1 id="mall-title" className="desk__title">
        {t('title')}
      </h1>
      <p className="desk__intro">{t('intro')}</p>
      <div className="mall__toolbar">
        <div className="mall__filters">
          <Input.Search
            className="mall__search"
            defaultValue={keyword}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            enterButton={t('search')}
            allowClear
            maxLength={100}
            onSearch={(q) => go({ q: q.trim() })}
            data-testid="mall-search"
          />
          <Select<PointGoodsDeskState | ''>
            className="mall__state"
            value={state ?? ''}
            aria-label={t('columns.state')}
            onChange={(value) => go({ state: value })}
            options={[{ value: '', label: t('anyState') }, ...POINT_GOODS_DESK_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          />
        </div>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="mall-add">
          {t('add')}
        </Button>
      </div>
      {list.isError && !page ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>} />
      ) : (
        <Table<DeskPointGoods>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={list.isFetching}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
          data-testid="mall-table"
          pagination={{
            current: pageNum,
            pageSize: MALL_PAGE_SIZE,
            total: page?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
        />
      )}
      {editing && <PointGoodsDialog goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
