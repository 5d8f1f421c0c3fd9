/**
 * Tells people where a refund stands (issue 11: refund status changes are announced), by e-mail
 * through the outbox and in the message centre, after the change has committed. The buyer hears of
 * every status it reaches (paid, waiting, in progress, failed); the goods owner only of a suspension,
 * which waits on their balance. A status already announced is not announced again (the message
 * centre's key; the e-mail goes with the first notice only).
 */
import { RefundStatus, RefundStatusText } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds, postNoticeToEmail } from '../../message/notices/service';
import * as store from './store';

const OWNER_NOTE = {
  en: 'Top up or keep enough available balance in your ClearLot wallet: the refund is retried automatically and completes once it is covered.',
  zh: '请确保您的 ClearLot 钱包可用余额充足：系统会自动重试，余额足够时即完成退款。',
};

export async function notifyRefundChange(db: Db, outbox: Outbox, refundNo: string): Promise<void> {
  const refund = await store.refundNoticeRow(db, refundNo);
  if (!refund) return;
  const text = RefundStatusText[refund.status];
  const amount = formatPounds(refund.amount);
  const recipients: Array<{ to: string; owner: boolean }> = [];
  if (refund.buyerEmail) recipients.push({ to: refund.buyerEmail, owner: false });
  if (refund.ownerEmail && refund.status === RefundStatus.Suspended) recipients.push({ to: refund.ownerEmail, owner: true });
  for (const { to, owner } of recipients) {
    const note = owner ? OWNER_NOTE : { en: '', zh: '' };
    const fresh = await postNoticeToEmail(db, to, {
      kind: NoticeKinds.Refund,
      title: { en: `Refund ${refundNo}: ${text.name.en}`, zh: `退款 ${refundNo}：${text.name.zh}` },
      body: { en: `Order ${refund.orderNo}, ${amount}. ${text.history.en} ${note.en}`.trim(), zh: `订单 ${refund.orderNo}，${amount}。${text.history.zh}${note.zh}` },
      // the goods owner's refund on the console's returns desk (issue 32); the buyer's in the storefront
      link: owner ? `/console/returns/refunds/${encodeURIComponent(refundNo)}` : `/home/refundDetail?refundNo=${encodeURIComponent(refundNo)}`,
      dedupeKey: `refund:${refundNo}:${refund.status}`,
    });
    // already told of this status (a sweep or a retry that repeated): no second e-mail
    if (!fresh) continue;
    await outbox.send({
      channel: 'email',
      purpose: 'refundUpdate',
      to,
      subject: `ClearLot ${refundNo}: ${text.name.en} / ${text.name.zh}`,
      text:
        `Hello,\n\nRefund ${refundNo} of ${amount} (order ${refund.orderNo}) is now "${text.name.en}". ${text.history.en}\n${note.en ? `${note.en}\n` : ''}` +
        `Open the refund on ClearLot to see its details.\n\nThe ClearLot team\n\n` +
        `您好：\n\n退款 ${refundNo}（${amount}，订单 ${refund.orderNo}）当前状态为"${text.name.zh}"。${text.history.zh}\n${note.zh ? `${note.zh}\n` : ''}` +
        `请登录 ClearLot 查看详情。\n\nClearLot 团队`,
    });
  }
}

/**
 * After a request's change has committed: a refund it made that waits on the goods owner's balance
 * is announced to both (a refund paid at once is told by the request's own notice).
 */
export async function notifyWaitingRefundsOf(db: Db, outbox: Outbox, sourceId: string): Promise<void> {
  for (const refundNo of await store.refundNosOf(db, sourceId, [RefundStatus.Suspended])) await notifyRefundChange(db, outbox, refundNo);
}
