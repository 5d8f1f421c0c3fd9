import { REVIEW_TABS, type ReviewTab } from '@clearlot/contract/rules/reviews';
import type { ReviewDetail, ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { Link, useSearchParams } from '../../../shared/router';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Pagination } from '../../../shared/ui/Pagination';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { REVIEW_PAGE_SIZE, useMyReviews } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import { Stars } from '../components/Stars';
import '../reviews.css';

function ToReviewCard({ line }: { line: ReviewedLine }) {
  const { t } = useTranslation('reviews');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card size="small" data-testid="to-review-card">
      <LineSummary line={line} />
      <div className="review-card__foot">
        <span className="muted">{line.completedAt !== null ? t('list.completedAt', { time: formatZonedLabelled(line.completedAt, zone, language) }) : ''}</span>
        <ButtonLink variant="primary" to={paths.addEval.getHref({ orderItemId: line.orderItemId })} data-testid="to-review-button">
          {t('list.review')}
        </ButtonLink>
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
      <Stars rating={review.rating} label={t('stars', { rating: review.rating })} className="review-card__stars" />
      {review.text && <p className="review-text">{review.text}</p>}
      <div className="review-card__foot">
        <span className="muted review-card__posted">
          {t('list.postedAt', { time: formatZonedLabelled(review.postedAt, zone, language) })}
          {review.reply && <Tag tone="success">{t('list.replied')}</Tag>}
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
        <Pagination label={t('list.pagesLabel')} pageNum={pageNum} pageSize={REVIEW_PAGE_SIZE} total={page.total} onChange={(next) => go(tab, next)} />
      </>
    );
  } else if (page) {
    content = <EmptyResult title={t(`list.empty.${tab}`)} hint={tab === 'toReview' ? t('list.emptyHint') : undefined} />;
  } else if (mine.isError) {
    content = <LoadFailed title={t('list.loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />;
  } else {
    content = <Skeleton rows={5} label={t('a11y.loading', { ns: 'common' })} />;
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
