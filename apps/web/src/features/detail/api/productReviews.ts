/**
 * A product's reviews for the product page (order service, rules/reviews.ts): the rating summary,
 * a page of reviews (newest or most helpful, all or with photos), and helpful marks. Every key
 * starts with 'productReviews', which the reviews pages refresh after a review changes.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ReviewSort } from '@clearlot/contract/rules/reviews';
import type { ProductReviewPage, ReviewSummary } from '@clearlot/contract/schemas/reviews';
import { api } from '../../../shared/http/client';

export const PRODUCT_REVIEWS_PAGE_SIZE = 5;

export interface ReviewQuery {
  sort: ReviewSort;
  withPhotos: boolean;
  pageNum: number;
}

const keys = {
  all: ['productReviews'] as const,
  summary: (productId: number) => ['productReviews', productId, 'summary'] as const,
  page: (productId: number, query: ReviewQuery) => ['productReviews', productId, 'page', query] as const,
};

export function useReviewSummary(productId: number) {
  return useQuery({
    queryKey: keys.summary(productId),
    queryFn: (): Promise<ReviewSummary> => api.post(ApiPath.order.productReviewSummary, { productId }, { loading: false, notify: false }),
  });
}

export function useProductReviews(productId: number, query: ReviewQuery) {
  return useQuery({
    queryKey: keys.page(productId, query),
    queryFn: (): Promise<ProductReviewPage> =>
      api.post(ApiPath.order.productReviews, { productId, ...query, pageSize: PRODUCT_REVIEWS_PAGE_SIZE }, { loading: false, notify: false }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHelpful(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reviewId: number; helpful: boolean }) => api.post(ApiPath.order.markReviewHelpful, body, { loading: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['productReviews', productId] }),
  });
}
