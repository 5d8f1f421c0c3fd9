/**
 * The message centre (issue 12: /home/MsgList, /home/MsgDetail): system notices to one person, each in
 * both languages and linked to what it is about. Other services post them with `postNotice` (or
 * `postNoticeToEmail` where they know the person by address), after their own change has committed;
 * the person's open pages hear the new unread figure through the chat bus. A notice that cannot be
 * stored is logged by the caller and never undoes the change it tells of.
 */
import { type Notice, type NoticeKind, NoticeKind as Kinds } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Language } from '../../../platform/request-context';
import { announce } from '../chat/bus';
import * as store from './store';

export { Kinds as NoticeKinds };

export interface NoticeText {
  kind: NoticeKind;
  title: { en: string; zh: string };
  body: { en: string; zh: string };
  /** the in-app address of what it is about, e.g. `/home/OrderDetail?orderNo=…` */
  link?: string | null;
  /** the same key for the same person lands once (e.g. `order-shipped:CL123`) */
  dedupeKey?: string;
}

/** Posts a notice to a person; true when it was new. */
export async function postNotice(db: Db, userId: number, notice: NoticeText): Promise<boolean> {
  const id = await store.insertNotice(db, {
    userId,
    kind: notice.kind,
    titleEn: notice.title.en,
    titleZh: notice.title.zh,
    bodyEn: notice.body.en,
    bodyZh: notice.body.zh,
    link: notice.link ?? null,
    dedupeKey: notice.dedupeKey ?? null,
  });
  if (id !== null) await announce(db, { t: 'u', u: [userId] });
  return id !== null;
}

/** Posts a notice to the account of an e-mail address (nothing when no account has it). */
export async function postNoticeToEmail(db: Db, email: string, notice: NoticeText): Promise<boolean> {
  const userId = await store.userIdOfEmail(db, email);
  return userId === null ? false : postNotice(db, userId, notice);
}

export function noticeView(row: store.NoticeRow, language: Language): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: language === 'zh' ? row.titleZh : row.titleEn,
    titleEn: row.titleEn,
    body: language === 'zh' ? row.bodyZh : row.bodyEn,
    bodyEn: row.bodyEn,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt,
  };
}

export async function listNotices(db: Db, userId: number, page: { pageNum: number; pageSize: number; unreadOnly: boolean }, language: Language) {
  const { rows, total, unread } = await store.noticePage(db, userId, page);
  return { pageNum: page.pageNum, pageSize: page.pageSize, total, unread, list: rows.map((row) => noticeView(row, language)) };
}

export async function openNotice(db: Db, userId: number, id: number, language: Language): Promise<Notice> {
  const found = await store.readNotice(db, userId, id);
  if (!found) fail('noticeNotFound');
  if (found.changed) await announce(db, { t: 'u', u: [userId] });
  return noticeView(found.row, language);
}

export async function readAllNotices(db: Db, userId: number): Promise<number> {
  const count = await store.readAll(db, userId);
  if (count > 0) await announce(db, { t: 'u', u: [userId] });
  return count;
}

export const unreadNoticeCount = store.unreadNotices;

/** The notices of an order's journey that the order service posts to its buyer. */
export function orderNotice(event: 'shipped' | 'outForDelivery', orderNo: string): NoticeText {
  const link = `/home/OrderDetail?orderNo=${encodeURIComponent(orderNo)}`;
  return event === 'shipped'
    ? {
        kind: Kinds.OrderShipped,
        title: { en: `Order ${orderNo} has shipped`, zh: `订单 ${orderNo} 已发货` },
        body: { en: 'Your goods are on their way. Open the order to see the tracking numbers.', zh: '您的商品已发出，打开订单可查看运单号。' },
        link,
        dedupeKey: `order-shipped:${orderNo}`,
      }
    : {
        kind: Kinds.OrderDelivered,
        title: { en: `Order ${orderNo} is out for delivery`, zh: `订单 ${orderNo} 正在派送` },
        body: { en: 'The courier is bringing your parcel today. Confirm receipt once it arrives.', zh: '快递员今天将为您派送包裹，收到后请确认收货。' },
        link,
        dedupeKey: `order-delivering:${orderNo}`,
      };
}

/** A security event on the account (a new sign-in, two-step verification turned on or off, a password change). */
export function securityNotice(event: 'signIn' | 'secondAuthOn' | 'secondAuthOff' | 'passwordChanged', detail: { ip?: string | null; at?: Date } = {}): NoticeText {
  const when = (detail.at ?? new Date()).toISOString().replace('T', ' ').slice(0, 16);
  const where = detail.ip ? ` (IP ${detail.ip})` : '';
  const texts = {
    signIn: {
      title: { en: 'New sign-in to your account', zh: '您的账户有新的登录' },
      body: { en: `Signed in at ${when} UTC${where}. If this was not you, change your password now.`, zh: `于 UTC ${when} 登录${where}。如非本人操作，请立即修改密码。` },
    },
    secondAuthOn: {
      title: { en: 'Two-step verification turned on', zh: '已开启两步验证' },
      body: { en: `Turned on at ${when} UTC${where}.`, zh: `于 UTC ${when} 开启${where}。` },
    },
    secondAuthOff: {
      title: { en: 'Two-step verification turned off', zh: '已关闭两步验证' },
      body: { en: `Turned off at ${when} UTC${where}. If this was not you, change your password now.`, zh: `于 UTC ${when} 关闭${where}。如非本人操作，请立即修改密码。` },
    },
    passwordChanged: {
      title: { en: 'Your password was changed', zh: '您的密码已修改' },
      body: { en: `Changed at ${when} UTC${where}. Other sessions were signed out.`, zh: `于 UTC ${when} 修改${where}，其他登录已退出。` },
    },
  }[event];
  return { kind: Kinds.Security, ...texts, link: '/home/AccountSafe' };
}
