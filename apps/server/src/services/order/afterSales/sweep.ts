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
import { settleEach } from '../requests/service';
import { notifyAfterSaleChange } from './notify';
import { type AfterSaleChange, approveAfterSale, completeUnconfirmed } from './service';
import * as store from './store';

const BATCH = 200;

/** Settles the due requests in `status` with `act`, one by one (the request core's settleEach); answers those it could not settle. */
async function sweep(
  db: Db,
  outbox: Outbox,
  status: typeof AfterSaleStatus.ToBeConfirmed | typeof AfterSaleStatus.AwaitingReceipt,
  act: (tx: Queryable, request: store.AfterSaleRow) => Promise<AfterSaleChange>,
): Promise<string[]> {
  const due = (await store.dueAfterSales(db, status, BATCH)).map((row) => row.afterSaleNo);
  return settleEach(db, due, {
    settle: async (tx, afterSaleNo) => {
      const request = await store.lockAfterSale(tx, {}, afterSaleNo);
      return request?.status === status ? act(tx, request) : null;
    },
    announce: (afterSaleNo) => notifyAfterSaleChange(db, outbox, afterSaleNo, 'system'),
    recordProblem: store.recordSettleProblem,
  });
}

/** The overdue reviews approved by the clock (exported for tests); answers the requests it could not settle. */
export const approveOverdueAfterSales = (db: Db, outbox: Outbox) =>
  sweep(db, outbox, AfterSaleStatus.ToBeConfirmed, (tx, request) => approveAfterSale(tx, request, AfterSaleActor.System));

export const afterSaleSweepJobs = (outbox: Outbox): SweepJob[] => [
  { name: 'afterSales:review-overdue', run: async (db) => void (await approveOverdueAfterSales(db, outbox)) },
  { name: 'afterSales:confirm-overdue', run: async (db) => void (await sweep(db, outbox, AfterSaleStatus.AwaitingReceipt, completeUnconfirmed)) },
];
