import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { HistoryPage } from '@clearlot/contract';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/catalogue/components/ProductGrid';
import { SearchFailed } from '../../../shared/catalogue/components/SearchFailed';
import { useGridLayout } from '../../../shared/catalogue/hooks/useGridLayout';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/paths';
import { Pagination } from '../../../shared/ui/Pagination';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { confirm } from '../../../shared/ui/kit/feedback';
import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { useHistory, useRemoveHistory } from '../api/history';
import { dayName } from '../model/dayLabel';

const PAGE_SIZE = 40;

/**
 * MyTracks (issue 14): the products the buyer opened, newest first, under a heading per day; remove one,
 * a day, or everything (the last two after confirming).
 */
export function HistoryView() {
  const { t } = useTranslation('history');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const { ref, layout } = useGridLayout<HTMLElement>();
  const [pageNum, setPageNum] = useState(1);
  const query = useHistory(pageNum, PAGE_SIZE);
  const remove = useRemoveHistory();
  const page: HistoryPage | undefined = query.data;

  // after removals the page may lie past the end: step back to the last one
  if (page && !query.isPlaceholderData && page.days.length === 0 && page.total > 0 && pageNum > 1) setPageNum(Math.ceil(page.total / PAGE_SIZE));

  /** Removes a day or everything once the buyer confirms (antd's Popconfirm's role). */
  const confirmRemove = (title: string, okText: string, removal: Parameters<typeof remove.mutate>[0]) =>
    void confirm({ title, okText, cancelText: t('cancel'), danger: true, onOk: () => remove.mutate(removal) });

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
              <Button
                size="small"
                variant="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => confirmRemove(t('removeDayConfirm'), t('remove'), { kind: 'day', body: { day: group.day } })}
                data-testid="history-remove-day"
              >
                {t('removeDay')}
              </Button>
            </header>
            <ProductGrid
              products={group.list}
              layout={layout}
              renderExtra={(product) => (
                <Button
                  size="small"
                  variant="text"
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
        <Pagination label={t('pagesLabel')} pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onChange={(next) => setPageNum(next)} />
      </>
    );
  } else if (page) {
    content = (
      <EmptyResult title={t('emptyTitle')} hint={t('emptyHint')}>
        <ButtonLink variant="primary" to={paths.listing.getHref()} data-testid="history-browse">
          {t('browse')}
        </ButtonLink>
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
            <Button size="small" danger onClick={() => confirmRemove(t('clearConfirm'), t('clear'), { kind: 'all' })} data-testid="history-clear">
              {t('clear')}
            </Button>
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
      <Busy busy={(query.isPlaceholderData && query.isFetching) || remove.isPending} label={common('a11y.loading')}>
        {content}
      </Busy>
    </section>
  );
}
