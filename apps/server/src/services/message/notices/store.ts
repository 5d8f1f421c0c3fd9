/** Every SQL statement of the message centre. */
import type { NoticeKind } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  link: string | null;
  read: boolean;
  createdAt: number;
}

const COLUMNS = `id, kind, title_en as "titleEn", title_zh as "titleZh", body_en as "bodyEn", body_zh as "bodyZh", link,
  read_at is not null as read, extract(epoch from created_at)::bigint as "createdAt"`;

export interface NewNotice {
  userId: number;
  kind: NoticeKind;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  link: string | null;
  dedupeKey: string | null;
}

/** Stores a notice; one with the same dedupe key for the same person lands once (null when it had). */
export async function insertNotice(db: Queryable, notice: NewNotice): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `insert into user_notice (user_id, kind, title_en, title_zh, body_en, body_zh, link, dedupe_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
    [notice.userId, notice.kind, notice.titleEn, notice.titleZh, notice.bodyEn, notice.bodyZh, notice.link, notice.dedupeKey],
  );
  return row?.id ?? null;
}

export async function userIdOfEmail(db: Queryable, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('select id from app_user where email = $1', [email.trim().toLowerCase()]);
  return row?.id ?? null;
}

export async function noticePage(db: Queryable, userId: number, page: { pageNum: number; pageSize: number; unreadOnly: boolean }) {
  const where = `where user_id = $1${page.unreadOnly ? ' and read_at is null' : ''}`;
  const rows = await db.query<NoticeRow>(`select ${COLUMNS} from user_notice ${where} order by id desc limit $2 offset $3`, [
    userId,
    page.pageSize,
    (page.pageNum - 1) * page.pageSize,
  ]);
  const [count] = await db.query<{ total: number; unread: number }>(
    `select count(*) filter (where ${page.unreadOnly ? 'read_at is null' : 'true'})::int as total, count(*) filter (where read_at is null)::int as unread
       from user_notice where user_id = $1`,
    [userId],
  );
  return { rows, total: count?.total ?? 0, unread: count?.unread ?? 0 };
}

/** One of the person's notices, marked read on the way. */
export async function readNotice(db: Queryable, userId: number, id: number): Promise<{ row: NoticeRow; changed: boolean } | null> {
  const [changed] = await db.query<{ id: number }>('update user_notice set read_at = now() where id = $1 and user_id = $2 and read_at is null returning id', [id, userId]);
  const [row] = await db.query<NoticeRow>(`select ${COLUMNS} from user_notice where id = $1 and user_id = $2`, [id, userId]);
  return row ? { row, changed: changed !== undefined } : null;
}

export async function readAll(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('update user_notice set read_at = now() where user_id = $1 and read_at is null returning id', [userId]);
  return rows.length;
}

export async function unreadNotices(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from user_notice where user_id = $1 and read_at is null', [userId]);
  return row?.count ?? 0;
}
