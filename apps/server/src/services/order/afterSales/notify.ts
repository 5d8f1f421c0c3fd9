/**
 * Tells the other side of an after-sales request what changed (issue 11), by e-mail through the
 * outbox once the change has committed, in English and Chinese (a person's language is not stored).
 */
import { AfterSaleStatusText } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds, postNoticeToEmail } from '../../message/notices/service';
import { notifyWaitingRefundsOf } from '../../payment/refund/service';
import * as store from './store';

/** Who made the change; the notice goes to the others (the platform's or the clock's go to both sides). */
export type ChangedBy = 'buyer' | 'owner' | 'platform' | 'system';

export async function notifyAfterSaleChange(db: Db, outbox: Outbox, afterSaleNo: string, changedBy: ChangedBy): Promise<void> {
  const parties = await store.partiesOf(db, afterSaleNo);
  if (!parties) return;
  const text = AfterSaleStatusText[parties.status];
  const recipients = [changedBy !== 'buyer' ? parties.buyerEmail : null, changedBy !== 'owner' ? parties.ownerEmail : null].filter((to): to is string => Boolean(to));
  for (const to of recipients) {
    await outbox.send({
      channel: 'email',
      to,
      subject: `ClearLot ${afterSaleNo}: ${text.name.en} / ${text.name.zh}`,
      text:
        `Hello,\n\nAfter-sales request ${afterSaleNo} (order ${parties.orderNo}) is now "${text.name.en}". ${text.history.en}\n` +
        `Open the request on ClearLot to see its details.\n\nThe ClearLot team\n\n` +
        `您好：\n\n售后申请 ${afterSaleNo}（订单 ${parties.orderNo}）当前状态为"${text.name.zh}"。${text.history.zh}\n` +
        `请登录 ClearLot 查看详情。\n\nClearLot 团队`,
    });
    // the same notice in the message centre (issue 12), linked to the request at the reader's desk
    await postNoticeToEmail(db, to, {
      kind: NoticeKinds.AfterSale,
      title: { en: `After-sales ${afterSaleNo}: ${text.name.en}`, zh: `售后 ${afterSaleNo}：${text.name.zh}` },
      body: { en: `Order ${parties.orderNo}. ${text.history.en}`, zh: `订单 ${parties.orderNo}。${text.history.zh}` },
      link: `/home/AfterSaleDetail?afterSaleNo=${encodeURIComponent(afterSaleNo)}${to === parties.buyerEmail ? '' : '&desk=owner'}`,
      dedupeKey: `after-sale:${afterSaleNo}:${parties.status}`,
    });
  }
  await notifyWaitingRefundsOf(db, outbox, afterSaleNo);
}
