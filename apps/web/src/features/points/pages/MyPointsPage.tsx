import { Alert, Button, Card, Pagination, Skeleton, Table, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { Link } from '../../../shared/router';
import { POINTS_EXPIRING_SOON_DAYS, POINTS_PER_POUND, PointsEntryKind, REVIEW_POINTS, REVIEW_WITH_PHOTOS_POINTS } from '@clearlot/contract/rules/points';
import type { PointsEntryView, PointsLotView } from '@clearlot/contract/schemas/points';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { hashHref, paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
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

const KIND_COLOUR: Record<PointsEntryKind, string> = { 1: 'success', 2: 'processing', 3: 'warning', 4: 'default', 5: 'success' };

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
            showIcon
            message={t('mine.expiringAlert', { count: s.expiringSoon, points: formatPoints(s.expiringSoon), date: date(s.nextExpiryAt) })}
            data-testid="points-expiring-alert"
          />
        )}
        {s.debt > 0 && <Alert type="error" showIcon message={t('mine.debt', { count: s.debt, points: formatPoints(s.debt) })} />}
        {s.lots.length > 0 && (
          <Card title={t('mine.lotsTitle')} size="small">
            <Table<PointsLotView>
              rowKey="id"
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={s.lots}
              columns={[
                { title: t('mine.lot.source'), key: 'source', render: (_, lot) => t(`source.${lot.source}`) },
                { title: t('mine.lot.remaining'), key: 'remaining', align: 'right', render: (_, lot) => `${formatPoints(lot.remaining)} / ${formatPoints(lot.earned)}` },
                { title: t('mine.lot.earnedAt'), key: 'earnedAt', render: (_, lot) => date(lot.earnedAt) },
                {
                  title: t('mine.lot.expiresAt'),
                  key: 'expiresAt',
                  render: (_, lot) => (
                    <>
                      {date(lot.expiresAt)} {lot.expiringSoon && <Tag color="warning">{t('mine.lot.soon')}</Tag>}
                    </>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </>
    );
  } else if (summary.isError && !summary.data) {
    head = <LoadFailed title={t('mine.loadFailed')} error={summary.error} onRetry={() => void summary.refetch()} />;
  } else {
    head = <Skeleton active paragraph={{ rows: 3 }} />;
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
        <Button type="primary" href={hashHref(paths.pointMall.getHref())} data-testid="points-to-mall">
          {t('mine.toMall')}
        </Button>
      </header>
      {!ready && <Skeleton active paragraph={{ rows: 8 }} />}
      {ready && head}
      {ready && (
        <Card title={t('mine.historyTitle')} size="small">
          {page ? (
            <>
              <Table<PointsEntryView>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={page.list}
                locale={{ emptyText: t('mine.historyEmpty') }}
                data-testid="points-history"
                columns={[
                  { title: t('mine.entry.time'), key: 'time', render: (_, entry) => formatZonedLabelled(entry.createdAt, zone, language) },
                  { title: t('mine.entry.kind'), key: 'kind', render: (_, entry) => <Tag color={KIND_COLOUR[entry.kind]}>{t(`kind.${KIND_KEY[entry.kind]}`)}</Tag> },
                  { title: t('mine.entry.detail'), key: 'detail', render: (_, entry) => <EntryDetail entry={entry} /> },
                  {
                    title: t('mine.entry.points'),
                    key: 'points',
                    align: 'right',
                    render: (_, entry) => (
                      <span className={entry.points >= 0 ? 'points-plus' : 'points-minus'}>
                        {entry.points > 0 ? '+' : entry.points < 0 ? '-' : ''}
                        {formatPoints(entry.points)}
                      </span>
                    ),
                  },
                ]}
              />
              <Pagination className="points-page__pagination" current={pageNum} pageSize={HISTORY_PAGE_SIZE} total={page.total} hideOnSinglePage onChange={setPageNum} />
            </>
          ) : history.isError && !history.data ? (
            <LoadFailed title={t('mine.loadFailed')} error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
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
