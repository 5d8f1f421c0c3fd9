import { Button, Card, Pagination, Rate, Skeleton, Tag } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { Link, useNavigate, useSearchParams } from '../../../shared/router';
import { REVIEW_TABS, type ReviewTab } from '@clearlot/contract/rules/reviews';
import type { ReviewDetail, ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { REVIEW_PAGE_SIZE, useMyReviews } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import '../reviews.css';

function ToReviewCard({ line }: { line: ReviewedLine }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card size="small" data-testid="to-review-card">
      <LineSummary line={line} />
      <div className="review-card__foot">
        <span className="muted">{line.completedAt !== null ? t('list.completedAt', { time: formatZonedLabelled(line.completedAt, zone, language) }) : ''}</span>
        <Button type="primary" onClick={() => void navigate(paths.addEval.getHref({ orderItemId: line.orderItemId }))} data-testid="to-review-button">
          {t('list.review')}
        </Button>
      </div>
    </Card>
  );
}

function ReviewedCard({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card size="small" data-testid="reviewed-card">
      <LineSummary line={review.line} />
      <Rate disabled value={review.rating} aria-label={t('stars', { rating: review.rating })} />
      {review.text && <p className="review-text">{review.text}</p>}
      <div className="review-card__foot">
        <span className="muted">
          {t('list.postedAt', { time: formatZonedLabelled(review.postedAt, zone, language) })}
          {review.reply && (
            <Tag color="success" style={{ marginInlineStart: 8 }}>
              {t('list.replied')}
            </Tag>
          )}
        </span>
        <Link to={paths.evalDetail.getHref(review.id)} data-testid="reviewed-open">
          {t('list.view')}
        </Link>
      </div>
    </Card>
  );
}

/** /home/CommentList: the completed order lines waiting for a review, and the reviews written (docs/product.md §2). */
export default function CommentListPage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const tab: ReviewTab = params.get('tab') === 'reviewed' ? 'reviewed' : 'toReview';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const mine = useMyReviews(tab, pageNum);
  const go = (nextTab: ReviewTab, nextPage = 1) =>
    setParams(new URLSearchParams({ ...(nextTab === 'reviewed' ? { tab: nextTab } : {}), ...(nextPage > 1 ? { page: String(nextPage) } : {}) }));
  const data = mine.data;
  const page = tab === 'toReview' ? data?.toReview : data?.reviewed;

  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="review-list" aria-label={t('list.label')}>
          {tab === 'toReview'
            ? (page.list as ReviewedLine[]).map((line) => (
                <li key={line.orderItemId}>
                  <ToReviewCard line={line} />
                </li>
              ))
            : (page.list as ReviewDetail[]).map((review) => (
                <li key={review.id}>
                  <ReviewedCard review={review} />
                </li>
              ))}
        </ul>
        <Pagination current={pageNum} pageSize={REVIEW_PAGE_SIZE} total={page.total} hideOnSinglePage onChange={(next) => go(tab, next)} />
      </>
    );
  } else if (page) {
    content = <EmptyResult title={t(`list.empty.${tab}`)} hint={tab === 'toReview' ? t('list.emptyHint') : undefined} />;
  } else if (mine.isError) {
    content = <LoadFailed title={t('list.loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
  } else {
    content = <Skeleton active paragraph={{ rows: 5 }} />;
  }

  return (
    <section className="review-page" aria-labelledby="comment-list-title">
      <header>
        <h1 id="comment-list-title" className="review-page__title">
          {t('list.title')}
        </h1>
        <p className="muted">{t('list.intro')}</p>
      </header>
      <FilterTabs
        className="review-tabs"
        aria-label={t('list.tabsLabel')}
        activeKey={tab}
        onChange={(key) => go(key as ReviewTab)}
        items={REVIEW_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`review-tab-${key}`}>
              {t(`tabs.${key}`)}
              {data && <span className="review-tabs__count">{data.counts[key]}</span>}
            </span>
          ),
        }))}
      />
      <div aria-busy={mine.isFetching} aria-live="polite">
        {content}
      </div>
    </section>
  );
}
