/**
 * Tells the buyer that customer service answered or closed their complaint (issue 14), by e-mail
 * through the outbox and in the message centre (issue 12), after the change committed. The notice carries the agent's words, in the buyer's words' language
 * as written, framed in English and Chinese.
 */
import { ComplaintStatus } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { NoticeKinds, postNotice } from '../../message/notices/service';
import * as store from './store';

export async function notifyComplaintAnswer(db: Db, outbox: Outbox, complaintNo: string): Promise<void> {
  const row = await store.complaintRow(db, {}, complaintNo);
  if (!row?.buyerEmail) return;
  const logs = await store.logsOf(db, row.id);
  const last = logs[logs.length - 1];
  if (!last || last.actor !== 'agent') return;
  const closed = row.status === ComplaintStatus.Closed;
  await postNotice(db, row.userId, {
    kind: NoticeKinds.Complaint,
    title: closed ? { en: `Complaint ${complaintNo} closed`, zh: `投诉 ${complaintNo} 已结案` } : { en: `Complaint ${complaintNo} answered`, zh: `投诉 ${complaintNo} 客服已回复` },
    body: { en: last.note, zh: last.note },
    link: `/home/ComplainDetail?complaintNo=${encodeURIComponent(complaintNo)}`,
    // each answer once
    dedupeKey: `complaint:${complaintNo}:${logs.length}`,
  });
  await outbox.send({
    channel: 'email',
    purpose: 'complaintAnswer',
    to: row.buyerEmail,
    subject: closed
      ? `ClearLot ${complaintNo}: your complaint was closed / 您的投诉已结案`
      : `ClearLot ${complaintNo}: customer service answered your complaint / 客服已回复您的投诉`,
    text:
      `Hello,\n\nCustomer service ${closed ? 'closed' : 'answered'} your complaint ${complaintNo}:\n\n${last.note}\n\n` +
      `${closed ? 'Open the complaint on ClearLot to see its history.' : 'Open the complaint on ClearLot to reply.'}\n\nThe ClearLot team\n\n` +
      `您好：\n\n客服${closed ? '已结案' : '已回复'}您的投诉 ${complaintNo}：\n\n${last.note}\n\n` +
      `${closed ? '请登录 ClearLot 查看投诉记录。' : '请登录 ClearLot 查看并回复。'}\n\nClearLot 团队`,
  });
}
