/**
 * Tells the buyer that the goods owner replied to their review, by e-mail through the outbox and in
 * the message centre (issue 12), after the reply committed. The person's language is not known here, so the notice is in both.
 */
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds, postNotice } from '../../message/notices/service';
import * as store from './store';

export async function notifyReviewReply(db: Db, outbox: Outbox, reviewId: number): Promise<void> {
  const author = await store.reviewAuthor(db, reviewId);
  if (!author) return;
  await postNotice(db, author.userId, {
    kind: NoticeKinds.Other,
    title: { en: 'The goods owner replied to your review', zh: '货主回复了您的评价' },
    body: { en: author.productNameEn, zh: author.productName },
    link: `/home/EvalDetail?reviewId=${reviewId}`,
    dedupeKey: `review-reply:${reviewId}`,
  });
  if (!author.buyerEmail) return;
  await outbox.send({
    channel: 'email',
    purpose: 'reviewReply',
    to: author.buyerEmail,
    subject: `ClearLot: the goods owner replied to your review / 货主回复了您的评价`,
    text:
      `Hello,\n\nThe goods owner replied to your review of "${author.productNameEn}". Open My reviews on ClearLot to read the reply.\n\nThe ClearLot team\n\n` +
      `您好：\n\n货主回复了您对"${author.productName}"的评价。请登录 ClearLot，在"我的评价"中查看回复。\n\nClearLot 团队`,
  });
}
