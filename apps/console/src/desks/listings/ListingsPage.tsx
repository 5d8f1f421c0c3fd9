import { App, Button, Image, Input, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ListingStatus } from '@clearlot/contract/rules/listing';
import type { ListingSummary } from '@clearlot/contract/schemas/listing';
import { api } from '@clearlot/browser/http/client';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { LISTING_PAGE_SIZE, useListingWrite, useListings } from './api';
import { STATUS_COLOURS, STATUS_KEYS, marginText, money } from './display';
import './listings.css';

type StatusFilter = 'all' | 'onSale' | 'offSale' | 'draft';
const FILTER_STATUS: Record<StatusFilter, ListingStatus | undefined> = {
  all: undefined,
  onSale: ListingStatus.OnSale,
  offSale: ListingStatus.OffSale,
  draft: ListingStatus.Draft,
};

function ListingActions({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('listings');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const publish = useListingWrite((id: number) => api.post(ApiPath.product.publishListing, { id }));
  const unpublish = useListingWrite((id: number) => api.post(ApiPath.product.unpublishListing, { id }));
  const duplicate = useListingWrite((id: number) => api.post(ApiPath.product.duplicateListing, { id, clientKey: crypto.randomUUID() }));
  const remove = useListingWrite((id: number) => api.post(ApiPath.product.deleteListing, { id }));
  return (
    <Space size="small" wrap>
      <Link to={consolePaths.listing.to(listing.id)} data-testid="listing-edit">
        {t('actions.edit')}
      </Link>
      <Link to={consolePaths.listingStock.to(listing.id)}>{t('actions.stock')}</Link>
      {listing.status === ListingStatus.OnSale ? (
        <Button size="small" loading={unpublish.isPending} onClick={() => unpublish.mutate(listing.id, { onSuccess: () => void message.success(t('done.unpublished')) })}>
          {t('actions.unpublish')}
        </Button>
      ) : (
        <Button
          size="small"
          type="primary"
          loading={publish.isPending}
          onClick={() => publish.mutate(listing.id, { onSuccess: () => void message.success(t('done.published')) })}
          data-testid="listing-publish"
        >
          {t('actions.publish')}
        </Button>
      )}
      <Button
        size="small"
        loading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(listing.id, {
            onSuccess: (copy) => {
              void message.success(t('done.duplicated'));
              void navigate(consolePaths.listing.to(copy.id));
            },
          })
        }
      >
        {t('actions.duplicate')}
      </Button>
      <Popconfirm
        title={t('delete.title')}
        description={t('delete.text')}
        okText={t('delete.ok')}
        cancelText={t('delete.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync(listing.id).then(() => void message.success(t('done.deleted')))}
      >
        <Button size="small" danger loading={remove.isPending}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * /console/listings: the goods owner's listings (every product of their shop, the generated demo catalogue
 * included) by status and words, with their price, derived margin and stock; each opens in the editor or
 * on its stock page, and is published, taken off sale, copied or deleted from here.
 */
export default function ListingsPage() {
  const { t, language } = useTranslation('listings');
  const zone = useDateZone();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useListings(FILTER_STATUS[filter], keyword, pageNum);
  const page = useDeferredValue(list.data);

  const columns: ColumnsType<ListingSummary> = [
    {
      title: t('columns.listing'),
      key: 'listing',
      render: (_, listing) => (
        <Space>
          {listing.cover && !/mp4$/i.test(listing.cover) ? <Image src={listing.cover} width={48} height={48} preview={false} alt="" /> : <span className="listing-thumb--empty" />}
          <span>
            <Link to={consolePaths.listing.to(listing.id)} className="listing-name">
              {byLanguage(language, listing.nameZh, listing.nameEn)}
            </Link>
            <Typography.Text type="secondary" className="listing-id">
              {t('columns.id', { id: listing.id })}
            </Typography.Text>
          </span>
        </Space>
      ),
    },
    { title: t('columns.status'), key: 'status', width: 100, render: (_, l) => <Tag color={STATUS_COLOURS[l.status]}>{t(`status.${STATUS_KEYS[l.status]}`)}</Tag> },
    { title: t('columns.condition'), key: 'condition', width: 120, render: (_, l) => t(`condition.${l.condition}`) },
    { title: t('columns.price'), key: 'price', width: 110, align: 'right', render: (_, l) => money(l.price) },
    { title: t('columns.margin'), key: 'margin', width: 90, align: 'right', render: (_, l) => marginText(l.margin) },
    { title: t('columns.stock'), key: 'stock', width: 90, align: 'right', render: (_, l) => l.stock.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB') },
    { title: t('columns.updated'), key: 'updated', width: 160, render: (_, l) => formatZonedLabelled(l.updateTime, zone, language) },
    { title: t('columns.actions'), key: 'actions', width: 260, render: (_, l) => <ListingActions listing={l} /> },
  ];

  return (
    <section className="listings" aria-labelledby="listings-title">
      <header className="desk__header">
        <h1 id="listings-title" className="desk__title">
          {t('title')}
        </h1>
        <Space wrap>
          <Button onClick={() => void navigate(consolePaths.listingImport.path)} data-testid="listing-import">
            {t('actions.import')}
          </Button>
          <Button type="primary" onClick={() => void navigate(consolePaths.newListing.path)} data-testid="listing-new">
            {t('actions.new')}
          </Button>
        </Space>
      </header>
      <p className="desk__intro">{t('intro')}</p>
      <Space wrap className="listings__filters">
        <Segmented<StatusFilter>
          aria-label={t('filter.label')}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPageNum(1);
          }}
          options={(['all', 'onSale', 'offSale', 'draft'] as const).map((value) => ({ value, label: t(`filter.${value}`) }))}
        />
        <Input.Search
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterButton={t('search.button')}
          allowClear
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNum(1);
          }}
          data-testid="listing-search"
        />
      </Space>
      <Table<ListingSummary>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={list.isFetching && !page}
        locale={{ emptyText: list.isError ? t('loadFailed') : t('empty') }}
        pagination={{ current: pageNum, pageSize: LISTING_PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: setPageNum, hideOnSinglePage: true }}
        scroll={{ x: 1100 }}
      />
    </section>
  );
}
