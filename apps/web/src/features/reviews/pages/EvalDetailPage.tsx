import { Alert, Button, Card, Rate, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import type { ReviewDetail } from '@clearlot/contract/schemas/reviews';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { useReviewDetail } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import { OwnerReply } from '../components/OwnerReply';
import { ReviewPhotos } from '../components/ReviewPhotos';
import '../reviews.css';

function ReviewView({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <>
      <Card>
        <LineSummary line={review.line} />
      </Card>
      <Card data-testid="review-detail">
        <Rate disabled value={review.rating} aria-label={t('stars', { rating: review.rating })} />
        <span className="muted" style={{ marginInlineStart: 8 }} data-testid="review-detail-rating">
          {t(`rate.${review.rating as 1 | 2 | 3 | 4 | 5}`)}
        </span>
        {review.text && (
          <p className="review-text" data-testid="review-detail-text">
            {review.text}
          </p>
        )}
        <ReviewPhotos photos={review.photos} label={t('detail.photos')} alt={(index) => t('detail.photoAlt', { index })} />
        <p className="muted">
          {t('list.postedAt', { time: formatZonedLabelled(review.postedAt, zone, language) })}
          {review.editedAt !== null && ` · ${t('detail.edited', { time: formatZonedLabelled(review.editedAt, zone, language) })}`}
          {` · ${t('detail.helpful', { count: review.helpfulCount })}`}
        </p>
        {review.reply ? <OwnerReply reply={review.reply} /> : <p className="muted">{t('detail.noReply')}</p>}
      </Card>
      {review.editable ? (
        <Alert type="info" showIcon title={t('detail.editable', { time: formatZonedLabelled(review.editClosesAt, zone, language) })} />
      ) : (
        <Alert type="info" showIcon title={t('detail.locked')} />
      )}
      <div className="review-actions">
        {review.editable && (
          <Button type="primary" onClick={() => void navigate(paths.addEval.getHref({ reviewId: review.id }))} data-testid="review-edit">
            {t('detail.edit')}
          </Button>
        )}
        <Button onClick={() => void navigate(paths.productDetail.getHref(review.line.productId))}>{t('detail.viewProduct')}</Button>
        <Button onClick={() => void navigate(paths.commentList.getHref('reviewed'))}>{t('detail.back')}</Button>
      </div>
    </>
  );
}

/** /home/EvalDetail?reviewId=: one of the buyer's reviews with the goods owner's reply (docs/product.md §2). */
export default function EvalDetailPage() {
  const { t } = useTranslation('reviews');
  const [params] = useSearchParams();
  const reviewId = Number(params.get('reviewId'));
  const review = useReviewDetail(Number.isInteger(reviewId) ? reviewId : 0);
  let content;
  if (review.data) content = <ReviewView review={review.data} />;
  else if (review.isError || !(reviewId > 0))
    content = (
      <DetailUnavailable
        missing={!(reviewId > 0)}
        error={review.error}
        notFound={ErrorCatalogue.reviewNotFound}
        loadFailedTitle={t('detail.loadFailed')}
        onRetry={() => void review.refetch()}
      />
    );
  else content = <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <section className="review-page" aria-labelledby="eval-detail-title">
      <h1 id="eval-detail-title" className="review-page__title">
        {t('detail.title')}
      </h1>
      {content}
    </section>
  );
}
