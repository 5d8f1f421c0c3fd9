import type { OrderDetail, ReviewCancellationBody } from '@clearlot/contract/schemas/order';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '@clearlot/browser/http/client';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** Approve (the order is cancelled and refunded) or reject, with a note, the buyer's cancellation request. */
export function reviewCancellation(body: ReviewCancellationBody): Promise<OrderDetail> {
  return api.post(ApiPath.order.reviewCancellation, body);
}

export function useReviewCancellation() {
  return useOwnerOrderMutation(reviewCancellation);
}
