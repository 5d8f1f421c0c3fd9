import { App, Button, Card, Form, Input, Pagination, Rate, Skeleton } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from '../../../shared/router';
import { OWNER_REVIEW_TABS, type OwnerReviewTab, REVIEW_REPLY_MAX } from '@clearlot/contract/rules/reviews';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import type { ReviewDetail } from '@clearlot/contract/schemas/reviews';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { REVIEW_PAGE_SIZE, useOwnerReviews, useReplyReview } from '../api/reviews';
import { LineSummary } from '../components/LineSummary';
import { OwnerReply } from '../components/OwnerReply';
import { ReviewPhotos } from '../components/ReviewPhotos';
import '../reviews.css';

function ReplyForm({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const { message } = App.useApp();
  const reply = useReplyReview();
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
        <Input.TextArea id={id} rows={3} maxLength={REVIEW_REPLY_MAX} showCount placeholder={t('owner.replyPlaceholder')} value={text} onChange={(event) => setText(event.target.value)} data-testid="owner-reply-text" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending} data-testid="owner-reply-send">
        {t('owner.send')}
      </Button>
    </Form>
  );
}

function OwnerReviewCard({ review }: { review: ReviewDetail }) {
  const { t } = useTranslation('reviews');
  const zone = useDateZone();
  const language = currentLanguage();
  return (
    <Card size="small" data-testid="owner-review-card">
      <LineSummary line={review.line} />
      <p>
        <Rate disabled value={review.rating} aria-label={t('stars', { rating: review.rating })} />{' '}
        <span className="muted">
          {t('owner.by', { name: review.reviewerName })} · {formatZonedLabelled(review.postedAt, zone, language)}
        </span>
      </p>
      {review.text && <p className="review-text">{review.text}</p>}
      <ReviewPhotos photos={review.photos} label={t('detail.photos')} alt={(index) => t('detail.photoAlt', { index })} />
      {review.reply ? <OwnerReply reply={review.reply} /> : review.canReply && <ReplyForm review={review} />}
    </Card>
  );
}

/** /home/OwnerReviews: the goods owner's desk of reviews of their goods, each answered once. */
export default function OwnerReviewsPage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: OwnerReviewTab = OWNER_REVIEW_TABS.includes(asked as OwnerReviewTab) ? (asked as OwnerReviewTab) : 'unreplied';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useOwnerReviews(tab, pageNum);
  const go = (nextTab: OwnerReviewTab, nextPage = 1) => setParams(new URLSearchParams({ tab: nextTab, ...(nextPage > 1 ? { page: String(nextPage) } : {}) }));
  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
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
  } else if (page) content = <EmptyResult title={t('owner.empty')} />;
  else if (reviews.isError) content = <LoadFailed title={t('owner.loadFailed')} error={reviews.error} onRetry={() => void reviews.refetch()} />;
  else content = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <section className="review-page" aria-labelledby="owner-reviews-title">
      <header>
        <h1 id="owner-reviews-title" className="review-page__title">
          {t('owner.title')}
        </h1>
        <p className="muted">{t('owner.intro')}</p>
      </header>
      <FilterTabs
        className="review-tabs"
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
