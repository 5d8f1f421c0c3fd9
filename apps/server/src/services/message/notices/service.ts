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
