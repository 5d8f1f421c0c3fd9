import { Alert, App, Button, Card, Form, Input, Rate, Skeleton } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../shared/router';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX } from '@clearlot/contract/rules/reviews';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { ImageUpload } from '../../../shared/upload/ImageUpload';
import { useAddReview, useEditReview, useReviewDetail, useReviewLine } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import '../reviews.css';

interface Draft {
  rating: number;
  text: string;
  photos: AttachedFile[];
}

/** Stars, words and photos: a new review of a line, or the changes to one (`reviewId`). */
function ReviewForm({ line, reviewId, initial }: { line: ReviewedLine; reviewId: number | null; initial: Draft }) {
  const { t } = useTranslation('reviews');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddReview();
  const edit = useEditReview();
  const [draft, setDraft] = useState<Draft>(initial);
  const [tried, setTried] = useState(false);
  const pending = add.isPending || edit.isPending;
  const ratingMissing = draft.rating < 1;

  const submit = () => {
    setTried(true);
    if (ratingMissing) return;
    const done = (review: { id: number }) => {
      void message.success(t(reviewId === null ? 'add.posted' : 'add.saved'));
      void navigate(paths.evalDetail.getHref(review.id), { replace: true });
    };
    if (reviewId === null) add.mutate({ orderItemId: line.orderItemId, ...draft }, { onSuccess: done });
    else edit.mutate({ reviewId, ...draft }, { onSuccess: done });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="review-form">
      <Card title={t('add.item')}>
        <LineSummary line={line} />
      </Card>
      <Card style={{ marginTop: 16 }}>
        <Form.Item
          label={<span id="review-rating-label">{t('add.rating')}</span>}
          required
          validateStatus={tried && ratingMissing ? 'error' : undefined}
          help={tried && ratingMissing ? t('add.ratingRequired') : draft.rating > 0 ? t(`rate.${draft.rating as 1 | 2 | 3 | 4 | 5}`) : undefined}
        >
          <Rate
            value={draft.rating}
            onChange={(rating) => setDraft({ ...draft, rating })}
            tooltips={[t('rate.1'), t('rate.2'), t('rate.3'), t('rate.4'), t('rate.5')]}
            aria-labelledby="review-rating-label"
            data-testid="review-rating"
          />
        </Form.Item>
        <Form.Item label={t('add.text')} htmlFor="review-text">
          <Input.TextArea
            id="review-text"
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            showCount
            placeholder={t('add.textPlaceholder')}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            data-testid="review-text"
          />
        </Form.Item>
        <Form.Item label={t('add.photos')}>
          <ImageUpload
            value={draft.photos}
            onChange={(photos) => setDraft({ ...draft, photos })}
            maxCount={REVIEW_PHOTOS_MAX}
            label={t('add.photosLabel')}
            appName="srs-order-service"
          />
        </Form.Item>
      </Card>
      <div className="review-actions" style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="review-submit">
          {t(reviewId === null ? 'add.submit' : 'add.save')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('add.cancel')}</Button>
      </div>
    </Form>
  );
}

function NewReview({ orderItemId }: { orderItemId: number }) {
  const { t } = useTranslation('reviews');
  const line = useReviewLine(orderItemId);
  if (line.data?.reviewId) return <Navigate to={paths.evalDetail.getHref(line.data.reviewId)} replace />;
  if (line.data) return <ReviewForm line={line.data} reviewId={null} initial={{ rating: 0, text: '', photos: [] }} />;
  if (line.error instanceof ApiError && line.error.code === ErrorCatalogue.reviewLineNotReviewable.code) {
    return <Alert type="info" showIcon title={t('add.notReviewable')} description={t('add.notReviewableText')} data-testid="review-not-reviewable" />;
  }
  if (line.isError) return <LoadFailed title={t('add.loadFailed')} error={line.error} onRetry={() => void line.refetch()} />;
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

function ChangeReview({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation('reviews');
  const review = useReviewDetail(reviewId);
  if (review.data && !review.data.editable) {
    return <Alert type="info" showIcon title={t('add.editClosed')} description={t('add.editClosedText')} data-testid="review-edit-closed" />;
  }
  if (review.data) return <ReviewForm line={review.data.line} reviewId={reviewId} initial={{ rating: review.data.rating, text: review.data.text, photos: review.data.photos }} />;
  if (review.isError) return <LoadFailed title={t('detail.loadFailed')} error={review.error} onRetry={() => void review.refetch()} />;
  return <Skeleton active paragraph={{ rows: 6 }} />;
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
  else content = <LoadFailed title={t('add.loadFailed')} error={null} onRetry={() => undefined} />;
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
