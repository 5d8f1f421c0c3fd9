/**
 * The timed rules of after-sales requests (docs/product.md §4): a request the goods owner has not
 * reviewed by its deadline (AFTER_SALE_REVIEW_HOURS) is approved automatically, and a refund the
 * buyer has not confirmed within AFTER_SALE_CONFIRM_DAYS completes by itself. One request per
 * transaction through the same guarded event a person would apply: with two server processes
 * sweeping at once, the second finds the request already moved and does nothing.
 */
import { AfterSaleActor, AfterSaleStatus } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import type { SweepJob } from '../../../platform/sweeper';
import { notifyAfterSaleChange } from './notify';
import { type AfterSaleChange, approveAfterSale, completeUnconfirmed } from './service';
import * as store from './store';

const BATCH = 200;

async function sweep(
  db: Db,
  outbox: Outbox,
  status: typeof AfterSaleStatus.ToBeConfirmed | typeof AfterSaleStatus.AwaitingReceipt,
  act: (tx: Queryable, request: store.AfterSaleRow) => Promise<AfterSaleChange>,
): Promise<string[]> {
  let firstFailure: unknown = null;
  const skipped: string[] = [];
  for (const { afterSaleNo } of await store.dueAfterSales(db, status, BATCH)) {
    try {
      const change = await db.transaction(async (tx) => {
        const request = await store.lockAfterSale(tx, {}, afterSaleNo);
        return request?.status === status ? act(tx, request) : null;
      });
      if (change?.changed) await notifyAfterSaleChange(db, outbox, afterSaleNo, 'system');
    } catch (error) {
      // a request the rules refuse to settle (its refund refused) is skipped and its problem kept on it for a
      // person to see; the pass goes on and succeeds. Anything else still fails the job after the others' turn.
      if (error instanceof AppError) {
        await store.recordSettleProblem(db, afterSaleNo, error.definition.code);
        skipped.push(afterSaleNo);
      } else firstFailure ??= error;
    }
  }
  if (firstFailure) throw firstFailure;
  return skipped;
}

/** The overdue reviews approved by the clock (exported for tests); answers the requests it could not settle. */
export const approveOverdueAfterSales = (db: Db, outbox: Outbox) =>
  sweep(db, outbox, AfterSaleStatus.ToBeConfirmed, (tx, request) => approveAfterSale(tx, request, AfterSaleActor.System));

export const afterSaleSweepJobs = (outbox: Outbox): SweepJob[] => [
  { name: 'afterSales:review-overdue', run: async (db) => void (await approveOverdueAfterSales(db, outbox)) },
  { name: 'afterSales:confirm-overdue', run: async (db) => void (await sweep(db, outbox, AfterSaleStatus.AwaitingReceipt, completeUnconfirmed)) },
];
