/**
 * The product page's reviews (issue 14), loaded when scrolled near (../ReviewsSection.tsx): the
 * rating summary with a bar per star, the reviews a page at a time — newest or most helpful, all or
 * those with photos — each with its photos (opening the image viewer), its options, the goods
 * owner's reply, and a helpful mark for signed-in readers. Kit components only, like the page.
 */
import { useState } from 'react';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { REVIEW_SORTS } from '@clearlot/contract/rules/reviews';
import type { ProductReview, ReviewSummary } from '@clearlot/contract/schemas/reviews';
import { skuOptionsOf } from '../../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../../shared/i18n/language';
import { useTranslation } from '../../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../../shared/location/dateZone';
import { useSession } from '../../../../shared/session/session';
import { Button } from '../../../../shared/ui/kit/Button';
import { Skeleton } from '../../../../shared/ui/kit/Skeleton';
import { cx } from '../../../../shared/ui/kit/cx';
import { useImageViewer } from '../../../../shared/ui/ImageViewer/useImageViewer';
import { TranslateText } from '../../../../shared/translate/TranslateText';
import { storedFileAddress } from '../../../../shared/upload/storedFileAddress';
import { PRODUCT_REVIEWS_PAGE_SIZE, type ReviewQuery, useMarkHelpful, useProductReviews, useReviewSummary } from '../../api/productReviews';
import './productReviews.css';

function Stars({ rating, label }: { rating: number; label: string }) {
  const rounded = Math.round(rating);
  return (
    <span className="reviews-stars" role="img" aria-label={label}>
      <span aria-hidden>{'★'.repeat(rounded)}</span>
      <span className="reviews-stars__empty" aria-hidden>
        {'★'.repeat(5 - rounded)}
      </span>
    </span>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="reviews-summary" data-testid="reviews-summary">
      <div className="reviews-summary__score">
        <strong className="reviews-summary__average" data-testid="reviews-average">
          {summary.average.toFixed(1)}
        </strong>
        <Stars rating={summary.average} label={t('product.average', { average: summary.average.toFixed(1) })} />
        <span className="reviews-muted" data-testid="reviews-count">
          {t('product.count', { count: summary.count })}
        </span>
      </div>
      <ul className="reviews-summary__bars" aria-label={t('product.title')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.stars[stars - 1] ?? 0;
          const share = summary.count === 0 ? 0 : (count / summary.count) * 100;
          return (
            <li key={stars} className="reviews-summary__bar" aria-label={t('product.starRow', { count: stars, reviews: count })}>
              <span aria-hidden>{stars}★</span>
              <span className="reviews-summary__track" aria-hidden>
                <span className="reviews-summary__fill" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden className="reviews-muted">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Review({ review, productId }: { review: ProductReview; productId: number }) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  const zone = useDateZone();
  const { token } = useSession();
  const helpful = useMarkHelpful(productId);
  const { openImageViewer, imageViewer } = useImageViewer();
  const urls = review.photos.map((photo) => storedFileAddress(photo.url));
  return (
    <article className="reviews-item" data-testid="product-review">
      <header className="reviews-item__head">
        <span className="reviews-item__name">{review.reviewerName}</span>
        <Stars rating={review.rating} label={t('stars', { rating: review.rating })} />
        <span className="reviews-muted">
          {formatZonedLabelled(review.postedAt, zone, language, 'day')}
          {review.edited && ` · ${t('product.edited')}`}
        </span>
        {review.mine && <span className="reviews-item__mine">{t('product.mine')}</span>}
      </header>
      {review.skuOptions.length > 0 && <p className="reviews-muted">{skuOptionsOf(review.skuOptions, language)}</p>}
      {review.text && (
        <p className="reviews-item__text" data-testid="product-review-text">
          {review.text}
        </p>
      )}
      {review.text && <TranslateText text={review.text} />}
      {urls.length > 0 && (
        <ul className="reviews-item__photos" data-testid="product-review-photos">
          {urls.map((url, index) => (
            <li key={url}>
              <button type="button" className="reviews-item__photo" onClick={() => openImageViewer(urls, index)}>
                <img src={url} alt={t('product.photoAlt', { index: index + 1, name: review.reviewerName })} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="reviews-item__reply" data-testid="product-review-reply">
          <strong>{t('product.reply')}</strong>
          <p>{review.reply.text}</p>
        </div>
      )}
      <footer className="reviews-item__foot">
        {review.mine ? (
          <span className="reviews-muted">{t('product.helpful', { count: review.helpfulCount })}</span>
        ) : token ? (
          <Button
            size="small"
            variant={review.markedHelpful ? 'primary' : 'default'}
            aria-pressed={review.markedHelpful}
            aria-label={t(review.markedHelpful ? 'product.unmarkHelpful' : 'product.markHelpful', { name: review.reviewerName })}
            loading={helpful.isPending}
            onClick={() => helpful.mutate({ reviewId: review.id, helpful: !review.markedHelpful })}
            data-testid="product-review-helpful"
          >
            {t('product.helpful', { count: review.helpfulCount })}
          </Button>
        ) : (
          <span className="reviews-muted" title={t('product.signInToVote')}>
            {t('product.helpful', { count: review.helpfulCount })}
          </span>
        )}
      </footer>
      {imageViewer}
    </article>
  );
}

function ReviewList({ productId, summary }: { productId: number; summary: ReviewSummary }) {
  const { t } = useTranslation('reviews');
  const [query, setQuery] = useState<ReviewQuery>({ sort: 'newest', withPhotos: false, pageNum: 1 });
  const page = useProductReviews(productId, query);
  const pages = page.data ? Math.max(1, Math.ceil(page.data.total / PRODUCT_REVIEWS_PAGE_SIZE)) : 1;
  return (
    <>
      <div className="reviews-controls">
        <div role="group" aria-label={t('product.sortLabel')} className="reviews-controls__group">
          {REVIEW_SORTS.map((sort) => (
            <Button
              key={sort}
              size="small"
              variant={query.sort === sort ? 'primary' : 'default'}
              aria-pressed={query.sort === sort}
              onClick={() => setQuery({ ...query, sort, pageNum: 1 })}
              data-testid={`reviews-sort-${sort}`}
            >
              {t(`product.sort.${sort}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t('product.filterLabel')} className="reviews-controls__group">
          <Button
            size="small"
            variant={!query.withPhotos ? 'primary' : 'default'}
            aria-pressed={!query.withPhotos}
            onClick={() => setQuery({ ...query, withPhotos: false, pageNum: 1 })}
          >
            {t('product.all')}
          </Button>
          <Button
            size="small"
            variant={query.withPhotos ? 'primary' : 'default'}
            aria-pressed={query.withPhotos}
            onClick={() => setQuery({ ...query, withPhotos: true, pageNum: 1 })}
            data-testid="reviews-with-photos"
          >
            {t('product.withPhotos', { count: summary.withPhotos })}
          </Button>
        </div>
      </div>
      {page.data ? (
        <div aria-busy={page.isFetching} aria-label={t('product.listLabel')} role="region" className={cx('reviews-list', page.isPlaceholderData && 'reviews-list--stale')}>
          {page.data.list.map((review) => (
            <Review key={review.id} review={review} productId={productId} />
          ))}
        </div>
      ) : page.isError ? (
        <p role="alert">
          {t('product.loadFailed')}{' '}
          <Button size="small" onClick={() => void page.refetch()}>
            {t('product.retry')}
          </Button>
        </p>
      ) : (
        <Skeleton rows={4} />
      )}
      {pages > 1 && (
        <nav className="reviews-pager" aria-label={t('product.listLabel')}>
          <Button size="small" disabled={query.pageNum <= 1} onClick={() => setQuery({ ...query, pageNum: query.pageNum - 1 })}>
            {t('product.previous')}
          </Button>
          <span className="reviews-muted" aria-live="polite">
            {t('product.page', { page: query.pageNum, pages })}
          </span>
          <Button size="small" disabled={query.pageNum >= pages} onClick={() => setQuery({ ...query, pageNum: query.pageNum + 1 })} data-testid="reviews-next">
            {t('product.next')}
          </Button>
        </nav>
      )}
    </>
  );
}

export default function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation('reviews');
  const summary = useReviewSummary(productId);
  let content;
  if (summary.data && summary.data.count === 0) {
    content = (
      <div className="reviews-empty" data-testid="reviews-empty">
        <p>{t('product.none')}</p>
        <p className="reviews-muted">{t('product.noneHint')}</p>
      </div>
    );
  } else if (summary.data) {
    content = (
      <>
        <Summary summary={summary.data} />
        <ReviewList productId={productId} summary={summary.data} />
      </>
    );
  } else if (summary.isError) {
    content = (
      <p role="alert">
        {t('product.loadFailed')}{' '}
        <Button size="small" onClick={() => void summary.refetch()}>
          {t('product.retry')}
        </Button>
      </p>
    );
  } else content = <Skeleton rows={3} />;
  return (
    <section className="reviews-section" aria-labelledby="detail-reviews-title">
      <h2 id="detail-reviews-title" className="detail-section__title">
        {t('product.title')}
      </h2>
      {content}
    </section>
  );
}
