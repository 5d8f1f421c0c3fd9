/**
 * The insurance sweep (every SWEEP_INTERVAL_MS): issues the policies of insured orders paid since,
 * then re-decides the policies whose orders may have moved them (cancelled, closed, refunded since,
 * cover period over). One order per transaction; each change is guarded, so two server
 * processes sweeping at once apply it once.
 */
import { AfterSaleActor } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { SweepJob } from '../../../platform/sweeper';
import { issuePolicy, syncPolicy } from './service';
import * as store from './store';

const BATCH = 500;

async function sweepPolicies(db: Db): Promise<void> {
  for (const { orderId } of await store.uninsuredOrders(db, BATCH)) await db.transaction((tx) => issuePolicy(tx, orderId));
  for (const { orderId } of await store.duePolicies(db, BATCH)) await db.transaction((tx) => syncPolicy(tx, orderId, AfterSaleActor.System));
}

export const insuranceSweepJobs: SweepJob[] = [{ name: 'insurance:policies', run: sweepPolicies }];
