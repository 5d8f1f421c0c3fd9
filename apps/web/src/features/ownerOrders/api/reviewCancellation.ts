import type { OrderDetail, ReviewCancellationBody } from '@clearlot/contract/schemas/order';
import { api } from '../../../shared/http/client';
import { SELLER_ORDER } from './paths';
import { useOwnerOrderMutation } from './useOwnerOrderMutation';

/** Approve (the order is cancelled and refunded) or reject, with a note, the buyer's cancellation request. */
export function reviewCancellation(body: ReviewCancellationBody): Promise<OrderDetail> {
  return api.post<OrderDetail>(`${SELLER_ORDER}/reviewCancel`, body);
}

export function useReviewCancellation() {
  return useOwnerOrderMutation(reviewCancellation);
}
