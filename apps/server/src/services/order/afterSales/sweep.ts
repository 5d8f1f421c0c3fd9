/**
 * The timed rules of after-sales requests (docs/product.md §4): a request the goods owner has not
 * reviewed by its deadline (AFTER_SALE_REVIEW_HOURS) is approved automatically, and a refund the
 * buyer has not confirmed within AFTER_SALE_CONFIRM_DAYS completes by itself. One request per
 * transaction through the same guarded event a person would apply: with two server processes
 * sweeping at once, the second finds the request already moved and does nothing.
 */
import { AfterSaleActor, AfterSaleStatus } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
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
): Promise<void> {
  let firstFailure: unknown = null;
  for (const { afterSaleNo } of await store.dueAfterSales(db, status, BATCH)) {
    try {
      const change = await db.transaction(async (tx) => {
        const request = await store.lockAfterSale(tx, {}, afterSaleNo);
        return request?.status === status ? act(tx, request) : null;
      });
      if (change?.changed) await notifyAfterSaleChange(db, outbox, afterSaleNo, 'system');
    } catch (error) {
      // one request that cannot move (its refund refused) must not hold up the others; the job still reports it
      firstFailure ??= error;
    }
  }
  if (firstFailure) throw firstFailure;
}

export const afterSaleSweepJobs = (outbox: Outbox): SweepJob[] => [
  { name: 'afterSales:review-overdue', run: (db) => sweep(db, outbox, AfterSaleStatus.ToBeConfirmed, (tx, request) => approveAfterSale(tx, request, AfterSaleActor.System)) },
  { name: 'afterSales:confirm-overdue', run: (db) => sweep(db, outbox, AfterSaleStatus.AwaitingReceipt, completeUnconfirmed) },
];
