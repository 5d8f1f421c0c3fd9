/** Every SQL statement of the browsing history (issue 14, MyTracks): the product service owns it. */
import { BROWSING_HISTORY_CAP, BROWSING_HISTORY_ZONE, CatalogueStatus, type HistoryEntry } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';
import { CARD_COLUMNS } from './store';

/**
 * Records an opening: once per product and London day (a later opening that day moves it up). Only a new
 * entry can take the history past the cap, so only then are the entries beyond it dropped — the product page's
 * usual re-opening costs one statement. Each statement is safe under concurrency (an upsert; a delete of rows
 * past the newest CAP, which at worst runs twice).
 */
export async function recordView(db: Queryable, userId: number, productId: number): Promise<void> {
  const [row] = await db.query<{ added: boolean }>(
    `insert into browsing_history (user_id, product_id, viewed_on)
     values ($1, $2, (now() at time zone $3)::date)
     on conflict (user_id, viewed_on, product_id) do update set viewed_at = now()
     returning xmax = 0 as added`,
    [userId, productId, BROWSING_HISTORY_ZONE],
  );
  if (!row?.added) return;
  await db.query(
    `delete from browsing_history h using (
       select viewed_on, product_id from browsing_history where user_id = $1 order by viewed_at desc offset $2
     ) old
      where h.user_id = $1 and h.viewed_on = old.viewed_on and h.product_id = old.product_id`,
    [userId, BROWSING_HISTORY_CAP],
  );
}

export type HistoryRow = Omit<HistoryEntry, 'productCollect'> & { day: string; collected: boolean };

/** A page of the user's history, newest first, with the cards as the listing shows them (withdrawn products left out). */
export async function historyPage(db: Queryable, userId: number, page: { pageNum: number; pageSize: number }): Promise<{ rows: HistoryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<HistoryRow>(
      `select ${CARD_COLUMNS}, to_char(h.viewed_on, 'YYYY-MM-DD') as day, extract(epoch from h.viewed_at)::bigint as "viewedAt",
              exists (select 1 from product_collect c where c.user_id = $1 and c.product_id = p.id) as collected
         from browsing_history h join product p on p.id = h.product_id
         left join warehouse w on w.warehouse_code = p.main_warehouse_code
        where h.user_id = $1 and p.status = $4
        order by h.viewed_at desc, h.product_id desc limit $2 offset $3`,
      [userId, page.pageSize, (page.pageNum - 1) * page.pageSize, CatalogueStatus.Active],
    ),
    db.query<{ total: number }>('select count(*)::int as total from browsing_history h join product p on p.id = h.product_id where h.user_id = $1 and p.status = $2', [
      userId,
      CatalogueStatus.Active,
    ]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/** Removes one entry, a day's entries, or (day null, product null) everything; answers how many went. */
export async function removeHistory(db: Queryable, userId: number, what: { day: string | null; productId: number | null }): Promise<number> {
  const rows = await db.query(
    `delete from browsing_history where user_id = $1 and ($2::date is null or viewed_on = $2::date) and ($3::int is null or product_id = $3)
     returning product_id`,
    [userId, what.day, what.productId],
  );
  return rows.length;
}
