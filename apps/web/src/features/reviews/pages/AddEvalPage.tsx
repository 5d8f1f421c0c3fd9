import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX } from '@clearlot/contract/rules/reviews';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import { AddReviewBody, EditReviewBody, type ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Navigate, useNavigate, useSearchParams } from '../../../shared/router';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Result } from '../../../shared/ui/kit/Result';
import { TextArea } from '../../../shared/ui/kit/Input';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { toast } from '../../../shared/ui/kit/feedback';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useAddReview, useEditReview, useReviewDetail, useReviewLine } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import { StarRatingInput } from '../components/StarRatingInput';
import '../reviews.css';

interface ReviewValues {
  /** 0 until a star is chosen */
  rating: number;
  text: string;
  photos: AttachedFile[];
}

const FIELDS = ['rating', 'text', 'photos'] as const;
/** the form field an issue of the body is about ('photos.0.url' is about the photos) */
const fieldOf = (path: string) => FIELDS.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;

/** Stars, words and photos: a new review of a line, or the changes to one (`reviewId`). */
function ReviewForm({ line, reviewId, initial }: { line: ReviewedLine; reviewId: number | null; initial: ReviewValues }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const add = useAddReview();
  const edit = useEditReview();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ReviewValues>({ mode: 'onTouched', defaultValues: initial });
  const rating = useWatch({ control, name: 'rating' });
  const pending = add.isPending || edit.isPending;
  const rateWord = (stars: number) => t(`rate.${stars as 1 | 2 | 3 | 4 | 5}`);

  const submit = async (values: ReviewValues) => {
    setFormError(null);
    const body =
      reviewId === null
        ? parseForSubmit(setError, AddReviewBody, { orderItemId: line.orderItemId, ...values }, fieldOf)
        : parseForSubmit(setError, EditReviewBody, { reviewId, ...values }, fieldOf);
    if (!body) return;
    try {
      const review = 'orderItemId' in body ? await add.mutateAsync(body) : await edit.mutateAsync(body);
      toast.success(t(reviewId === null ? 'add.posted' : 'add.saved'));
      void navigate(paths.evalDetail.getHref(review.id), { replace: true });
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELDS }));
    }
  };

  return (
    <form className="review-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="review-form">
      <FormError message={formError} />
      <Card title={t('add.item')}>
        <LineSummary line={line} />
      </Card>
      <Card>
        <FormField
          control={control}
          name="rating"
          label={t('add.rating')}
          required
          help={rating > 0 ? rateWord(rating) : undefined}
          rules={{ validate: (value) => value >= 1 || t('add.ratingRequired') }}
        >
          {(field) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              starLabel={(stars) => `${t('stars', { rating: stars })}: ${rateWord(stars)}`}
              data-testid="review-rating"
            />
          )}
        </FormField>
        <FormField control={control} name="text" label={t('add.text')} rules={{ validate: schemaRule(AddReviewBody.shape.text) }}>
          {(field) => <TextArea {...field} rows={4} maxLength={REVIEW_TEXT_MAX} showCount placeholder={t('add.textPlaceholder')} data-testid="review-text" />}
        </FormField>
        <FormField control={control} name="photos" label={t('add.photos')}>
          {(field) => <ImageUpload value={field.value} onChange={field.onChange} maxCount={REVIEW_PHOTOS_MAX} label={t('add.photosLabel')} appName="srs-order-service" />}
        </FormField>
      </Card>
      <div className="review-actions">
        <Button variant="primary" htmlType="submit" loading={pending} data-testid="review-submit">
          {t(reviewId === null ? 'add.submit' : 'add.save')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('add.cancel')}</Button>
      </div>
    </form>
  );
}

function NewReview({ orderItemId }: { orderItemId: number }) {
  const { t } = useTranslation('reviews');
  const line = useReviewLine(orderItemId);
  if (line.data?.reviewId) return <Navigate to={paths.evalDetail.getHref(line.data.reviewId)} replace />;
  if (line.data) return <ReviewForm line={line.data} reviewId={null} initial={{ rating: 0, text: '', photos: [] }} />;
  if (line.error instanceof ApiError && line.error.code === ErrorCatalogue.reviewLineNotReviewable.code) {
    return <Alert type="info" title={t('add.notReviewable')} description={t('add.notReviewableText')} data-testid="review-not-reviewable" />;
  }
  if (line.isError) return <LoadFailed title={t('add.loadFailed')} error={line.error} onRetry={() => void line.refetch()} />;
  return <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />;
}

function ChangeReview({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation('reviews');
  const review = useReviewDetail(reviewId);
  if (review.data && !review.data.editable) {
    return <Alert type="info" title={t('add.editClosed')} description={t('add.editClosedText')} data-testid="review-edit-closed" />;
  }
  if (review.data) return <ReviewForm line={review.data.line} reviewId={reviewId} initial={{ rating: review.data.rating, text: review.data.text, photos: review.data.photos }} />;
  if (review.isError) return <LoadFailed title={t('detail.loadFailed')} error={review.error} onRetry={() => void review.refetch()} />;
  return <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />;
}

/** /home/AddEval?orderItemId= (a new review of a completed line) or ?reviewId= (changing one), docs/product.md §2. */
export default function AddEvalPage() {
  const { t } = useTranslation('reviews');
  const [params] = useSearchParams();
  const orderItemId = Number(params.get('orderItemId'));
  const reviewId = Number(params.get('reviewId'));
  const editing = Number.isInteger(reviewId) && reviewId > 0;
  let content;
  if (editing) content = <ChangeReview reviewId={reviewId} />;
  else if (Number.isInteger(orderItemId) && orderItemId > 0) content = <NewReview orderItemId={orderItemId} />;
  // opened without an item or a review: nothing to try again, the way on is the list of items to review
  else
    content = (
      <Result
        status="warning"
        title={t('add.nothing')}
        subTitle={t('add.nothingText')}
        extra={<ButtonLink to={paths.commentList.getHref()}>{t('detail.back')}</ButtonLink>}
        data-testid="review-nothing-to-review"
      />
    );
  return (
    <section className="review-page" aria-labelledby="add-eval-title">
      <header>
        <h1 id="add-eval-title" className="review-page__title">
          {t(editing ? 'add.editTitle' : 'add.title')}
        </h1>
        <p className="muted">{t('add.intro')}</p>
      </header>
      {content}
    </section>
  );
}
