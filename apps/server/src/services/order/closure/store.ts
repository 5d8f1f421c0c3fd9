/** The order service's SQL for account closure (issue 14): what still binds an account, and its buying data erased. */
import { OPEN_AFTER_SALE_STATUSES, OPEN_RETURN_STATUSES, OrderStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** Orders that are finished: completed, closed on payment timeout, cancelled. Every other status is still open. */
const FINISHED_ORDER_STATUSES = [OrderStatus.Completed, OrderStatus.Closed, OrderStatus.Cancelled];

export interface OpenRecords {
  count: number;
  /** the first records by age; `asOwner` when the account is the record's goods owner (else its buyer) */
  refs: { no: string; asOwner: boolean }[];
}

interface OpenRow {
  no: string;
  as_owner: boolean;
  total: number;
}

const toRecords = (rows: OpenRow[]): OpenRecords => ({
  count: rows[0]?.total ?? 0,
  refs: rows.map((row) => ({ no: row.no, asOwner: row.as_owner })),
});

/** Open orders the account bought, or its shops sold; the first `limit` by age. */
export async function openOrders(db: Queryable, userId: number, limit: number): Promise<OpenRecords> {
  const rows = await db.query<OpenRow>(
    `select o.order_no as no, o.user_id <> $1 as as_owner, (count(*) over ())::int as total
       from shop_order o join goods_owner g on g.id = o.owner_id
      where (o.user_id = $1 or g.user_id = $1) and o.status <> all ($2::smallint[])
      order by o.id limit $3`,
    [userId, FINISHED_ORDER_STATUSES, limit],
  );
  return toRecords(rows);
}

/** Open returns; one carrying an after-sales request's goods back is that request's (openAfterSales lists it). */
export async function openReturns(db: Queryable, userId: number, limit: number): Promise<OpenRecords> {
  const rows = await db.query<OpenRow>(
    `select r.return_no as no, r.user_id <> $1 as as_owner, (count(*) over ())::int as total
       from return_request r join goods_owner g on g.id = r.owner_id
      where (r.user_id = $1 or g.user_id = $1) and r.status = any ($2::smallint[]) and r.after_sale_id is null
      order by r.id limit $3`,
    [userId, OPEN_RETURN_STATUSES, limit],
  );
  return toRecords(rows);
}

export async function openAfterSales(db: Queryable, userId: number, limit: number): Promise<OpenRecords> {
  const rows = await db.query<OpenRow>(
    `select a.after_sale_no as no, a.user_id <> $1 as as_owner, (count(*) over ())::int as total
       from after_sale a join goods_owner g on g.id = a.owner_id
      where (a.user_id = $1 or g.user_id = $1) and a.status = any ($2::smallint[])
      order by a.id limit $3`,
    [userId, OPEN_AFTER_SALE_STATUSES, limit],
  );
  return toRecords(rows);
}

/**
 * The address book and the cart go with the account; orders keep the delivery address they copied
 * when placed (accounting records). Address rows stay (a saved card may point at one) but are emptied.
 */
export async function eraseBuyingData(tx: Queryable, userId: number): Promise<void> {
  await tx.query('delete from cart_item where user_id = $1', [userId]);
  await tx.query(
    `update receive_address
        set recipient_name = '', city = '', county = '', postcode = '', mobile = '', address_line1 = '', address_line2 = '',
            is_default = false, deleted = true, updated_at = now()
      where user_id = $1`,
    [userId],
  );
}
