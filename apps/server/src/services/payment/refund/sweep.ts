/**
 * The refunds' timed rules, run by the platform sweeper (payment/sweep.ts). Each refund is one
 * transaction whose change is a compare-and-set transition, so two server processes sweeping at
 * once apply it exactly once: the second finds the refund moved on and does nothing.
 */
import { PaymentMethod, RefundActor, RefundStatus, WALLET_APP_REFUND_SECONDS } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { notifyRefundChange } from './notify';
import { resumeRefund } from './service';
import * as store from './store';

/** Refunds handled per sweep at most (the rest wait for the next one). */
const BATCH = 200;

/** Alipay and WeChat Pay (sandbox) confirm a refund WALLET_APP_REFUND_SECONDS after accepting it: 33 → 31. */
export async function completeWalletAppRefunds(db: Db, outbox: Outbox): Promise<number> {
  let completed = 0;
  for (const { id } of await store.dueRefunds(db, RefundStatus.InRefund, WALLET_APP_REFUND_SECONDS, BATCH, [PaymentMethod.Alipay, PaymentMethod.WeChat])) {
    const moved = await db.transaction((tx) => store.moveRefund(tx, id, [RefundStatus.InRefund], RefundStatus.Succeeded, RefundActor.System));
    if (!moved) continue;
    completed++;
    // announced after the move commits; a notice that fails is logged by the sweeper and never undoes it
    await notifyRefundChange(db, outbox, moved.refundNo);
  }
  return completed;
}

/**
 * Suspended refunds are tried again, oldest first: once the goods owner's available balance covers
 * what the refund takes back from them, it is paid out (31, or 33/34 by its method); otherwise it
 * stays suspended without a new history line.
 */
export async function resumeSuspendedRefunds(db: Db, outbox: Outbox): Promise<number> {
  let resumed = 0;
  for (const { id, orderId } of await store.dueRefunds(db, RefundStatus.Suspended, 0, BATCH)) {
    const moved = await db.transaction((tx) => resumeRefund(tx, { id, orderId, status: RefundStatus.Suspended }, RefundActor.System));
    if (!moved || moved.status === RefundStatus.Suspended) continue;
    resumed++;
    // announced after the move commits; a notice that fails is logged by the sweeper and never undoes it
    await notifyRefundChange(db, outbox, moved.refundNo);
  }
  return resumed;
}
