/**
 * Tells the other side of a request what changed (issue 11: every change notifies the other side),
 * by e-mail through the outbox, after the change has committed: a change rolled back is never
 * announced; the message centre carries the same notice (the request core's notifyRequestChange).
 */
import { ReturnStatusText } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds } from '../../message/notices/service';
import { type ChangedBy, notifyRequestChange } from '../requests/service';
import * as store from './store';

export type { ChangedBy };

export async function notifyReturnChange(db: Db, outbox: Outbox, returnNo: string, changedBy: ChangedBy): Promise<void> {
  const parties = await store.partiesOf(db, returnNo);
  const request = await store.detailRow(db, {}, returnNo);
  if (!parties || !request) return;
  const notice = {
    no: returnNo,
    orderNo: request.orderNo,
    called: { en: 'Return or refund request', zh: '退货退款申请' },
    short: { en: 'Return', zh: '退货退款' },
    status: ReturnStatusText[request.status],
    kind: NoticeKinds.ReturnDecision,
    // the buyer's request in the storefront; the goods owner's on the console's returns desk (issue 32)
    link: (forBuyer: boolean) => (forBuyer ? `/home/ReturnDetail?returnNo=${encodeURIComponent(returnNo)}` : `/console/returns/${encodeURIComponent(returnNo)}`),
    dedupeKey: `return:${returnNo}:${request.status}`,
  };
  await notifyRequestChange(db, outbox, notice, parties, changedBy);
}
