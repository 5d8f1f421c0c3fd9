/**
 * Tells the other side of an after-sales request what changed (issue 11), by e-mail through the
 * outbox once the change has committed, and in the message centre (the request core's notifyRequestChange).
 */
import { AfterSaleStatusText } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds } from '../../message/notices/service';
import { type ChangedBy, notifyRequestChange } from '../requests/service';
import * as store from './store';

export type { ChangedBy };

export async function notifyAfterSaleChange(db: Db, outbox: Outbox, afterSaleNo: string, changedBy: ChangedBy): Promise<void> {
  const parties = await store.partiesOf(db, afterSaleNo);
  if (!parties) return;
  const notice = {
    no: afterSaleNo,
    orderNo: parties.orderNo,
    called: { en: 'After-sales request', zh: '售后申请' },
    short: { en: 'After-sales', zh: '售后' },
    status: AfterSaleStatusText[parties.status],
    kind: NoticeKinds.AfterSale,
    // the buyer's request in the storefront; the goods owner's on the console's after-sales desk (issue 32)
    link: (forBuyer: boolean) => (forBuyer ? `/home/AfterSaleDetail?afterSaleNo=${encodeURIComponent(afterSaleNo)}` : `/console/after-sales/${encodeURIComponent(afterSaleNo)}`),
    dedupeKey: `after-sale:${afterSaleNo}:${parties.status}`,
  };
  await notifyRequestChange(db, outbox, notice, parties, changedBy);
}
