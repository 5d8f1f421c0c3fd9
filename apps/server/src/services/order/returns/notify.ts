/**
 * Tells the other side of a request what changed (issue 11: every change notifies the other side),
 * by e-mail through the outbox, after the change has committed: a change rolled back is never
 * announced. The message centre (issue 12) will carry the same notices when it exists. A person's
 * stored language is not known here, so each notice is written in English and Chinese.
 */
import { ReturnStatusText } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds, postNoticeToEmail } from '../../message/notices/service';
import { notifyWaitingRefundsOf } from '../../payment/refund/service';
import * as store from './store';

/** Who made the change; the notice goes to the others (a change by the platform or the clock goes to both sides). */
export type ChangedBy = 'buyer' | 'owner' | 'platform' | 'system';

export async function notifyReturnChange(db: Db, outbox: Outbox, returnNo: string, changedBy: ChangedBy): Promise<void> {
  const parties = await store.partiesOf(db, returnNo);
  const request = await store.detailRow(db, {}, returnNo);
  if (!parties || !request) return;
  const text = ReturnStatusText[request.status];
  const recipients = [changedBy !== 'buyer' ? parties.buyerEmail : null, changedBy !== 'owner' ? parties.ownerEmail : null].filter((to): to is string => Boolean(to));
  for (const to of recipients) {
    await outbox.send({
      channel: 'email',
      to,
      subject: `ClearLot ${returnNo}: ${text.name.en} / ${text.name.zh}`,
      text:
        `Hello,\n\nReturn or refund request ${returnNo} (order ${request.orderNo}) is now "${text.name.en}". ${text.history.en}\n` +
        `Open the request on ClearLot to see its details.\n\nThe ClearLot team\n\n` +
        `您好：\n\n退货退款申请 ${returnNo}（订单 ${request.orderNo}）当前状态为"${text.name.zh}"。${text.history.zh}\n` +
        `请登录 ClearLot 查看详情。\n\nClearLot 团队`,
    });
    // the same notice in the message centre (issue 12), linked to the request at the reader's desk
    await postNoticeToEmail(db, to, {
      kind: NoticeKinds.ReturnDecision,
      title: { en: `Return ${returnNo}: ${text.name.en}`, zh: `退货退款 ${returnNo}：${text.name.zh}` },
      body: { en: `Order ${request.orderNo}. ${text.history.en}`, zh: `订单 ${request.orderNo}。${text.history.zh}` },
      link: `${to === parties.buyerEmail ? '/home/ReturnDetail' : '/home/OwnerReturnDetail'}?returnNo=${encodeURIComponent(returnNo)}`,
      dedupeKey: `return:${returnNo}:${request.status}`,
    });
  }
  await notifyWaitingRefundsOf(db, outbox, returnNo);
}
