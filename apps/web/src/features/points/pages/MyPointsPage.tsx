import { useDeferredValue, useState } from 'react';
import { POINTS_EXPIRING_SOON_DAYS, POINTS_PER_POUND, PointsEntryKind, REVIEW_POINTS, REVIEW_WITH_PHOTOS_POINTS } from '@clearlot/contract/rules/points';
import type { PointsEntryView, PointsLotView } from '@clearlot/contract/schemas/points';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { Link } from '../../../shared/router';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag, type Tone } from '../../../shared/ui/kit/Tag';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Table, type TableColumn } from '../../../shared/ui/kit/Table';
import { usePointsHistory } from '../api/pointsHistory';
import { usePointsSummary } from '../api/pointsSummary';
import { formatPoints } from '../components/formatPoints';
import '../points.css';

const HISTORY_PAGE_SIZE = 10;

const KIND_KEY = {
  [PointsEntryKind.Earn]: 'earn',
  [PointsEntryKind.Spend]: 'spend',
  [PointsEntryKind.Clawback]: 'clawback',
  [PointsEntryKind.Expire]: 'expire',
  [PointsEntryKind.Return]: 'return',
} as const;

const KIND_TONE: Record<PointsEntryKind, Tone> = { 1: 'success', 2: 'info', 3: 'warning', 4: 'neutral', 5: 'success' };

/** What a history line concerns: the order, the point-mall item, or why it was earned. */
function EntryDetail({ entry }: { entry: PointsEntryView }) {
  const { t } = useTranslation('points');
  const language = currentLanguage();
  const goods = entry.goodsName !== null ? byLanguage(language, entry.goodsName, entry.goodsNameEn) : null;
  return (
    <span className="points-entry__detail">
      {goods && <span>{goods}</span>}
      {!goods && entry.source && <span>{t(`source.${entry.source}`)}</span>}
      {entry.orderNo && (
        <Link to={paths.orderDetail.getHref(entry.orderNo)} className="points-entry__order">
          {entry.orderNo}
        </Link>
      )}
    </span>
  );
}

/** /home/Point: the buyer's points — balance, what expires soon, the lots they are in, and every change (docs/product.md §2). */
export default function MyPointsPage() {
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const zone = useDateZone();
  const language = currentLanguage();
  const [pageNum, setPageNum] = useState(1);
  const summary = usePointsSummary();
  const history = usePointsHistory({ pageNum, pageSize: HISTORY_PAGE_SIZE });
  const date = (seconds: number) => formatZonedLabelled(seconds, zone, language, 'day');
  // the answers render in a transition, in slices (a query's answer alone renders in one blocking task)
  const summaryData = useDeferredValue(summary.data);
  const page = useDeferredValue(history.data);
  // the page shows its cards once both answers are in: the history arriving first and the summary
  // after would move the history down (a layout shift)
  const ready = (summaryData !== undefined || summary.isError) && (page !== undefined || history.isError);

  const lotColumns: TableColumn<PointsLotView>[] = [
    { key: 'source', title: t('mine.lot.source'), render: (lot) => t(`source.${lot.source}`) },
    { key: 'remaining', title: t('mine.lot.remaining'), align: 'right', render: (lot) => `${formatPoints(lot.remaining)} / ${formatPoints(lot.earned)}` },
    { key: 'earnedAt', title: t('mine.lot.earnedAt'), render: (lot) => date(lot.earnedAt) },
    {
      key: 'expiresAt',
      title: t('mine.lot.expiresAt'),
      render: (lot) => (
        <>
          {date(lot.expiresAt)} {lot.expiringSoon && <Tag tone="warning">{t('mine.lot.soon')}</Tag>}
        </>
      ),
    },
  ];
  const entryColumns: TableColumn<PointsEntryView>[] = [
    { key: 'time', title: t('mine.entry.time'), render: (entry) => formatZonedLabelled(entry.createdAt, zone, language) },
    { key: 'kind', title: t('mine.entry.kind'), render: (entry) => <Tag tone={KIND_TONE[entry.kind]}>{t(`kind.${KIND_KEY[entry.kind]}`)}</Tag> },
    { key: 'detail', title: t('mine.entry.detail'), render: (entry) => <EntryDetail entry={entry} /> },
    {
      key: 'points',
      title: t('mine.entry.points'),
      align: 'right',
      render: (entry) => (
        <span className={entry.points >= 0 ? 'points-plus' : 'points-minus'}>
          {entry.points > 0 ? '+' : entry.points < 0 ? '-' : ''}
          {formatPoints(entry.points)}
        </span>
      ),
    },
  ];

  let head;
  if (summaryData) {
    const s = summaryData;
    head = (
      <>
        <div className="points-stats">
          <Card className="points-stat">
            <div className="points-stat__label">{t('mine.balance')}</div>
            <div className="points-stat__value" data-testid="points-balance">
              {formatPoints(s.balance)}
            </div>
          </Card>
          <Card className="points-stat">
            <div className="points-stat__label">{t('mine.expiringSoon', { days: POINTS_EXPIRING_SOON_DAYS })}</div>
            <div className="points-stat__value points-stat__value--warning" data-testid="points-expiring">
              {formatPoints(s.expiringSoon)}
            </div>
          </Card>
        </div>
        {s.expiringSoon > 0 && s.nextExpiryAt !== null && (
          <Alert
            type="warning"
            title={t('mine.expiringAlert', { count: s.expiringSoon, points: formatPoints(s.expiringSoon), date: date(s.nextExpiryAt) })}
            data-testid="points-expiring-alert"
          />
        )}
        {s.debt > 0 && <Alert type="error" title={t('mine.debt', { count: s.debt, points: formatPoints(s.debt) })} />}
        {s.lots.length > 0 && (
          <Card title={t('mine.lotsTitle')} size="small">
            <Table<PointsLotView> rowKey={(lot) => lot.id} columns={lotColumns} rows={s.lots} className="points-table" />
          </Card>
        )}
      </>
    );
  } else if (summary.isError && !summary.data) {
    head = <LoadFailed title={t('mine.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    head = <Skeleton rows={3} label={common('a11y.loading')} />;
  }

  return (
    <section className="points-page" aria-labelledby="my-points-title">
      <header className="points-page__header">
        <div>
          <h1 id="my-points-title" className="points-page__title">
            {t('mine.title')}
          </h1>
          <p className="points-page__intro muted">{t('mine.intro')}</p>
        </div>
        <ButtonLink variant="primary" to={paths.pointMall.getHref()} data-testid="points-to-mall">
          {t('mine.toMall')}
        </ButtonLink>
      </header>
      {!ready && <Skeleton rows={8} label={common('a11y.loading')} />}
      {ready && head}
      {ready && (
        <Card title={t('mine.historyTitle')} size="small">
          {page ? (
            <Busy busy={history.isPlaceholderData && history.isFetching} label={common('a11y.loading')}>
              <Table<PointsEntryView>
                rowKey={(entry) => entry.id}
                columns={entryColumns}
                rows={page.list}
                empty={t('mine.historyEmpty')}
                className="points-table"
                data-testid="points-history"
              />
              <Pagination
                className="points-page__pagination"
                label={t('mine.pagesLabel')}
                pageNum={pageNum}
                pageSize={HISTORY_PAGE_SIZE}
                total={page.total}
                onChange={setPageNum}
              />
            </Busy>
          ) : history.isError && !history.data ? (
            <LoadFailed title={t('mine.loadFailed')} error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <Skeleton rows={4} label={common('a11y.loading')} />
          )}
        </Card>
      )}
      {ready && (
        <Card title={t('rules.title')} size="small">
          <ul className="points-rules">
            <li>{t('rules.orders', { count: POINTS_PER_POUND, points: POINTS_PER_POUND })}</li>
            <li>{t('rules.reviews', { points: REVIEW_POINTS, photos: REVIEW_WITH_PHOTOS_POINTS })}</li>
            <li>{t('rules.expiry')}</li>
            <li>{t('rules.spending')}</li>
            <li>{t('rules.refunds')}</li>
          </ul>
        </Card>
      )}
    </section>
  );
}
