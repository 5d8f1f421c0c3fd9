/**
 * Reviews through the order service (rules/reviews.ts): the buyer's two tabs, the line to review,
 * posting and changing a review, one review; the goods owner's desk and reply. A change refreshes
 * every reviews query, and the product page's reviews of that product.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { OwnerReviewTab, ReviewTab } from '@clearlot/contract/rules/reviews';
import type { AddReviewInput, EditReviewInput, MyReviewPage, ReviewDetail, ReviewedLine } from '@clearlot/contract/schemas/reviews';
import { api } from '../../../shared/http/client';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (tab: ReviewTab, pageNum: number) => ['reviews', 'mine', tab, pageNum] as const,
  line: (orderItemId: number) => ['reviews', 'line', orderItemId] as const,
  detail: (reviewId: number) => ['reviews', 'detail', reviewId] as const,
  owner: (tab: OwnerReviewTab, pageNum: number) => ['reviews', 'owner', tab, pageNum] as const,
};

/** the product page's reviews queries (features/detail/api/productReviews.ts) start with this too */
const PRODUCT_REVIEWS_KEY = ['productReviews'] as const;

export const REVIEW_PAGE_SIZE = 10;

export function useMyReviews(tab: ReviewTab, pageNum: number) {
  return useQuery({
    queryKey: reviewKeys.mine(tab, pageNum),
    queryFn: (): Promise<MyReviewPage> => api.post(ApiPath.order.myReviews, { tab, pageNum, pageSize: REVIEW_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewLine(orderItemId: number) {
  return useQuery({
    queryKey: reviewKeys.line(orderItemId),
    queryFn: (): Promise<ReviewedLine> => api.post(ApiPath.order.reviewableLine, { orderItemId }, { loading: false, notify: false }),
    enabled: orderItemId > 0,
    retry: false,
  });
}

export function useReviewDetail(reviewId: number) {
  return useQuery({
    queryKey: reviewKeys.detail(reviewId),
    queryFn: (): Promise<ReviewDetail> => api.post(ApiPath.order.reviewDetail, { reviewId }, { loading: false, notify: false }),
    enabled: reviewId > 0,
    retry: false,
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: reviewKeys.all }), queryClient.invalidateQueries({ queryKey: PRODUCT_REVIEWS_KEY })]);
}

/** Posting and changing a review: the form places a failure itself (on its field or above the form). */
export function useAddReview() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (body: AddReviewInput) => api.post(ApiPath.order.addReview, body, { notify: false }), onSettled: refresh });
}

export function useEditReview() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (body: EditReviewInput) => api.post(ApiPath.order.editReview, body, { notify: false }), onSettled: refresh });
}
