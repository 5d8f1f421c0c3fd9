import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import type { ReviewDetail } from '@clearlot/contract/schemas/reviews';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { useSearchParams } from '../../../shared/router';
import { DetailUnavailable } from '../../../shared/ui/DetailUnavailable';
import { Alert } from '../../../shared/ui/kit/Alert';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { AttachedPhotos } from '../../../shared/upload/AttachedPhotos';
import { useReviewDetail } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import { OwnerReply } from '../components/OwnerReply';
import { Stars } from '../components/Stars';
import '../reviews.css';

function ReviewView({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <>
      <Card>
        <LineSummary line={review.line} />
      </Card>
      <Card data-testid="review-detail">
        <div className="review-rating">
          <Stars rating={review.rating} label={t('stars', { rating: review.rating })} />
          <span className="muted" data-testid="review-detail-rating">
            {t(`rate.${review.rating as 1 | 2 | 3 | 4 | 5}`)}
          </span>
        </div>
        {review.text && (
          <p className="review-text" data-testid="review-detail-text">
            {review.text}
          </p>
        )}
        <AttachedPhotos photos={review.photos} label={t('detail.photos')} alt={(index) => t('detail.photoAlt', { index })} data-testid="review-photos" />
        <p className="muted">
          {t('list.postedAt', { time: formatZonedLabelled(review.postedAt, zone, language) })}
          {review.editedAt !== null && ` · ${t('detail.edited', { time: formatZonedLabelled(review.editedAt, zone, language) })}`}
          {` · ${t('detail.helpful', { count: review.helpfulCount })}`}
        </p>
        {review.reply ? <OwnerReply reply={review.reply} /> : <p className="muted">{t('detail.noReply')}</p>}
      </Card>
      {review.editable ? (
        <Alert type="info" title={t('detail.editable', { time: formatZonedLabelled(review.editClosesAt, zone, language) })} />
      ) : (
        <Alert type="info" title={t('detail.locked')} />
      )}
      <div className="review-actions">
        {review.editable && (
          <ButtonLink variant="primary" to={paths.addEval.getHref({ reviewId: review.id })} data-testid="review-edit">
            {t('detail.edit')}
          </ButtonLink>
        )}
        <ButtonLink to={paths.productDetail.getHref(review.line.productId)}>{t('detail.viewProduct')}</ButtonLink>
        <ButtonLink to={paths.commentList.getHref('reviewed')}>{t('detail.back')}</ButtonLink>
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
  else content = <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />;
  return (
    <section className="review-page" aria-labelledby="eval-detail-title">
      <h1 id="eval-detail-title" className="review-page__title">
        {t('detail.title')}
      </h1>
      {content}
    </section>
  );
}
