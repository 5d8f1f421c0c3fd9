import { DeleteOutlined } from '@ant-design/icons';
import { Button, Pagination, Popconfirm, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { HistoryPage } from '@clearlot/contract';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/catalogue/components/ProductGrid';
import { SearchFailed } from '../../../shared/catalogue/components/SearchFailed';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { hashHref, paths } from '../../../shared/paths';
import { useHistory, useRemoveHistory } from '../api/history';
import { dayName } from '../model/dayLabel';

const PAGE_SIZE = 40;

/**
 * MyTracks (issue 14): the products the buyer opened, newest first, under a heading per day; remove one,
 * a day, or everything (the last two after confirming).
 */
export function HistoryView() {
  const { t } = useTranslation('history');
  const language = currentLanguage();
  const { ref, layout } = useGridLayout<HTMLElement>();
  const [pageNum, setPageNum] = useState(1);
  const query = useHistory(pageNum, PAGE_SIZE);
  const remove = useRemoveHistory();
  const page: HistoryPage | undefined = query.data;

  // after removals the page may lie past the end: step back to the last one
  if (page && !query.isPlaceholderData && page.days.length === 0 && page.total > 0 && pageNum > 1) setPageNum(Math.ceil(page.total / PAGE_SIZE));

  const headingOf = (day: string) => {
    const name = dayName(day, new Date(), language);
    return name.kind === 'date' ? name.text : t(`day.${name.kind}`);
  };

  let content;
  if (page && page.days.length > 0) {
    content = (
      <>
        {page.days.map((group) => (
          <section key={group.day} className="history-day" aria-labelledby={`history-day-${group.day}`} data-testid="history-day">
            <header className="history-day__header">
              <h2 id={`history-day-${group.day}`} className="history-day__title">
                {headingOf(group.day)}
              </h2>
              <Popconfirm title={t('removeDayConfirm')} okText={t('remove')} cancelText={t('cancel')} onConfirm={() => remove.mutate({ kind: 'day', body: { day: group.day } })}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} data-testid="history-remove-day">
                  {t('removeDay')}
                </Button>
              </Popconfirm>
            </header>
            <ProductGrid
              products={group.list}
              layout={layout}
              renderExtra={(product) => (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove.mutate({ kind: 'entry', body: { productId: product.id, day: group.day } })}
                  aria-label={t('removeLabel', { name: productNameOf(product, language) })}
                  data-testid="history-remove"
                >
                  {t('remove')}
                </Button>
              )}
            />
          </section>
        ))}
        {page.total > PAGE_SIZE && <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={setPageNum} showSizeChanger={false} align="center" />}
      </>
    );
  } else if (page) {
    content = (
      <EmptyResult title={t('emptyTitle')} hint={t('emptyHint')}>
        <Button type="primary" href={hashHref(paths.listing.getHref())} data-testid="history-browse">
          {t('browse')}
        </Button>
      </EmptyResult>
    );
  } else if (query.isError) {
    content = <SearchFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <ProductGridSkeleton layout={layout} count={8} />;
  }

  return (
    <section ref={ref} aria-labelledby="history-title" aria-busy={query.isFetching} className="history">
      <header className="history__header">
        <h1 id="history-title" className="history__title">
          {t('title')}
        </h1>
        {page && page.total > 0 ? (
          <>
            <span className="muted" data-testid="history-total">
              {t('total', { count: page.total })}
            </span>
            <Popconfirm title={t('clearConfirm')} okText={t('clear')} cancelText={t('cancel')} onConfirm={() => remove.mutate({ kind: 'all' })}>
              <Button size="small" danger data-testid="history-clear">
                {t('clear')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          // the same room, unseen, until there is something to clear: the count and button arriving
          // would otherwise wrap the heading's row on a phone and move the list down (a layout shift)
          <span className="history__actions-room" aria-hidden>
            <span className="muted">{t('total', { count: 0 })}</span>
            <Button size="small" tabIndex={-1}>
              {t('clear')}
            </Button>
          </span>
        )}
      </header>
      <p className="muted history__intro">{t('intro')}</p>
      <Spin spinning={(query.isPlaceholderData && query.isFetching) || remove.isPending} delay={150}>
        {content}
      </Spin>
    </section>
  );
}
