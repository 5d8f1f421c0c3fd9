import { App, Button, Card, Empty, Form, Input, Pagination, Rate, Result, Skeleton, Tabs } from 'antd';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as ApiPath from '@clearlot/contract/api/paths';
import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { OWNER_REVIEW_TABS, type OwnerReviewTab, REVIEW_REPLY_MAX } from '@clearlot/contract/rules/reviews';
import type { ReviewDetail, ReviewDetailPage } from '@clearlot/contract/schemas/reviews';
import { api } from '@clearlot/browser/http/client';
import { productNameOf, skuOptionsOf } from '@clearlot/browser/catalogue/localized';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import './reviews.css';

export const REVIEW_PAGE_SIZE = 10;
const reviewKeys = { all: ['reviews'] as const, owner: (tab: OwnerReviewTab, pageNum: number) => ['reviews', 'owner', tab, pageNum] as const };

/** A stored photo's address: a file name of the file service, or an address as it is. */

function ReplyForm({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reply = useMutation({
    mutationFn: (body: { reviewId: number; text: string }) => api.post(ApiPath.order.replyReview, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const id = `reply-${review.id}`;
  const missing = text.trim() === '';
  return (
    <Form
      layout="vertical"
      onFinish={() => {
        setTried(true);
        if (missing) return;
        reply.mutate({ reviewId: review.id, text: text.trim() }, { onSuccess: () => void message.success(t('owner.sent')) });
      }}
    >
      <Form.Item
        label={t('owner.replyLabel', { name: review.reviewerName })}
        htmlFor={id}
        validateStatus={tried && missing ? 'error' : undefined}
        help={tried && missing ? t('owner.replyRequired') : undefined}
      >
        <Input.TextArea
          id={id}
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          showCount
          placeholder={t('owner.replyPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="owner-reply-text"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="owner-reply-send">
        {t('owner.send')}
      </Button>
    </Form>
  );
}

function OwnerReviewCard({ review }: { review: ReviewDetail }) {
  const { t, language } = useTranslation('reviews');
  const zone = useDateZone();
  const { line } = review;
  return (
    <Card size="small" data-testid="owner-review-card">
      <p className="review-line__name">{productNameOf(line, language)}</p>
      {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
      <p className="muted">
        {t('order', { orderNo: line.orderNo })} · {t('quantity', { count: line.quantity })}
      </p>
      <p>
        <Rate disabled value={review.rating} aria-label={t('stars', { rating: review.rating })} />{' '}
        <span className="muted">
          {t('owner.by', { name: review.reviewerName })} · {formatZonedLabelled(review.postedAt, zone, language)}
        </span>
      </p>
      {review.text && <p className="review-text">{review.text}</p>}
      {review.photos.length > 0 && (
        <div className="review-photos" role="group" aria-label={t('photos')}>
          {review.photos.map((photo, index) => (
            <a key={photo.url} href={storedFileAddress(photo.url)} target="_blank" rel="noreferrer">
              <img src={storedFileAddress(photo.url)} width={72} height={72} alt={t('photoAlt', { index: index + 1 })} />
            </a>
          ))}
        </div>
      )}
      {review.reply ? (
        <div className="review-reply" data-testid="review-reply">
          <p>
            <strong>{t('reply')}</strong> <span className="muted">{formatZonedLabelled(review.reply.time, zone, language)}</span>
          </p>
          <p>{review.reply.text}</p>
        </div>
      ) : (
        review.canReply && <ReplyForm review={review} />
      )}
    </Card>
  );
}

/**
 * /console/reviews: the goods owner's desk of reviews of their goods, each answered once (moved from the
 * storefront's /home/OwnerReviews, which now opens this page). Tab and page live in the address.
 */
export default function OwnerReviewsPage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: OwnerReviewTab = OWNER_REVIEW_TABS.includes(asked as OwnerReviewTab) ? (asked as OwnerReviewTab) : 'unreplied';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useQuery({
    queryKey: reviewKeys.owner(tab, pageNum),
    queryFn: (): Promise<ReviewDetailPage> => api.post(ApiPath.order.ownerReviews, { tab, pageNum, pageSize: REVIEW_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
  const go = (nextTab: OwnerReviewTab, nextPage = 1) => setParams(new URLSearchParams({ tab: nextTab, ...(nextPage > 1 ? { page: String(nextPage) } : {}) }));
  const page = useDeferredValue(reviews.data);
  let content;
  if (page && page.list.length > 0) {
    content = (
      <>
        <ul className="review-list" aria-label={t('owner.title')}>
          {page.list.map((review) => (
            <li key={review.id}>
              <OwnerReviewCard review={review} />
            </li>
          ))}
        </ul>
        <Pagination current={pageNum} pageSize={REVIEW_PAGE_SIZE} total={page.total} hideOnSinglePage onChange={(next) => go(tab, next)} />
      </>
    );
  } else if (page) content = <Empty description={t('owner.empty')} />;
  else if (reviews.isError)
    content = (
      <Result
        status="warning"
        title={t('owner.loadFailed')}
        extra={
          <Button onClick={() => void reviews.refetch()} data-testid="owner-reviews-retry">
            {t('owner.loadFailedRetry')}
          </Button>
        }
      />
    );
  else content = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <section aria-labelledby="owner-reviews-title">
      <h1 id="owner-reviews-title" className="desk__title">
        {t('owner.title')}
      </h1>
      <p className="desk__intro">{t('owner.intro')}</p>
      <Tabs
        aria-label={t('owner.tabsLabel')}
        activeKey={tab}
        onChange={(key) => go(key as OwnerReviewTab)}
        items={OWNER_REVIEW_TABS.map((key) => ({ key, label: <span data-testid={`owner-review-tab-${key}`}>{t(`owner.tabs.${key}`)}</span> }))}
      />
      <div aria-busy={reviews.isFetching} aria-live="polite">
        {content}
      </div>
    </section>
  );
}
