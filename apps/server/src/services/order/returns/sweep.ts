/**
 * The timed rule of returns (docs/product.md §4): a request the goods owner has not reviewed by its
 * deadline (RETURN_REVIEW_HOURS) is approved automatically — a return waits for the goods, a refund
 * only completes with its refund. One request per transaction, through the same guarded transition
 * a goods owner's approval makes: with two server processes sweeping at once, the second finds the
 * request already moved and does nothing.
 */
import { ReturnActor, ReturnStatus, returnNote } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import type { SweepJob } from '../../../platform/sweeper';
import { notifyReturnChange } from './notify';
import { approveReturn } from './service';
import * as store from './store';

const BATCH = 200;

/**
 * Approves the overdue requests one by one. A request the rules refuse to settle (an AppError: its
 * refund more than the line can still refund, say) is skipped and its problem recorded on it, where
 * the goods owner and customer service see it; the pass goes on and succeeds, and the request is not
 * tried again. Anything else (the database gone) still fails the job after the other requests had
 * their turn. Answers the requests it could not settle.
 */
export async function approveOverdueReviews(db: Db, outbox: Outbox): Promise<string[]> {
  let firstFailure: unknown = null;
  const skipped: string[] = [];
  for (const { returnNo } of await store.dueReviews(db, BATCH)) {
    try {
      const change = await db.transaction(async (tx) => {
        const request = await store.lockReturn(tx, {}, returnNo);
        if (request?.status !== ReturnStatus.ToBeConfirmed) return null;
        return approveReturn(tx, request, ReturnActor.System, returnNote('reviewOverdue'));
      });
      if (change?.changed) await notifyReturnChange(db, outbox, returnNo, 'system');
    } catch (error) {
      if (error instanceof AppError) {
        await store.recordSettleProblem(db, returnNo, error.definition.code);
        skipped.push(returnNo);
      } else firstFailure ??= error;
    }
  }
  if (firstFailure) throw firstFailure;
  return skipped;
}

export const returnSweepJobs = (outbox: Outbox): SweepJob[] => [{ name: 'returns:review-overdue', run: async (db) => void (await approveOverdueReviews(db, outbox)) }];
