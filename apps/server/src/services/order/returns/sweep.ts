/**
 * The timed rule of returns (docs/product.md §4): a request the goods owner has not reviewed by its
 * deadline (RETURN_REVIEW_HOURS) is approved automatically — a return waits for the goods, a refund
 * only completes with its refund. One request per transaction, through the same guarded transition
 * a goods owner's approval makes: with two server processes sweeping at once, the second finds the
 * request already moved and does nothing; a request it cannot settle is skipped and its problem kept on it.
 */
import { ReturnActor, ReturnStatus, returnNote } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import type { SweepJob } from '../../../platform/sweeper';
import { notifyReturnChange } from './notify';
import { settleEach } from '../requests/service';
import { approveReturn } from './service';
import * as store from './store';

const BATCH = 200;

/** Approves the overdue requests one by one (the request core's settleEach); answers those it could not settle. */
export async function approveOverdueReviews(db: Db, outbox: Outbox): Promise<string[]> {
  const due = (await store.dueReviews(db, BATCH)).map((row) => row.returnNo);
  return settleEach(db, due, {
    settle: async (tx, returnNo) => {
      const request = await store.lockReturn(tx, {}, returnNo);
      if (request?.status !== ReturnStatus.ToBeConfirmed) return null;
      return approveReturn(tx, request, ReturnActor.System, returnNote('reviewOverdue'));
    },
    announce: (returnNo) => notifyReturnChange(db, outbox, returnNo, 'system'),
    recordProblem: store.recordSettleProblem,
  });
}

export const returnSweepJobs = (outbox: Outbox): SweepJob[] => [{ name: 'returns:review-overdue', run: async (db) => void (await approveOverdueReviews(db, outbox)) }];
