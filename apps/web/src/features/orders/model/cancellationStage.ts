/**
 * Where a cancellation stands for the buyer: cancelled at once (no review was needed), waiting
 * for the goods owner's review, approved after review (by the owner, or automatically when the
 * deadline passed) or rejected. An immediate cancellation is decided in the same moment it is
 * requested, so its review time equals its request time; a reviewed one is decided later.
 */
import type { Cancellation } from '@clearlot/contract/schemas/order';

export type CancellationStage = 'immediate' | 'pending' | 'approved' | 'rejected';

/** Seconds between request and decision still counted as "at once" (the same transaction). */
const SAME_MOMENT_SECONDS = 1;

export function cancellationStageOf(cancellation: Pick<Cancellation, 'reviewStatus' | 'time' | 'reviewedAt'>): CancellationStage {
  if (cancellation.reviewStatus === 0) return 'pending';
  if (cancellation.reviewStatus === 2) return 'rejected';
  const immediate = cancellation.reviewedAt !== null && cancellation.reviewedAt - cancellation.time <= SAME_MOMENT_SECONDS;
  return immediate ? 'immediate' : 'approved';
}
