/**
 * Flash deals at checkout (issue 34 item 3; decisions "Flash deals at checkout"): what the cart, the delivery
 * quote and placement read to price a line at a running deal (rules/quantity.ts linePrice), and the units an
 * order takes from a deal's limit and gives back when it is cancelled or closed before shipping.
 *
 * A deal's `sold` only moves here, by guarded updates in the order's transaction: the take succeeds only while
 * the deal runs and its limit holds the units (`sold + n <= quantity`, checked in the statement itself), so
 * parallel checkouts can never take more units at the deal price than the limit; the give-back happens once per
 * take (its released_at is set in the same statement).
 */
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/**
 * The deal running now on the product aliased `product` as one JSON column named "deal" (rules/quantity.ts
 * RunningDeal: id, price, units left or null, and when it ends), null when none runs or its limit is used up. A deal is for a product
 * without options; the database's clock decides whether it runs, as for the storefront's strip.
 */
export const runningDealColumn = (product: string): string =>
  `(select json_build_object('id', d.id, 'price', d.deal_price, 'left', d.quantity - d.sold, 'endsAt', extract(epoch from d.ends_at)::bigint)
      from flash_deal d
     where d.product_id = ${product}.id and d.status = ${CatalogueStatus.Active} and d.starts_at <= now() and d.ends_at > now()
       and (d.quantity is null or d.sold < d.quantity)
     order by d.starts_at, d.id limit 1) as "deal"`;

/** Units of one order taken at one deal's price. */
export interface DealTake {
  dealId: number;
  orderId: number;
  quantity: number;
}

/**
 * Takes the units from their deals' limits, all or none, in the caller's transaction: one statement that adds to
 * `sold` only where the deal still runs and has the units left, and records each take. False when any take found the
 * deal ended, withdrawn or short (the caller fails its transaction, so nothing is kept).
 */
export async function takeDealUnits(tx: Queryable, takes: readonly DealTake[]): Promise<boolean> {
  if (takes.length === 0) return true;
  // one row per deal (two orders of one checkout may take from the same deal), in id order so parallel checkouts lock alike
  const byDeal = new Map<number, number>();
  for (const take of takes) byDeal.set(take.dealId, (byDeal.get(take.dealId) ?? 0) + take.quantity);
  const dealIds = [...byDeal.keys()].sort((a, b) => a - b);
  const rows = await tx.query<{ id: number }>(
    `with wanted as (select * from unnest($1::int[], $2::int[]) as w(id, n))
     update flash_deal d set sold = d.sold + w.n
       from wanted w
      where d.id = w.id and d.status = $3 and d.starts_at <= now() and d.ends_at > now() and (d.quantity is null or d.sold + w.n <= d.quantity)
     returning d.id`,
    [dealIds, dealIds.map((id) => byDeal.get(id)!), CatalogueStatus.Active],
  );
  if (rows.length !== dealIds.length) return false;
  await tx.query(
    `insert into flash_deal_take (deal_id, order_id, quantity)
     select * from unnest($1::int[], $2::bigint[], $3::int[])`,
    [takes.map((t) => t.dealId), takes.map((t) => t.orderId), takes.map((t) => t.quantity)],
  );
  return true;
}

/**
 * Gives an order's deal units back to their deals (the order was cancelled or closed before shipping), once: a second
 * call finds the takes released. A deal that has since ended or been withdrawn takes them back too, so its record of
 * units sold at the deal price stays true.
 */
export async function releaseDealUnits(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `with released as (
       update flash_deal_take set released_at = now() where order_id = $1 and released_at is null returning deal_id, quantity
     )
     update flash_deal d set sold = d.sold - r.quantity from released r where d.id = r.deal_id`,
    [orderId],
  );
}
