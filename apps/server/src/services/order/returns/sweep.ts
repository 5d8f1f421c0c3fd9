/**
 * The timed rule of returns (docs/product.md §4): a request the goods owner has not reviewed by its
 * deadline (RETURN_REVIEW_HOURS) is approved automatically — a return waits for the goods, a refund
 * only completes with its refund. One request per transaction, through the same guarded transition
 * a goods owner's approval makes: with two server processes sweeping at once, the second finds the
 * request already moved and does nothing.
 */
import { ReturnActor, ReturnStatus, returnNote } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import type { SweepJob } from '../../../platform/sweeper';
import { notifyReturnChange } from './notify';
import { approveReturn } from './service';
import * as store from './store';

const BATCH = 200;

async function approveOverdueReviews(db: Db, outbox: Outbox): Promise<void> {
  let firstFailure: unknown = null;
  for (const { returnNo } of await store.dueReviews(db, BATCH)) {
    try {
      const change = await db.transaction(async (tx) => {
        const request = await store.lockReturn(tx, {}, returnNo);
        if (request?.status !== ReturnStatus.ToBeConfirmed) return null;
        return approveReturn(tx, request, ReturnActor.System, returnNote('reviewOverdue'));
      });
      if (change?.changed) await notifyReturnChange(db, outbox, returnNo, 'system');
    } catch (error) {
      // one request that cannot be approved (its refund refused) must not hold up the others; the job still reports it
      firstFailure ??= error;
    }
  }
  if (firstFailure) throw firstFailure;
}

export const returnSweepJobs = (outbox: Outbox): SweepJob[] => [{ name: 'returns:review-overdue', run: (db) => approveOverdueReviews(db, outbox) }];
